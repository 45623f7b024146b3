// Benchmarks against the real built server (embedded PGlite, or PostgreSQL with BENCH_DATABASE_URL).
// Usage: npm run bench   (builds first if needed; prints a Markdown table and writes docs/benchmarks.md)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(root, 'apps/server/dist/server.js');
if (!fs.existsSync(entry)) spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });

const PORT = 3917;
const base = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: 'bench@showgrid.local', password: 'bench-password-1' };

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

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'showgrid-bench-'));
const env = { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, BACKUP_EVERY_MIN: '0' };
if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
const server = spawn(process.execPath, [entry], { env, stdio: 'ignore' });
try {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const engine = env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
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

  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const table = [
    `### Foundation (${engine}, ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} × ${cpu}, Node ${process.version})`,
    '',
    '| what | per second | p50 ms | p99 ms | errors |',
    '|---|---:|---:|---:|---:|',
    ...rows.map(([name, r]) => `| ${name} | ${r.perSecond} | ${r.p50} | ${r.p99} | ${r.errors} |`),
  ].join('\n');
  console.log(`\n${table}\n`);
  if (!process.env.BENCH_NO_WRITE) {
    const file = path.join(root, 'docs/benchmarks.md');
    const header = '# Benchmarks\n\nProduced by `npm run bench` (PGlite) and `createdb -h 127.0.0.1 -U postgres showgrid_bench && BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/showgrid_bench npm run bench` (PostgreSQL, an empty database) on the 2-core CI machine; each run replaces its own section.\n\n';
    const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : header;
    const marker = `<!-- bench:foundation:${engine} -->`;
    const section = `${marker}\n${table}\n${marker}`;
    const re = new RegExp(`${marker}[\\s\\S]*?${marker}`);
    fs.writeFileSync(file, re.test(current) ? current.replace(re, section) : `${current.trimEnd()}\n\n${section}\n`);
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

// Bulk upload of spreadsheets: its own server on the same engine (and BENCH_DATABASE_URL), its own section.
const bulkUpload = spawnSync(process.execPath, [path.join(root, 'scripts/bench-import.mjs')], { stdio: 'inherit' });
if (bulkUpload.status !== 0) process.exitCode = bulkUpload.status ?? 1;
