import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import { pack as tarPack, type Pack } from 'tar-stream';
import { z } from 'zod';

/*
 * Snapshots of the embedded database without stopping it (ADR 033). PGlite's dumpDataDir built the
 * whole tarball in memory and gzipped it while holding the database: every request waited 2.6 s
 * on a big show. Here it is PostgreSQL's own online backup, as pg_basebackup takes it: start a
 * backup (a checkpoint; the one moment requests wait), copy the data files while the server goes
 * on writing (full-page writes make a page torn by a concurrent write whole again at restore),
 * stop the backup, then add the WAL written meanwhile and the backup label. The files are read a
 * chunk at a time on libuv's threads and gzipped there too; nothing holds the event loop.
 * Restoring (docs/deploy.md) replays that WAL: the copy is consistent as of the stop.
 */

const KEEP = 12;
const CHUNK = 1024 * 1024;
/** Under PGDATA: whose contents are left out (rebuilt at start, or this session's only), as pg_basebackup does. */
const EMPTY_DIRS = new Set([
  'pg_wal',
  'pg_stat_tmp',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_subtrans',
]);
/** Files never copied: the running server's own, or made for the backup by the backup. */
const SKIPPED_FILES = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'pg_internal.init',
  'backup_label',
  'tablespace_map',
  'current_logfiles',
]);
const WAL_SEGMENT = /^[0-9A-F]{24}$/;

const backupStopSchema = z.object({ lsn: z.string(), labelfile: z.string(), spcmapfile: z.string().nullable() });
const walFileSchema = z.object({ file: z.string() });

/** The directory PGlite keeps its data in, under DATA_DIR (db/open.ts). */
export const pgdataOf = (dataDir: string) => path.join(dataDir, 'pgdata');

function entryDone(pack: Pack, header: Parameters<Pack['entry']>[0], body?: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (err?: Error | null) => (err ? reject(err) : resolve());
    if (body) pack.entry(header, body, done);
    else pack.entry(header, done).end(undefined);
  });
}

/** Fills `buffer` from `position` on, or up to the file's end: past it the zeros stay (a file that shrank). */
async function readFully(handle: fs.promises.FileHandle, buffer: Buffer, position: number): Promise<void> {
  for (let filled = 0; filled < buffer.length;) {
    const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, position + filled);
    if (bytesRead === 0) return;
    filled += bytesRead;
  }
}

/**
 * One file, read a chunk at a time up to the size it had when listed: a file that grows meanwhile
 * is cut there and one that shrinks is padded with zeros, as pg_basebackup does; replaying the WAL
 * makes both right. A file gone before it is opened is left out.
 */
async function addFile(pack: Pack, name: string, file: string, stat: fs.Stats): Promise<void> {
  let handle: fs.promises.FileHandle;
  try {
    handle = await fs.promises.open(file, 'r');
  } catch (err) {
    if (err instanceof Error && 'code' in err && err.code === 'ENOENT') return;
    throw err;
  }
  try {
    await new Promise<void>((resolve, reject) => {
      const entry = pack.entry({ name, size: stat.size, mode: stat.mode & 0o7777, mtime: stat.mtime, type: 'file' }, (err) =>
        err ? reject(err) : resolve(),
      );
      void (async () => {
        for (let offset = 0; offset < stat.size;) {
          const buffer = Buffer.alloc(Math.min(CHUNK, stat.size - offset));
          await readFully(handle, buffer, offset);
          offset += buffer.length;
          if (!entry.write(buffer)) await new Promise<void>((drained) => entry.once('drain', () => drained()));
        }
        entry.end(undefined);
      })().catch((err: unknown) => {
        entry.destroy(err instanceof Error ? err : new Error(String(err)));
        reject(err instanceof Error ? err : new Error(String(err)));
      });
    });
  } finally {
    await handle.close();
  }
}

/** Every directory and file under `root` (but EMPTY_DIRS' contents and SKIPPED_FILES), as tar entries. */
async function addTree(pack: Pack, root: string, relative = ''): Promise<void> {
  const here = path.join(root, relative);
  for (const entry of await fs.promises.readdir(here, { withFileTypes: true })) {
    const name = relative ? `${relative}/${entry.name}` : entry.name;
    if (SKIPPED_FILES.has(entry.name) || entry.name.startsWith('pgsql_tmp')) continue;
    const stat = await fs.promises.stat(path.join(root, name)).catch(() => undefined);
    if (!stat) continue; // removed meanwhile
    if (stat.isDirectory()) {
      await entryDone(pack, { name: `${name}/`, mode: stat.mode & 0o7777, mtime: stat.mtime, type: 'directory' });
      if (!(relative === '' && EMPTY_DIRS.has(entry.name))) await addTree(pack, root, name);
    } else if (stat.isFile()) {
      await addFile(pack, name, path.join(root, name), stat);
    }
  }
}

