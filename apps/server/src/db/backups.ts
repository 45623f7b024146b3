import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

const KEEP = 12;

/** Writes a gzipped snapshot of the embedded database and keeps the newest KEEP of them. */
export async function writeSnapshot(pglite: PGlite, dataDir: string): Promise<string> {
  const dir = path.join(dataDir, 'backups');
  fs.mkdirSync(dir, { recursive: true });
  const blob = await pglite.dumpDataDir('gzip');
  const file = path.join(dir, `showgrid-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
  // Write then rename, so a crash never leaves a half-written file under a backup's name.
  fs.writeFileSync(`${file}.part`, Buffer.from(await blob.arrayBuffer()));
  fs.renameSync(`${file}.part`, file);
  const old = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.tar.gz'))
    .sort()
    .slice(0, -KEEP);
  for (const f of old) fs.rmSync(path.join(dir, f), { force: true });
  return file;
}
