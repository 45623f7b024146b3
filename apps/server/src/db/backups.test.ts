import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { pgdataOf, scheduleSnapshots, writeSnapshot } from './backups.ts';

// Snapshots of the embedded database taken while it is written to (ADR 033), restored the two
// ways docs/deploy.md and PGlite allow. Always on PGlite: PostgreSQL has pg_dump.

const dirs: string[] = [];
const open: PGlite[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((db) => db.close().catch(() => undefined)));
  dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
});

async function database(seeded = 20000): Promise<{ dataDir: string; db: PGlite }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'showgrid-backup-'));
  dirs.push(dataDir);
  const db = await PGlite.create(pgdataOf(dataDir));
  open.push(db);
  await db.exec('create table rows (id integer primary key, body text not null)');
  // Enough data that copying it takes many reads, with writes in between.
  await db.exec(`insert into rows select n, repeat(md5(n::text), 30) from generate_series(1, ${seeded}) n`);
  return { dataDir, db };
}

/** Restores a snapshot as PGlite loads one (an in-memory database). */
async function restored(file: string): Promise<PGlite> {
  const db = await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(file)], { type: 'application/x-gzip' }) });
  open.push(db);
  return db;
}

/**
 * The database as seen by the snapshot, noting when each of its statements returns: the backup's
 * stop is the moment the copy is consistent as of.
 */
function observed(db: PGlite, onStatement: (text: string) => void): PGlite {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'query') return Reflect.get(target, property, receiver);
      return async (text: string, params?: unknown[]) => {
        const result = await target.query(text, params);
        onStatement(text);
        return result;
      };
    },
  });
}

describe('embedded-database snapshots', () => {
  it('taken under a stream of writes, restore with every row acknowledged before the backup stopped', async () => {
    const { dataDir, db } = await database();
    let acknowledged = 20000;
    let writing = true;
    // One writer, one row at a time, yielding between rows as requests do.
    const writer = (async () => {
      while (writing) {
        await db.query('insert into rows values ($1, $2)', [acknowledged + 1, `written during the snapshot ${acknowledged + 1}`]);
        acknowledged++;
        await new Promise((r) => setImmediate(r));
      }
    })();
    const atStart = acknowledged;
    let atStop = 0;
    const file = await writeSnapshot(
      observed(db, (text) => {
        if (text.includes('pg_backup_stop')) atStop = acknowledged;
      }),
      dataDir,
    );
    const atEnd = acknowledged;
    writing = false;
    await writer;
    // The server went on writing while the snapshot was taken (dumpDataDir held it: none did).
    expect(atEnd - atStart).toBeGreaterThan(50);
    expect(atStop).toBeGreaterThan(atStart);

    const copy = await restored(file);
    const { rows } = await copy.query<{ n: number; max: number }>('select count(*)::int as n, max(id) as max from rows');
    const [{ n, max }] = rows as [{ n: number; max: number }];
    expect(max).toBeGreaterThanOrEqual(atStop);
    // No row lost or torn in between: ids 1..max, every body whole.
    expect(n).toBe(max);
    const torn = await copy.query(
      "select id from rows where id <= 20000 and body <> repeat(md5(id::text), 30) or id > 20000 and body <> 'written during the snapshot ' || id",
    );
    expect(torn.rows).toEqual([]);
    // The restored database takes writes.
    await copy.query('insert into rows values ($1, $2)', [max + 1, 'after the restore']);
  });

  it('unpacks with tar into a data directory PGlite opens, as docs/deploy.md says', async () => {
    const { dataDir, db } = await database(2000);
    const file = await writeSnapshot(db, dataDir);
    const target = path.join(dataDir, 'restored');
    fs.mkdirSync(target);
    const { execFileSync } = await import('node:child_process');
    execFileSync('tar', ['-xzf', file, '-C', target]);
    expect(fs.existsSync(path.join(target, 'backup_label'))).toBe(true);
    expect(fs.readdirSync(path.join(target, 'pg_wal')).some((f) => /^[0-9A-F]{24}$/.test(f))).toBe(true);
    const copy = await PGlite.create(target);
    open.push(copy);
    expect((await copy.query<{ n: number }>('select count(*)::int as n from rows')).rows[0]?.n).toBe(2000);
  });

  it('keeps the newest twelve, and a failed snapshot leaves no file and does not stop the next', async () => {
    const { dataDir, db } = await database(100);
    const backups = path.join(dataDir, 'backups');
    fs.mkdirSync(backups);
    for (let i = 0; i < 12; i++)
      fs.writeFileSync(path.join(backups, `showgrid-2020-01-01T00-00-${String(i).padStart(2, '0')}-000Z.tar.gz`), '');
    fs.writeFileSync(path.join(backups, 'showgrid-2020-01-02.tar.gz.part'), 'left by a crash');

    // A data directory that is not there: the backup was started, so it must be stopped again.
    await expect(writeSnapshot(db, path.join(dataDir, 'elsewhere'))).rejects.toThrow();
    expect(fs.readdirSync(path.join(dataDir, 'elsewhere', 'backups'))).toEqual([]);

    const file = await writeSnapshot(db, dataDir);
    const kept = fs.readdirSync(backups).sort();
    expect(kept).toHaveLength(12);
    expect(kept.at(-1)).toBe(path.basename(file));
    expect(kept[0]).toBe('showgrid-2020-01-01T00-00-01-000Z.tar.gz');
    expect(kept.some((f) => f.endsWith('.part'))).toBe(false);
  });

  it('takes one snapshot at a time on demand (SIGUSR2), and none once stopped', async () => {
    const { dataDir, db } = await database(100);
    const errors: unknown[] = [];
    const snapshots = scheduleSnapshots(db, dataDir, 0, (err) => errors.push(err));
    await Promise.all([snapshots.now(), snapshots.now(), snapshots.now()]);
    const files = () => fs.readdirSync(path.join(dataDir, 'backups'));
    expect(files()).toHaveLength(1);
    const under = snapshots.now();
    await snapshots.stop();
    // stop waited for the snapshot under way.
    expect(files().filter((f) => f.endsWith('.tar.gz'))).toHaveLength(2);
    await under;
    await snapshots.now();
    expect(files()).toHaveLength(2);
    expect(errors).toEqual([]);
  });
});
