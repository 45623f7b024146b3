import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterEach, beforeEach } from 'vitest';
import { migrationsFolder } from '../../src/db/client.ts';
import { engine, randomName, testDatabaseUrl, withDatabase } from './engine.ts';

/** For migration tests: an empty database on the suite's engine, migrated as far as a test says. */

type Row = Record<string, unknown>;

export interface FreshDb {
  query<T extends Row>(text: string, params?: unknown[]): Promise<T[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

export async function openFreshDatabase(): Promise<FreshDb> {
  if (engine === 'pglite') {
    const client = await PGlite.create();
    const db = drizzlePglite({ client });
    return {
      query: async <T extends Row>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const adminUrl = testDatabaseUrl();
  const name = randomName('showgrid_migration');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const pool = new pg.Pool({ connectionString: withDatabase(adminUrl, name), max: 2 });
  const db = drizzlePg({ client: pool });
  return {
    query: async <T extends Row>(text: string, params?: unknown[]) => (await pool.query<T>(text, params)).rows,
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** A copy of the migrations folder that stops just before `tag`: the database of a server before it. The caller removes it. */
export function migrationsBefore(tag: string): string {
  const all = migrationsFolder();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `showgrid-before-${tag.slice(0, 4)}-`));
  fs.mkdirSync(path.join(dir, 'meta'));
  const journal: { entries: { tag: string }[] } = JSON.parse(fs.readFileSync(path.join(all, 'meta', '_journal.json'), 'utf8'));
  journal.entries = journal.entries.filter((entry) => entry.tag < tag);
  fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries) fs.copyFileSync(path.join(all, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  return dir;
}

/**
 * The hooks of a migration test: before each test a fresh database migrated up to just before
 * `tag` (the database of a server before it), handed over by `ready`; closed after.
 */
export function useDatabaseBefore(tag: string, ready: (db: FreshDb) => void): void {
  let db: FreshDb | undefined;
  let folder: string | undefined;
  beforeEach(async () => {
    db = await openFreshDatabase();
    folder = migrationsBefore(tag);
    await db.migrate(folder);
    ready(db);
  });
  afterEach(async () => {
    await db?.close();
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });
}

/** Inserts with `text` (an INSERT without RETURNING) and answers the new row's id. */
export async function insertId(db: FreshDb, text: string, params: unknown[] = []): Promise<number> {
  const [row] = await db.query<{ id: number }>(`${text} RETURNING id`, params);
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}
