import type { TestDatabase } from '../helpers/test-db.ts';

/**
 * Tells which tables a request changed, cheaply enough to ask after every fuzzed request.
 *
 * A fingerprint of every table (row count and an md5 of its rows) costs ~15 ms on PGlite, too
 * much for a thousand requests. So it is taken only when PostgreSQL's transaction counter moved:
 * `pg_snapshot_xmax(pg_current_snapshot())` is one past the newest finished transaction that
 * wrote (committed or rolled back). A request that wrote nothing leaves it where it was; one
 * that did gets its tables fingerprinted and compared. On PostgreSQL the counter is shared with
 * every other database of the server, so it moves more often: that only costs a fingerprint.
 */
export interface DatabaseWatch {
  /** Tables whose rows differ from the last call (or from creation); [] when nothing changed. */
  changes(): Promise<string[]>;
}

/**
 * `settle`: waits for what the server does after a commit (rank-state refreshes, ADR 014), so
 * that work is seen with the request that caused it, not with the next one.
 */
export async function watchDatabase(database: TestDatabase, settle: () => Promise<void>): Promise<DatabaseWatch> {
  await settle();
  const tables = (
    await database.query<{ tablename: string }>(
      `select tablename from pg_tables where schemaname = 'public' and tablename <> 'settings' order by tablename`,
    )
  ).map((row) => row.tablename);
  const fingerprintSql = tables
    .map(
      (t) => `select '${t}' as t, count(*)::text || ':' || md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as f from "${t}" x`,
    )
    .join(' union all ');

  const counter = async () =>
    (await database.query<{ x: string }>(`select pg_snapshot_xmax(pg_current_snapshot())::text as x`))[0]?.x ?? '';
  const fingerprint = async () => new Map((await database.query<{ t: string; f: string }>(fingerprintSql)).map((row) => [row.t, row.f]));

  let seen = { counter: await counter(), rows: await fingerprint() };
  return {
    async changes() {
      await settle();
      const now = await counter();
      if (now === seen.counter) return [];
      const rows = await fingerprint();
      const changed = tables.filter((t) => rows.get(t) !== seen.rows.get(t));
      seen = { counter: now, rows };
      return changed;
    },
  };
}
