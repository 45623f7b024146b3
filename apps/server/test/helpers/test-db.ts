import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database, type OpenOptions } from '../../src/db/client.ts';
import { engine, randomName, testDatabaseUrl, withDatabase } from './engine.ts';

export interface TestDatabase extends Database {
  /** Empties every table (not the migrations), for a clean slate between tests. */
  reset(): Promise<void>;
  /** Closes and, on PostgreSQL, drops the database. */
  destroy(): Promise<void>;
}

async function fromPgliteTemplate(options: OpenOptions): Promise<Database & { drop: () => Promise<void> }> {
  const tarball = fs.readFileSync(inject('pgliteTemplate'));
  return { ...(await openPglite(undefined, new Blob([tarball]), options)), drop: async () => {} };
}

async function fromPostgresTemplate(options: OpenOptions): Promise<Database & { drop: () => Promise<void> }> {
  const adminUrl = testDatabaseUrl();
  const name = randomName('showgrid_test');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  await admin.end();
  const database = openPostgres(withDatabase(adminUrl, name), 5, options);
  return {
    ...database,
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** A database of this test file's own, copied from the migrated template. */
export async function createTestDatabase(options: OpenOptions = {}): Promise<TestDatabase> {
  const database = engine === 'postgres' ? await fromPostgresTemplate(options) : await fromPgliteTemplate(options);
  return {
    ...database,
    async reset() {
      const tables = await database.query<{ tablename: string }>(
        `select tablename from pg_tables where schemaname = 'public' and tablename <> 'settings'`,
      );
      const names = tables.map((t) => `"${t.tablename}"`).join(', ');
      if (!names) return;
      // Background work of the previous test (a live dashboard's coalesced recomputation, a
      // LISTEN delivery) can still hold locks: PostgreSQL then picks the TRUNCATE as a deadlock
      // victim (40P01). It is only the clean-up racing leftovers, so it is tried again.
      for (let attempt = 1; ; attempt++) {
        try {
          await database.query(`TRUNCATE ${names} RESTART IDENTITY CASCADE`);
          return;
        } catch (error) {
          const code = (error as { code?: string }).code;
          if (code !== '40P01' || attempt >= 5) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
        }
      }
    },
    async destroy() {
      await database.close();
      await database.drop();
    },
  };
}
