// What every benchmark script shares: the built server on its own port and data dir (embedded
// PGlite, or PostgreSQL with BENCH_DATABASE_URL), and its own section of docs/benchmarks.md.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// BENCH_SERVER_ENTRY: another build's server.js (an older commit's, for before/after figures).
const entry = process.env.BENCH_SERVER_ENTRY ?? path.join(root, 'apps/server/dist/server.js');

/** A port nothing listens on now, for a server a script starts. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

/** The admin every benchmark signs in as, so all can share one BENCH_DATABASE_URL. */
export const ADMIN = { email: 'bench@showgrid.local', password: 'bench-password-1' };

/**
 * BENCH_INSTANCES=2 starts two instances on one PostgreSQL (BENCH_DATABASE_URL) and the clients
 * spread their requests over both, as a load balancer without sticky sessions would.
 */
export const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 1);
if (!(INSTANCES >= 1)) throw new Error('BENCH_INSTANCES must be 1 or more');
if (INSTANCES > 1 && !process.env.BENCH_DATABASE_URL)
  throw new Error("BENCH_INSTANCES > 1 needs BENCH_DATABASE_URL: PGlite is one process's");

/** The command line that reproduces a script's figures alone, for the table headings. */
export function commandOf(script) {
  const env = [process.env.BENCH_DATABASE_URL ? 'BENCH_DATABASE_URL=…' : '', INSTANCES > 1 ? `BENCH_INSTANCES=${INSTANCES}` : ''].filter(
    Boolean,
  );
  return `\`${[...env, `node scripts/${script}`].join(' ')}\``;
}

async function startInstance(port, env, nodeArgs) {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeArgs, entry], { env: { ...env, PORT: String(port) }, stdio: 'ignore' });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server on ${port} did not start`);
}

/**
 * Starts the built server (building it first if needed), BENCH_INSTANCES times on ports `port`,
 * `port + 50`, …, each with a data dir of its own (the outbox of the mails it sent), and waits
 * until all answer. `base` is the first instance; `bases` all of them.
 */
export async function startServer(port, extraEnv = {}) {
  if (!fs.existsSync(entry)) spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    BACKUP_EVERY_MIN: '0',
  };
  if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  // BENCH_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the server under load.
  const nodeArgs = process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ') : [];
  const dataDirs = [];
  const ownDirs = [];
  const instances = [];
  for (let i = 0; i < INSTANCES; i++) {
    // A caller's DATA_DIR (where it seeds PGlite between starts) is the first instance's and stays
    // the caller's to remove; the others get their own, removed on stop.
    const dataDir = i === 0 && extraEnv.DATA_DIR ? extraEnv.DATA_DIR : fs.mkdtempSync(path.join(os.tmpdir(), 'showgrid-bench-'));
    if (dataDir !== extraEnv.DATA_DIR) ownDirs.push(dataDir);
    dataDirs.push(dataDir);
    instances.push(await startInstance(port + 50 * i, { ...env, ...extraEnv, DATA_DIR: dataDir }, nodeArgs));
  }
  return {
    base: instances[0].base,
    bases: instances.map((x) => x.base),
    pids: instances.map((x) => x.child.pid),
    dataDir: dataDirs[0],
    dataDirs,
    engine: `${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}${INSTANCES > 1 ? ` × ${INSTANCES} instances` : ''}`,
    async stop() {
      await Promise.all(
        instances.map(({ child }) => {
          child.kill('SIGTERM');
          return child.exitCode === null ? new Promise((r) => child.once('exit', r)) : undefined;
        }),
      );
      for (const dir of ownDirs) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** "(PGlite, 2026-11-22, 2 × CPU, Node v20…)": where and when figures were taken. */
export function machineNote(engine) {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return `${engine}, ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} × ${cpu}, Node ${process.version}`;
}

const HEADER =
  '# Benchmarks\n\nProduced by `npm run bench` on the 2-core CI machine: every benchmark on PGlite, then on PostgreSQL with one and with two instances (scripts/bench.mjs); each run replaces its own sections.\n\n';

/**
 * Prints the table and replaces (or appends) its section of docs/benchmarks.md, unless BENCH_NO_WRITE.
 * BENCH_LABEL (say "before", with BENCH_SERVER_ENTRY naming an older build) files it as a section
 * of its own, its heading prefixed with BENCH_LABEL_TITLE (default: the label).
 */
export function writeSection(name, engine, table) {
  const label = process.env.BENCH_LABEL;
  if (label) {
    name = `${name}-${label}`;
    table = table.replace(/^### /, `### ${process.env.BENCH_LABEL_TITLE ?? label}: `);
  }
  console.log(`\n${table}\n`);
  if (process.env.BENCH_NO_WRITE) return;
  const file = path.join(root, 'docs/benchmarks.md');
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : HEADER;
  const marker = `<!-- bench:${name}:${engine} -->`;
  const section = `${marker}\n${table}\n${marker}`;
  const re = new RegExp(`${marker}[\\s\\S]*?${marker}`);
  fs.writeFileSync(file, re.test(current) ? current.replace(re, section) : `${current.trimEnd()}\n\n${section}\n`);
}

