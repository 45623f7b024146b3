import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Logger } from 'drizzle-orm/logger';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { createLanes } from './lanes.ts';
import { drizzleClient } from './pglite-parsers.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** An open transaction of a Db (what `db.transaction` hands its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The one database handle the app uses, whichever engine sits behind it. */
export interface Database {
  db: Db;
  /**
   * The same database for downloads (reports, score sheets, cards) and the dashboards' refreshes:
   * on PGlite their statements go one at a time, each when the day's requests leave the database
   * quiet (lanes.ts, ADR 038); on PostgreSQL it is `db`.
   */
  background: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Plain SQL for the few places below the ORM (maintenance, tests). */
  query<T extends Record<string, unknown>>(text: string): Promise<T[]>;
  /** Flushes to disk where that matters (PGlite), then closes. */
  close(): Promise<void>;
  /** The embedded engine, for snapshots; undefined on PostgreSQL. */
  pglite?: PGlite;
  /** PostgreSQL only: for the one connection outside the pool that LISTENs (platform/change-bus.ts). */
  connectionString?: string;
}

/**
 * Migrations ship next to the code: src/db/migrations in development and tests,
 * dist/migrations in the built server (the build copies them).
 */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.join(here, 'db', 'migrations')];
  const found = candidates.find((p) => fs.existsSync(path.join(p, 'meta', '_journal.json')));
  if (!found) throw new Error(`Database migrations not found (looked in ${candidates.join(', ')})`);
  return found;
}

/** How a database is opened beyond its address: drizzle's logger sees every statement the app sends (tests count them). */
export interface OpenOptions {
  logger?: Logger;
}

export function openPostgres(url: string, poolSize = 10, { logger }: OpenOptions = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the database drops (restart, failover, an admin's terminate) is emitted
  // here; unhandled, it would crash the process. pg discards that client and the next query
  // opens a new one.
  pool.on('error', (error) => console.warn(`PostgreSQL dropped an idle connection: ${error.message}`));
  const db = drizzlePg({ client: pool, schema, logger });
  return {
    db,
    background: db,
    kind: 'postgres',
    connectionString: url,
    query: async <T extends Record<string, unknown>>(text: string) => (await pool.query<T>(text)).rows,
    migrate: () => migratePg(db, { migrationsFolder: migrationsFolder() }),
    close: () => pool.end(),
  };
}

/** PGlite persisted in `dir`, or in memory when dir is undefined; `loadDataDir` starts from a snapshot. */
export async function openPglite(dir?: string, loadDataDir?: Blob, { logger }: OpenOptions = {}): Promise<Database> {
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, loadDataDir ? { loadDataDir } : {});
  const lanes = createLanes(drizzleClient(client));
  const db = drizzlePglite({ client: lanes.foreground, schema, logger });
  return {
    db,
    background: drizzlePglite({ client: lanes.background, schema, logger }),
    kind: 'pglite',
    pglite: client,
    query: async <T extends Record<string, unknown>>(text: string) => (await client.query<T>(text)).rows,
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    close: async () => {
      if (client.closed) return;
      await client.exec('CHECKPOINT');
      await client.close();
    },
  };
}
