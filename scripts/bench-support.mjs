// What every benchmark script shares: the built server on its own port and data dir (embedded
// PGlite, or PostgreSQL with BENCH_DATABASE_URL), and its own section of docs/benchmarks.md.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(root, 'apps/server/dist/server.js');

/** The admin every benchmark signs in as, so all can share one BENCH_DATABASE_URL. */
export const ADMIN = { email: 'bench@showgrid.local', password: 'bench-password-1' };

/** Starts the built server (building it first if needed) and waits until it answers. */
export async function startServer(port, extraEnv = {}) {
  if (!fs.existsSync(entry)) spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'showgrid-bench-'));
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, BACKUP_EVERY_MIN: '0' };
  Object.assign(env, extraEnv);
  if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  // BENCH_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the server under load.
  const nodeArgs = process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ') : [];
  const server = spawn(process.execPath, [...nodeArgs, entry], { env, stdio: 'ignore' });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    dataDir,
    engine: env.DATABASE_URL ? 'PostgreSQL' : 'PGlite',
    async stop() {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** "(PGlite, 2026-11-22, 2 × CPU, Node v20…)": where and when figures were taken. */
export function machineNote(engine) {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return `${engine}, ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} × ${cpu}, Node ${process.version}`;
}

const HEADER =
  '# Benchmarks\n\nProduced by `npm run bench` (PGlite) and `createdb -h 127.0.0.1 -U postgres showgrid_bench && BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/showgrid_bench npm run bench` (PostgreSQL, an empty database) on the 2-core CI machine; each run replaces its own section.\n\n';

/** Prints the table and replaces (or appends) its section of docs/benchmarks.md, unless BENCH_NO_WRITE. */
export function writeSection(name, engine, table) {
  console.log(`\n${table}\n`);
  if (process.env.BENCH_NO_WRITE) return;
  const file = path.join(root, 'docs/benchmarks.md');
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : HEADER;
  const marker = `<!-- bench:${name}:${engine} -->`;
  const section = `${marker}\n${table}\n${marker}`;
  const re = new RegExp(`${marker}[\\s\\S]*?${marker}`);
  fs.writeFileSync(file, re.test(current) ? current.replace(re, section) : `${current.trimEnd()}\n\n${section}\n`);
}

/** A timed client for one server: call() answers { status, ms, body }, ok() throws on anything but 2xx. */
export function benchClient(base) {
  async function call(token, method, url, body) {
    const t = performance.now();
    const headers = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (body && !(body instanceof FormData)) headers['content-type'] = 'application/json';
    const res = await fetch(base + url, { method, headers, body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined });
    const text = await res.text();
    return { status: res.status, ms: performance.now() - t, body: text ? JSON.parse(text) : null };
  }
  async function ok(token, method, url, body) {
    const res = await call(token, method, url, body);
    if (res.status >= 300) throw new Error(`${method} ${url} ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }
  return { call, ok };
}

/** Multipart form fields, as the vehicle and judge forms send them. */
export function formOf(fields) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  return form;
}
