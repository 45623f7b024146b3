import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/client.ts';
import { insertId, useDatabaseBefore, type FreshDb } from '../../../test/helpers/fresh-database.ts';
import { canonicalEmail, PLUS_TAG_DOMAINS } from './canonical-email.ts';

/**
 * Migration 0006 on a database that already holds votes: a show may be under way when it is
 * upgraded. Every row survives, counts do not change, two spellings of one inbox at one event
 * keep counting with the first holding the inbox's vote, and the SQL rule is the TypeScript one.
 */

const MIGRATION = '0006_canonical_voter_email';
/** The migration's CREATE FUNCTION, as it runs (the migration drops the function when done). */
function migrationFunction(): string {
  const sql = fs.readFileSync(path.join(migrationsFolder(), `${MIGRATION}.sql`), 'utf8');
  const statement = sql.split('--> statement-breakpoint').find((part) => part.includes('CREATE FUNCTION'));
  if (!statement) throw new Error(`no CREATE FUNCTION in ${MIGRATION}`);
  return statement.slice(statement.indexOf('CREATE FUNCTION'));
}

let db: FreshDb;
useDatabaseBefore(MIGRATION, (fresh) => (db = fresh));

describe(`migration ${MIGRATION}`, () => {
  it('keeps every vote and every count; a second spelling of an inbox at one event keeps counting but holds no key', async () => {
    const type = await insertId(db, `INSERT INTO vehicle_types (title) VALUES ('Car')`, []);
    const category = await insertId(db, `INSERT INTO categories (name, vehicle_type_id) VALUES ('Classic', $1)`, [type]);
    const spring = await insertId(db, `INSERT INTO events (title, location, starts_at) VALUES ('Spring', 'Beaulieu', now())`, []);
    const autumn = await insertId(db, `INSERT INTO events (title, location, starts_at) VALUES ('Autumn', 'Beaulieu', now())`, []);
    const vehicle = (event: number, reg: string) =>
      insertId(db, `INSERT INTO vehicles (event_id, category_id, vehicle_type_id, registration_no, paid) VALUES ($1, $2, $3, $4, true)`, [
        event,
        category,
        type,
        reg,
      ]);
    const jaguar = await vehicle(spring, 'AB12 CDE');
    const mustang = await vehicle(spring, 'XY34 ZZZ');
    const healey = await vehicle(autumn, 'AH 3000');

    // The order they were cast in: minutes apart.
    const votes: [string, number, number][] = [
      ['x.y+1@gmail.com', spring, jaguar], // first of the inbox xy@gmail.com at Spring: holds it
      ['xy@gmail.com', spring, mustang], // the same inbox again, accepted under the old rule
      ['x.y@googlemail.com', spring, mustang], // and again
      ['xy@gmail.com', autumn, healey], // another event: its own vote
      ['ada+show@example.com', spring, jaguar], // unknown provider: nothing cut
      ['ada@example.com', spring, jaguar], // so another voter
    ];
    let minute = 0;
    for (const [email, event, vehicleId] of votes) {
      await db.query(
        `INSERT INTO audience_votes (event_id, vehicle_id, email, created_at) VALUES ($1, $2, $3, now() - make_interval(mins => $4))`,
        [event, vehicleId, email, 60 - minute++],
      );
    }
    await db.query(`UPDATE audience_votes SET voided_at = now() WHERE email = 'x.y@googlemail.com'`);
    await db.query(
      `INSERT INTO vote_verifications (email, token_hash, created_at, expires_at) VALUES ('x.y+vote@gmail.com', 'h', now(), now() + interval '15 minutes')`,
    );
    const countsBefore = await db.query(
      `SELECT vehicle_id, count(*)::int AS n FROM audience_votes WHERE voided_at IS NULL GROUP BY vehicle_id ORDER BY vehicle_id`,
    );

    await db.migrate(migrationsFolder());

    const rows = await db.query<{ email: string; event_id: number; canonical_email: string | null; voided_at: Date | null }>(
      `SELECT email, event_id, canonical_email, voided_at FROM audience_votes ORDER BY id`,
    );
    expect(rows.map((row) => [row.email, row.canonical_email])).toEqual([
      ['x.y+1@gmail.com', 'xy@gmail.com'],
      ['xy@gmail.com', null],
      ['x.y@googlemail.com', null],
      ['xy@gmail.com', 'xy@gmail.com'],
      ['ada+show@example.com', 'ada+show@example.com'],
      ['ada@example.com', 'ada@example.com'],
    ]);
    expect(
      await db.query(
        `SELECT vehicle_id, count(*)::int AS n FROM audience_votes WHERE voided_at IS NULL GROUP BY vehicle_id ORDER BY vehicle_id`,
      ),
    ).toEqual(countsBefore);
    expect(rows.filter((row) => row.voided_at !== null).map((row) => row.email)).toEqual(['x.y@googlemail.com']);

    // The inbox has had its vote at Spring: no spelling of it gets another row.
    const again = await db.query(
      `INSERT INTO audience_votes (event_id, vehicle_id, email, canonical_email, created_at) VALUES ($1, $2, 'x.y+2@gmail.com', 'xy@gmail.com', now()) ON CONFLICT DO NOTHING RETURNING id`,
      [spring, jaguar],
    );
    expect(again).toEqual([]);
    // A verification made just before the upgrade is found under the canonical form.
    expect(await db.query(`SELECT email FROM vote_verifications`)).toEqual([{ email: 'xy@gmail.com' }]);
    // The helper function was only for the migration.
    expect(await db.query(`SELECT proname FROM pg_proc WHERE proname LIKE 'showgrid_canonical%'`)).toEqual([]);
  });

  it('computes in SQL exactly what canonicalEmail computes', async () => {
    const fn = migrationFunction();
    await db.query(fn);
    // Every domain either side names, so a domain only one of them lists is sampled too.
    const named = [...fn.matchAll(/'([a-z0-9.-]+\.[a-z]+)'/g)].map((m) => m[1] ?? '');
    const domains = new Set(['gmail.com.', 'example.com', 'yahoo.com', 'outlook.com.', ...named, ...PLUS_TAG_DOMAINS]);
    const domain = fc.constantFrom(...domains);
    const local = fc.stringMatching(/^[a-z0-9.+_-]{1,16}$/);
    const addresses = fc.sample(
      fc.tuple(local, domain).map(([l, d]) => `${l}@${d}`),
      2000,
    );
    addresses.push('xy@gmail.com', '+x@gmail.com', '.@googlemail.com', 'a+@outlook.com', '+@pm.me', 'a.b+c.d@gmail.com', 'x@gmail.com..');
    const rows = await db.query<{ address: string; key: string }>(
      `SELECT address, "showgrid_canonical_email_0006"(address) AS key FROM unnest($1::text[]) AS address`,
      [addresses],
    );
    expect(rows).toHaveLength(addresses.length);
    for (const row of rows) expect(row.key, row.address).toBe(canonicalEmail(row.address));
  });
});
