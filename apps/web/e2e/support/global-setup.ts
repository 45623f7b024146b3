import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startMailSink } from './mail-sink.ts';
import { seed } from './seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the SMTP sink writes the mails the server sends (support/mail-sink.ts). */
    mailDir: string;
  }
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const serverEntry = path.join(repoRoot, 'apps/server/dist/server.js');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy:\n${log()}`);
}

/** Starts the real built server with a throw-away DATA_DIR, as `npm start` would. */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(serverEntry)) throw new Error('Build first: npm run build (the e2e suite runs the built server).');
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromium)) {
    throw new Error(`Chromium not found at ${chromium}: apt-get install -y chromium, or set CHROMIUM_PATH.`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'showgrid-e2e-'));
  await seed(dataDir);
  const mailDir = path.join(dataDir, 'smtp-sink');
  const mail = await startMailSink(mailDir);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SMTP_URL: mail.url, LOG_LEVEL: 'warn', BACKUP_EVERY_MIN: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  await waitForHealth(baseUrl, child, () => output);
  project.provide('baseUrl', baseUrl);
  project.provide('mailDir', mailDir);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await mail.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