/** The WAL segments from the backup's start to its stop, and pg_wal's own folders. */
async function addWal(pack: Pack, pgdata: string, startFile: string, stopFile: string): Promise<void> {
  const wal = path.join(pgdata, 'pg_wal');
  for (const dir of ['archive_status', 'summaries']) {
    if (fs.existsSync(path.join(wal, dir))) await entryDone(pack, { name: `pg_wal/${dir}/`, mode: 0o700, type: 'directory' });
  }
  const segments = (await fs.promises.readdir(wal)).filter((f) => WAL_SEGMENT.test(f) && f >= startFile && f <= stopFile).sort();
  if (segments[0] !== startFile || segments.at(-1) !== stopFile)
    throw new Error(`WAL from ${startFile} to ${stopFile} is not all in pg_wal`);
  for (const segment of segments) {
    const file = path.join(wal, segment);
    await addFile(pack, `pg_wal/${segment}`, file, await fs.promises.stat(file));
  }
}

/**
 * Writes a gzipped snapshot of the embedded database under DATA_DIR/backups and keeps the newest
 * KEEP of them. The server goes on serving meanwhile: only the backup's start (a checkpoint) and
 * stop are statements.
 */
export async function writeSnapshot(pglite: PGlite, dataDir: string): Promise<string> {
  const dir = path.join(dataDir, 'backups');
  fs.mkdirSync(dir, { recursive: true });
  for (const stale of fs.readdirSync(dir).filter((f) => f.endsWith('.part'))) fs.rmSync(path.join(dir, stale), { force: true });
  const pgdata = pgdataOf(dataDir);
  const file = path.join(dir, `showgrid-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
  const part = `${file}.part`;

  const pack = tarPack();
  // Level 1: a third of level 6's CPU (0.3 s against 0.7 s for an 800 × 30 show) for files 18 %
  // larger (6.6 MB against 5.6): on two cores the CPU matters more than the bytes.
  const written = pipeline(pack, createGzip({ level: 1 }), fs.createWriteStream(part));
  let started = false;
  try {
    await pglite.query("select pg_backup_start('showgrid snapshot', true)");
    started = true;
    await addTree(pack, pgdata);
    const stop = backupStopSchema.parse((await pglite.query('select lsn::text, labelfile, spcmapfile from pg_backup_stop(false)')).rows[0]);
    started = false;
    const startFile = /START WAL LOCATION: .* \(file ([0-9A-F]{24})\)/.exec(stop.labelfile)?.[1];
    if (!startFile) throw new Error('the backup label names no start WAL file');
    const stopFile = walFileSchema.parse((await pglite.query('select pg_walfile_name($1::pg_lsn) as file', [stop.lsn])).rows[0]).file;
    await addWal(pack, pgdata, startFile, stopFile);
    await entryDone(pack, { name: 'backup_label', mode: 0o600, type: 'file' }, Buffer.from(stop.labelfile));
    if (stop.spcmapfile) await entryDone(pack, { name: 'tablespace_map', mode: 0o600, type: 'file' }, Buffer.from(stop.spcmapfile));
    pack.finalize();
    await written;
  } catch (err) {
    // A backup left started would refuse the next one in this session.
    if (started) await pglite.query('select pg_backup_stop(false)').catch(() => undefined);
    pack.destroy(err instanceof Error ? err : new Error(String(err)));
    await written.catch(() => undefined);
    fs.rmSync(part, { force: true });
    throw err;
  }
  // Written then renamed, so a crash never leaves a half-written file under a backup's name.
  fs.renameSync(part, file);
  const old = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.tar.gz'))
    .sort()
    .slice(0, -KEEP);
  for (const f of old) fs.rmSync(path.join(dir, f), { force: true });
  return file;
}

/**
 * Takes a snapshot every `everyMs` (none when 0) and whenever `now()` is called, one at a time (a
 * tick while one runs is skipped; `now()` then waits for that one). `stop` ends the schedule and
 * waits for a snapshot under way, so the database closes after it.
 */
export function scheduleSnapshots(
  pglite: PGlite,
  dataDir: string,
  everyMs: number,
  onError: (err: unknown) => void,
): { now(): Promise<void>; stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  let stopped = false;
  const take = (): Promise<void> =>
    (running ??= writeSnapshot(pglite, dataDir)
      .then(() => undefined, onError)
      .finally(() => (running = undefined)));
  const timer = everyMs > 0 ? setInterval(() => void take(), everyMs) : undefined;
  timer?.unref();
  return {
    now: () => (stopped ? Promise.resolve() : take()),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
