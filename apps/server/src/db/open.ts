import path from 'node:path';
import type { Config } from '../config.ts';
import { openPglite, openPostgres, type Database } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';

/** Opens the configured database and applies the committed migrations. */
export async function openDatabase(config: Config): Promise<Database & { unlock: () => void }> {
  if (config.DATABASE_URL) {
    const database = openPostgres(config.DATABASE_URL);
    await database.migrate();
    return { ...database, unlock: () => {} };
  }
  const unlock = await lockDataDir(config.dataDir);
  try {
    const database = await openPglite(path.join(config.dataDir, 'pgdata'));
    await database.migrate();
    return { ...database, unlock };
  } catch (err) {
    unlock();
    throw err;
  }
}
