import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { openPglite, openPostgres, type Database } from './client.ts';

const LOCK_FILE = 'showgrid.lock';

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite takes no lock of its own and two processes on one directory corrupt it,
 * so the server holds a pid lock on DATA_DIR and a second one refuses to start.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(fs.readFileSync(file, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && pidAlive(holder)) {
        throw new Error(
          `DATA_DIR ${dataDir} is in use by another Showgrid process (pid ${holder}). ` +
            'Stop it first, or give this one its own DATA_DIR; for several instances use PostgreSQL (DATABASE_URL).',
        );
      }
      fs.rmSync(file, { force: true }); // left behind by a process that died
    }
  }
  throw new Error(`Could not lock DATA_DIR ${dataDir}`);
}

/** Opens the configured database and applies the committed migrations. */
export async function openDatabase(config: Config): Promise<Database & { unlock: () => void }> {
  if (config.DATABASE_URL) {
    const database = openPostgres(config.DATABASE_URL);
    await database.migrate();
    return { ...database, unlock: () => {} };
  }
  const unlock = lockDataDir(config.dataDir);
  try {
    const database = await openPglite(path.join(config.dataDir, 'pgdata'));
    await database.migrate();
    return { ...database, unlock };
  } catch (err) {
    unlock();
    throw err;
  }
}
