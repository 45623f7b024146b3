// The static checks of `npm test` (and `npm run test:fast`): the type-check and the lint, run side by
// side on the machine's cores. Each check is one single-threaded process (tsc, Prettier, ESLint
// with type information, dependency-cruiser), so in a row they left a core idle for two minutes of
// every run; here they share a queue, longest first. A check's output is printed whole when it
// ends (never interleaved), and the run fails when any check fails, after all have ended.
// `node scripts/checks.mjs typecheck` (npm run typecheck) or `lint` (npm run lint) runs one group.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const root = path.join(path.dirname(new URL(import.meta.url).pathname), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** Every check, one process each, in its group; longest first, so the lanes end as evenly as they can. */
const CHECKS = [
  { group: 'lint', name: 'eslint (type-aware)', command: bin('eslint'), args: ['.', '--max-warnings', '0'] },
  {
    group: 'lint',
    name: 'prettier',
    command: bin('prettier'),
    args: ['--check', '--log-level', 'warn', '**/*.{ts,tsx,js,mjs,cjs,json,css}'],
  },
  { group: 'typecheck', name: 'tsc: web', command: bin('tsc'), args: ['--noEmit', '-p', 'apps/web'] },
  { group: 'typecheck', name: 'tsc: server', command: bin('tsc'), args: ['--noEmit', '-p', 'apps/server'] },
  { group: 'typecheck', name: 'tsc: web e2e', command: bin('tsc'), args: ['--noEmit', '-p', 'apps/web/e2e'] },
  {
    group: 'lint',
    name: 'layers (dependency-cruiser)',
    command: bin('depcruise'),
    args: ['src', '--config', '.dependency-cruiser.mjs'],
    cwd: 'apps/server',
  },
  { group: 'typecheck', name: 'tsc: shared', command: bin('tsc'), args: ['--noEmit', '-p', 'packages/shared'] },
  // Every language complete, ICU sound, the catalogs in step with the code (ADR 045).
  { group: 'lint', name: 'message catalogs', command: process.execPath, args: ['scripts/i18n.mjs', '--check'] },
];

function run({ name, command, args, cwd = '.' }) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: path.join(root, cwd), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      console.log(`── ${name}: ${code === 0 ? 'passed' : `FAILED (exit ${String(code)})`} in ${seconds} s ──`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

const [only] = process.argv.slice(2);
const queue = CHECKS.filter((check) => !only || check.group === only);
if (queue.length === 0) throw new Error(`no checks in group ${only}: typecheck or lint`);
const lanes = Math.max(1, Math.min(os.availableParallelism(), queue.length));
const failed = [];
await Promise.all(
  Array.from({ length: lanes }, async () => {
    for (let check = queue.shift(); check; check = queue.shift()) if (!(await run(check))) failed.push(check.name);
  }),
);
if (failed.length > 0) {
  console.error(`\nChecks failed: ${failed.join(', ')}`);
  process.exit(1);
}
