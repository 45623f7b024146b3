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

function readOr(file: string, fallback: string): string {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return fallback;
  }
}

/**
 * What tells one process from a later one with the same pid (Linux): the boot and the start time
 * of the process in that boot. After a crash and a reboot the old pid may belong to anything;
 * without this the lock would keep a show's server from starting. Empty where /proc is missing.
 */
export function processIdentity(pid: number): string {
  const boot = readOr('/proc/sys/kernel/random/boot_id', '');
  // Field 22 of /proc/<pid>/stat, counted after the command name's closing parenthesis.
  const stat = readOr(`/proc/${pid}/stat`, '');
  const start = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
  return boot && start ? `${boot}/${start}` : '';
}

/** A lock file's holder: "pid identity" (older files hold the pid only). */
function holderAlive(content: string): { pid: number; alive: boolean } {
  const [pidText = '', identity = ''] = content.trim().split(' ');
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !pidAlive(pid)) return { pid, alive: false };
  return { pid, alive: !identity || identity === processIdentity(pid) };
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
      fs.writeFileSync(file, `${process.pid} ${processIdentity(process.pid)}`.trim(), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = holderAlive(fs.readFileSync(file, 'utf8'));
      if (holder.alive) {
        throw new Error(
          `DATA_DIR ${dataDir} is in use by another Showgrid process (pid ${holder.pid}). ` +
            'Stop it first, or give this one its own DATA_DIR; for several instances use PostgreSQL (DATABASE_URL).',
        );
      }
      fs.rmSync(file, { force: true }); // left behind by a process that died (or before a reboot)
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
