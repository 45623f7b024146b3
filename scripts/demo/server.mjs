// Running the built server for the demo: building it when there is no build yet, finding a free
// port for --check, refusing a port that is taken, starting apps/server/dist/server.js on the demo's
// own DATA_DIR with embedded PGlite and waiting for its health check, and telling whether a demo
// server still holds data/demo. The demo runs the same build `npm start` would, so what it shows is
// what would be deployed; everything that could point it at real infrastructure (a database,
// SMTP, Redis, a public URL) is taken out of its environment.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { root } from '../bench-support.mjs';
import { ADMIN } from './show-data.mjs';

const ENTRY = path.join(root, 'apps/server/dist/server.js');
const WEB_INDEX = path.join(root, 'apps/web/dist/index.html');

export function ensureBuilt() {
  if (fs.existsSync(ENTRY) && fs.existsSync(WEB_INDEX)) return;
  console.log('Building the web app and the server first (npm run build)…');
  const res = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

/** Listens on `port` (0: any) for a moment and answers the port it got. */
function probePort(port, host) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(port, host, () => {
      const { port: bound } = probe.address();
      probe.close(() => resolve(bound));
    });
  });
}

export const freePort = () => probePort(0, '127.0.0.1');

/**
 * Refuses a port something already listens on, before the server starts: otherwise the health
 * check could take another server (say `npm start` on 3000) for the demo's and seed into it.
 */
async function assertPortFree(port, host) {
  try {
    await probePort(port, host ?? '0.0.0.0');
  } catch (error) {
    throw error.code === 'EADDRINUSE' ? new Error(`listen EADDRINUSE: port ${port} is already in use`) : error;
  }
}

/** The built server on `dataDir`, PGlite only: the demo never touches a DATABASE_URL, SMTP or Redis. */
export async function startServer({ dataDir, port, host, quiet }) {
  await assertPortFree(port, host ?? process.env.HOST);
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // Hundreds of visitors vote from this one machine while seeding.
    OTP_SEND_PER_IP_PER_HOUR: '100000',
    OTP_VERIFY_PER_IP_PER_HOUR: '100000',
  };
  for (const name of ['DATABASE_URL', 'SMTP_URL', 'REDIS_URL', 'PUBLIC_URL', 'WEB_DIST']) delete env[name];
  if (host) env.HOST = host;
  if (quiet) env.BACKUP_EVERY_MIN = '0';
  const child = spawn(process.execPath, [ENTRY], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  // Until the sign-ins are printed the server's output is kept (the end of it) to explain a failed
  // start; after that it goes to the console as the server's own would.
  let output = '';
  let forward = false;
  const take = (stream, sink) =>
    stream.on('data', (chunk) => {
      if (forward) sink.write(chunk);
      else output = (output + chunk.toString()).slice(-20_000);
    });
  take(child.stdout, process.stdout);
  take(child.stderr, process.stderr);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const base = `http://127.0.0.1:${port}`;
  let up = false;
  const deadline = Date.now() + 120_000;
  while (!up && Date.now() < deadline) {
    const gone = await Promise.race([exited, sleep(150, null)]);
    if (gone) throw new Error(`the server stopped (${gone.code ?? gone.signal}) before answering:\n${output.trim()}`);
    up = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
  }
  if (!up) {
    child.kill('SIGTERM');
    throw new Error(`the server did not answer on ${base} within 120 s:\n${output.trim()}`);
  }
  return {
    base,
    child,
    exited,
    /** From now on the server's own output goes to the console. */
    forwardOutput() {
      forward = true;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The pid of a live server holding `dataDir` (the server's own pid lock), -1 when one runs as another
 * user, else null: nothing may be wiped under a running server. The lock reads "pid identity" (the
 * identity tells a restarted machine's reused pid apart; older locks hold the pid only).
 */
export function serverHolding(dataDir) {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, 'showgrid.lock'), 'utf8').trim().split(' ')[0]);
    if (!Number.isInteger(pid) || pid <= 0) return null;
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return error?.code === 'EPERM' ? -1 : null;
  }
}
