// docs/deploy.md, checked: two instances of the built server on one PostgreSQL database serve the
// same show. A sign-in on instance A works on B (the JWT secret lives in the database), what A
// writes B reads, and a live dashboard connected to B hears a change written through A
// (LISTEN/NOTIFY). Runs in `npm test` after the build when TEST_DATABASE_URL is set (CI sets it);
// skipped otherwise. Alone: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node scripts/two-instances.mjs
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import WebSocket from 'ws';
import { freePort } from './bench-support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(root, 'apps/server/dist/server.js');
const adminUrl = process.env.TEST_DATABASE_URL;
const ADMIN = { email: 'deploy-check@showgrid.local', password: 'deploy-check-password' };

if (!adminUrl) {
  console.log('two instances: skipped (set TEST_DATABASE_URL to a PostgreSQL server to run it)');
  process.exit(0);
}
if (!fs.existsSync(entry)) throw new Error('Build first: npm run build');

function fail(message) {
  throw new Error(`two instances: ${message}`);
}

async function startInstance(databaseUrl, name) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `showgrid-${name}-`));
  const base = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: base,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      BACKUP_EVERY_MIN: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) fail(`instance ${name} exited:\n${output}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function api(base, token, method, url, body) {
  const res = await fetch(base + url, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) fail(`${method} ${base}${url}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

const name = `showgrid_deploy_${Date.now().toString(36)}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const instances = [];
try {
  // One at a time: the first applies the migrations and creates the admin.
  const a = await startInstance(url.toString(), 'a');
  instances.push(a);
  const b = await startInstance(url.toString(), 'b');
  instances.push(b);

  const { access } = await api(a.base, null, 'POST', '/api/auth/token/', { username: ADMIN.email, password: ADMIN.password });
  const type = await api(a.base, access, 'POST', '/api/vehicle/vehicle-type/', { strVehicleTypeTitle: 'Deploy Check Roadster' });
  const types = await api(b.base, access, 'GET', '/api/vehicle/vehicle-type/');
  if (!types.data.some((row) => row.id === type.data.id)) fail('instance B does not see what A wrote');

  const category = await api(b.base, access, 'POST', '/api/vehicle/vehicle-category/', {
    strVehicleCategoryName: 'Deploy Check',
    intVehicleType: type.data.id,
  });
  const event = await api(b.base, access, 'POST', '/api/event/manage-event/', {
    strEventTitle: 'Deploy Check Show',
    strEventLocation: 'Two instances',
    strEventStartDateTime: new Date(Date.now() + 86_400_000).toISOString(),
    arrVehicleCategory: [category.data.id],
    arrJudges: [],
  });

  // A dashboard on B; a vehicle registered through A must reach it.
  const socket = new WebSocket(`${b.base.replace('http', 'ws')}/ws/dashboard?event_id=${event.data.id}&token=${access}`);
  const registered = [];
  const heard = new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`two instances: B's dashboard never showed A's vehicle (heard ${JSON.stringify(registered)})`)),
      10_000,
    );
    socket.on('message', (data) => {
      const count = JSON.parse(String(data)).objVehicleStats?.intTotalRegisteredVehicles;
      registered.push(count);
      if (count === 1) {
        clearTimeout(timer);
        resolve();
      }
    });
    socket.on('error', reject);
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const form = new FormData();
  for (const [k, v] of Object.entries({
    intEventId: event.data.id,
    intCategoryId: category.data.id,
    strRegistrationNo: 'DC 1',
    strBrandName: 'Morgan',
    strModelName: 'Plus 4',
    strPaymentStatus: 'Paid',
  }))
    form.append(k, String(v));
  const created = await fetch(`${a.base}/api/vehicle/`, { method: 'POST', headers: { authorization: `Bearer ${access}` }, body: form });
  if (created.status !== 201) fail(`POST /api/vehicle/ on A: ${created.status} ${await created.text()}`);
  await heard;
  socket.close();
  console.log(
    `two instances: OK — a sign-in, writes and a live dashboard shared across ${a.base} and ${b.base} on one PostgreSQL database`,
  );
} finally {
  for (const instance of instances) await instance.stop();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
