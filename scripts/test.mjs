// `npm test`: every check and suite in order, stopping at the first that fails, then how long each
// took (the wall time CI spends, phase by phase; docs/benchmarks.md keeps the figures).
import { spawn } from 'node:child_process';

const PHASES = [
  { name: 'type-check and lint, side by side', command: 'node', args: ['scripts/checks.mjs'] },
  { name: 'unit tests', script: 'test:unit' },
  { name: 'API suite', script: 'test:api' },
  { name: 'build and end-to-end suite', script: 'test:e2e' },
  { name: 'load test', script: 'test:load' },
  { name: 'crash test', script: 'test:crash' },
  { name: 'lock test', script: 'test:lock' },
  { name: 'demo check', script: 'test:demo' },
  { name: 'two instances', script: 'test:deploy' },
];

const run = ({ command = 'npm', args, script }) =>
  new Promise((resolve) => {
    const child = spawn(command, script ? ['run', script] : args, { stdio: 'inherit' });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

const took = [];
const started = performance.now();
let failed;
for (const phase of PHASES) {
  const at = performance.now();
  const code = await run(phase);
  took.push([phase.name, (performance.now() - at) / 1000]);
  if (code !== 0) {
    failed = { phase, code };
    break;
  }
}
const total = (performance.now() - started) / 1000;
console.log('\n── npm test: wall time by phase ──');
for (const [name, seconds] of took) console.log(`${seconds.toFixed(0).padStart(6)} s  ${name}`);
console.log(`${total.toFixed(0).padStart(6)} s  in all${failed ? ` (stopped: ${failed.phase.name} failed)` : ''}`);
if (failed) process.exit(failed.code);
