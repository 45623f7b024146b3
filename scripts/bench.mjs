// Benchmarks against the real built server (embedded PGlite, or PostgreSQL with BENCH_DATABASE_URL).
// Usage: npm run bench   (builds first if needed; prints Markdown tables and writes docs/benchmarks.md)
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ADMIN, machineNote, root, startServer, writeSection } from './bench-support.mjs';

const server = await startServer(3917);
const { base } = server;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Runs `fn` from `concurrency` workers for `ms` milliseconds; returns throughput and latency. */
async function load(fn, { concurrency, ms }) {
  const latencies = [];
  const until = Date.now() + ms;
  let errors = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < until) {
        const t = performance.now();
        try {
          await fn();
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    perSecond: Math.round((latencies.length / ms) * 1000),
    p50: percentile(latencies, 50).toFixed(1),
    p99: percentile(latencies, 99).toFixed(1),
    errors,
  };
}

async function post(url, body, headers = {}) {
  const res = await fetch(base + url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${url} ${res.status}`);
  return res.json();
}

try {
  const engine = server.engine;
  const rows = [];
  const health = await load(() => fetch(`${base}/api/health`).then((r) => r.arrayBuffer()), { concurrency: 20, ms: 5000 });
  rows.push(['GET /api/health (one SQL round trip), 20 concurrent', health]);
  const logins = await load(() => post('/api/auth/token/', { username: ADMIN.email, password: ADMIN.password }), { concurrency: 2, ms: 5000 });
  rows.push(['POST /api/auth/token/ (scrypt N=2^17), 2 concurrent', logins]);
  let { refresh } = await post('/api/auth/token/', { username: ADMIN.email, password: ADMIN.password });
  const refreshes = await load(async () => {
    ({ refresh } = await post('/api/auth/token/refresh/', { refresh }));
  }, { concurrency: 1, ms: 5000 });
  rows.push(['POST /api/auth/token/refresh/ (rotation), sequential', refreshes]);

  const table = [
    `### Foundation (${machineNote(engine)})`,
    '',
    '| what | per second | p50 ms | p99 ms | errors |',
    '|---|---:|---:|---:|---:|',
    ...rows.map(([name, r]) => `| ${name} | ${r.perSecond} | ${r.p50} | ${r.p99} | ${r.errors} |`),
  ].join('\n');
  writeSection('foundation', engine, table);
} finally {
  await server.stop();
}

// Bulk upload of spreadsheets: its own server on the same engine (and BENCH_DATABASE_URL), its own section.
const bulkUpload = spawnSync(process.execPath, [path.join(root, 'scripts/bench-import.mjs')], { stdio: 'inherit' });
if (bulkUpload.status !== 0) process.exitCode = bulkUpload.status ?? 1;

// Score entry with 30 judges at once: its own server on the same engine, its own section.
const scores = spawnSync(process.execPath, [path.join(root, 'scripts/bench-scores.mjs')], { stdio: 'inherit' });
if (scores.status !== 0) process.exitCode = scores.status ?? 1;

// Audience voting end to end with 200 visitors at once: its own server on the same engine, its own section.
const votes = spawnSync(process.execPath, [path.join(root, 'scripts/bench-votes.mjs')], { stdio: 'inherit' });
if (votes.status !== 0) process.exitCode = votes.status ?? 1;

// The live dashboard with 50 sockets on an event of 800 vehicles and 30 judges: its own server on the same engine, its own section.
const dashboard = spawnSync(process.execPath, [path.join(root, 'scripts/bench-dashboard.mjs')], { stdio: 'inherit' });
if (dashboard.status !== 0) process.exitCode = dashboard.status ?? 1;

// Ranking and the PDF/XLSX reports of an 800-vehicle, 30-judge event: its own server, its own section.
const reports = spawnSync(process.execPath, [path.join(root, 'scripts/bench-reports.mjs')], { stdio: 'inherit' });
if (reports.status !== 0) process.exitCode = reports.status ?? 1;
