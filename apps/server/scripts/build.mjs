// Bundles the server into dist/ with esbuild: our own workspace code (@showgrid/shared, TypeScript
// source) is bundled in; npm dependencies stay external and load from node_modules.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');

const externalDependencies = {
  name: 'external-dependencies',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@showgrid/') ? undefined : { path: args.path, external: true }));
  },
};

fs.rmSync(dist, { recursive: true, force: true });
const { metafile } = await build({
  // The spreadsheet parser runs in a worker thread of its own (vehicle-import/read-sheet.ts), and
  // the exports (reports, score sheets, cards, QR codes: modules/reports) in the export pool's (exports/pool.ts).
  entryPoints: {
    server: 'src/server.ts',
    admin: 'src/cli/admin.ts',
    'vehicle-import-worker': 'src/modules/vehicle-import/parse-worker.ts',
    'exports-worker': 'src/modules/reports/worker.ts',
  },
  metafile: true,
  absWorkingDir: root,
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalDependencies],
  logLevel: 'warning',
});
fs.cpSync(path.join(root, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });

// An export task is a pure function of the data it is handed (ADR 031): its worker must not reach
// the database (PGlite's data dir belongs to the main thread) or the app's services.
const worker = Object.values(metafile.outputs).find((output) => output.entryPoint === 'src/modules/reports/worker.ts');
const reached = [...new Set([...Object.keys(worker?.inputs ?? {}), ...(worker?.imports ?? []).map((i) => i.path)])].filter((name) =>
  /(^|\/)src\/(db|plugins|platform)\/|drizzle-orm|@electric-sql\/pglite|^pg$|fastify/.test(name),
);
if (!worker || reached.length > 0)
  throw new Error(`the exports worker must not import the database or the app: ${reached.join(', ') || 'no worker built'}`);
