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
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@showgrid/') ? undefined : { path: args.path, external: true },
    );
  },
};

fs.rmSync(dist, { recursive: true, force: true });
await build({
  // The spreadsheet parser runs in a worker thread of its own (vehicle-import/read-sheet.ts).
  entryPoints: {
    server: 'src/server.ts',
    admin: 'src/cli/admin.ts',
    'vehicle-import-worker': 'src/modules/vehicle-import/parse-worker.ts',
  },
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
