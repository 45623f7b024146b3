import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client.ts';
import { engine, randomName, testDatabaseUrl, withDatabase } from './helpers/engine.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates one database once per run; every test file then starts from a copy of it
 * (a PGlite data-dir snapshot, or CREATE DATABASE ... TEMPLATE on PostgreSQL).
 */
export default async function setup(project: TestProject) {
  if (engine === 'pglite') {
    const database = await openPglite();
    await database.migrate();
    const blob = await database.pglite!.dumpDataDir('none');
    await database.close();
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'showgrid-test-')), 'template.tar');
    fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
    project.provide('pgliteTemplate', file);
    project.provide('postgresTemplate', '');
    return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }

  const adminUrl = testDatabaseUrl();
  const template = randomName('showgrid_tpl');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  const database = openPostgres(withDatabase(adminUrl, template), 1);
  await database.migrate();
  await database.close();
  project.provide('pgliteTemplate', '');
  project.provide('postgresTemplate', template);
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
  };
}