/**
 * A timed client: call() answers { status, ms, body }, ok() throws on anything but 2xx. Given
 * several bases (instances), each call goes to the next one in turn.
 */
export function benchClient(bases) {
  const all = [bases].flat();
  let turn = 0;
  async function call(token, method, url, body) {
    const base = all[turn++ % all.length];
    const t = performance.now();
    const headers = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (body && !(body instanceof FormData)) headers['content-type'] = 'application/json';
    const res = await fetch(base + url, {
      method,
      headers,
      body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
    });
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

/**
 * The one-time codes mailed, read from the outboxes (one file per message) by one poller for every
 * client waiting, so the client's own reading stays small beside the server's work. With
 * `subject`, mails whose subject does not include it (confirmations of earlier runs) are read once
 * and passed over; without it, every mail is read for a code.
 */
export function mailbox(outboxes, { subject: wanted } = {}) {
  const seen = new Set();
  const codes = new Map();
  const waiting = new Map();
  let timer;
  function poll() {
    for (const dir of outboxes) {
      if (!fs.existsSync(dir)) continue;
      for (const name of fs.readdirSync(dir)) {
        const file = path.join(dir, name);
        if (seen.has(file)) continue;
        const text = fs.readFileSync(file, 'utf8');
        const to = /^To: (.*)$/m.exec(text)?.[1]?.trim().toLowerCase();
        if (wanted !== undefined) {
          const subject = /^Subject: (.*)$/m.exec(text)?.[1];
          if (subject !== undefined && !subject.includes(wanted)) {
            seen.add(file);
            continue;
          }
        }
        const code = /^([0-9]{4,8})$/m.exec(text.split('\n\n').slice(1).join('\n\n'))?.[1];
        // A file still being written has no code yet: read it again on the next look.
        if (!to || !code) continue;
        seen.add(file);
        codes.set(to, code);
        waiting.get(to)?.(code);
        waiting.delete(to);
      }
    }
    timer = waiting.size > 0 ? setTimeout(poll, 10) : undefined;
  }
  return {
    codeFor(email) {
      const known = codes.get(email);
      if (known) return Promise.resolve(known);
      return new Promise((resolve, reject) => {
        waiting.set(email, resolve);
        setTimeout(() => waiting.has(email) && reject(new Error(`no code for ${email}`)), 30_000).unref();
        timer ??= setTimeout(poll, 10);
      });
    },
  };
}

/** Just enough for /audience/{id} to show a vehicle: a type, a parameter, a category with a series, an event soon, a Paid vehicle. */
export async function seedVehicle(ok) {
  const tag = Math.random().toString(36).slice(2, 6).toUpperCase();
  const prefix = `W${tag.slice(0, 3)}`;
  const { access: admin } = await ok(null, 'POST', '/api/auth/token/', { username: ADMIN.email, password: ADMIN.password });
  const { data: type } = await ok(admin, 'POST', '/api/vehicle/vehicle-type/', { strVehicleTypeTitle: `Web Bench ${tag}` });
  await ok(admin, 'POST', '/api/vehicle/parameter/', { strParameterTitle: 'Paint', intVehicleType: type.id, intScoreLimit: 10 });
  const { data: category } = await ok(admin, 'POST', '/api/vehicle/vehicle-category/', {
    strVehicleCategoryName: `Web Bench ${tag}`,
    intVehicleType: type.id,
  });
  await ok(admin, 'PUT', `/api/vehicle/vehicle-category/${category.id}/`, { strPrefix: prefix, intStartRange: 1, intRangeUpto: 100 });
  const { data: event } = await ok(admin, 'POST', '/api/event/manage-event/', {
    strEventTitle: `Web Bench ${tag}`,
    strEventLocation: 'Bench Park',
    strEventStartDateTime: new Date(Date.now() + 3_600_000).toISOString(),
    arrVehicleCategory: [category.id],
    arrJudges: [],
  });
  const uniqueId = `${prefix}001`;
  await ok(
    admin,
    'POST',
    '/api/vehicle/',
    formOf({
      intEventId: event.id,
      intCategoryId: category.id,
      strRegistrationNo: `WB ${tag}`,
      strBrandName: 'Austin',
      strModelName: 'Healey 3000',
      strOwnerName: 'Owner',
      strUniqueId: uniqueId,
      strPaymentStatus: 'Paid',
    }),
  );
  return { uniqueId, eventId: event.id, admin, event, categoryId: category.id };
}

/** Opens registration on seedVehicle's event for its class (EUR 25.00, paying at the gate), as the organiser's event form does. */
export async function openRegistration(ok, seeded) {
  const { admin, event, categoryId } = seeded;
  await ok(admin, 'PUT', '/api/event/manage-event/', {
    id: event.id,
    strEventTitle: event.strEventTitle,
    strEventLocation: event.strEventLocation,
    strEventStartDateTime: event.strEventStartDateTime,
    arrVehicleCategory: [categoryId],
    objRegistration: {
      blnOpen: true,
      strCurrency: 'EUR',
      arrPaymentModes: ['gate'],
      arrClasses: [{ intCategoryId: categoryId, intFeeCents: 2500, intEarlyFeeCents: null, intCap: 40 }],
    },
  });
}
