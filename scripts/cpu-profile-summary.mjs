// Summarises a V8 CPU profile (node --cpu-prof; the benchmarks take BENCH_NODE_ARGS="--cpu-prof
// --cpu-prof-dir=DIR"): where the process spent its time, by package and by function (self time).
// Usage: node scripts/cpu-profile-summary.mjs FILE.cpuprofile [top=25] [window]
// window: only the samples of a stretch of the run, "first:MS" or "last:MS" (say, the burst that
// ends a benchmark: last:1200) or "from:MS-TO" (ms since the profile began).
import fs from 'node:fs';

const [file, topArg, windowArg] = process.argv.slice(2);
if (!file) throw new Error('usage: node scripts/cpu-profile-summary.mjs FILE.cpuprofile [top]');
const top = Number(topArg ?? 25);
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));

// Self time per node: the sampling interval times the samples that landed on it.
const deltas = profile.timeDeltas;
const at = [];
deltas.reduce((t, d, i) => (at[i] = t + d / 1000), 0);
const span = at.at(-1) ?? 0;
const [kind, value] = (windowArg ?? 'all:0').split(':');
const [from, to] =
  kind === 'first'
    ? [0, Number(value)]
    : kind === 'last'
      ? [span - Number(value), span]
      : kind === 'from'
        ? value.split('-').map(Number)
        : [0, span];
const selfMs = new Map();
profile.samples.forEach((id, i) => {
  if (at[i] >= from && at[i] <= to) selfMs.set(id, (selfMs.get(id) ?? 0) + (deltas[i] ?? 0) / 1000);
});
const total = [...selfMs.values()].reduce((a, b) => a + b, 0);

/** The package a script belongs to (node_modules/<pkg>), our own code by workspace, or what V8 calls it. */
function packageOf(url, functionName) {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('wasm://')) return 'wasm';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? url);
  }
  if (url.startsWith('node:')) return 'node core';
  if (url.includes('/dist/')) return 'showgrid (dist)';
  return url;
}

const byPackage = new Map();
const byFunction = new Map();
for (const node of profile.nodes) {
  const ms = selfMs.get(node.id) ?? 0;
  if (ms === 0) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const pkg = packageOf(url, functionName || '(anonymous)');
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + ms);
  const key = `${functionName || '(anonymous)'} ${pkg}${url && !url.startsWith('wasm') ? `:${lineNumber + 1}` : ''}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
}

const table = (title, map) => {
  console.log(`\n${title}`);
  for (const [name, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${((100 * ms) / total).toFixed(1).padStart(5)} %  ${ms.toFixed(0).padStart(7)} ms  ${name}`);
  }
};
console.log(`${file}: ${(total / 1000).toFixed(1)} s sampled`);
table('by package (self time)', byPackage);
table('by function (self time)', byFunction);
