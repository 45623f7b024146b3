import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const serverEntry = path.join(repoRoot, 'apps/server/dist/server.js');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface ServerProcess {
  baseUrl: string;
  /** SIGTERM, as an operator would stop it, and waits for it to exit. */
  stop: () => Promise<void>;
}

type ServerEnv = Record<string, string>;

/**
 * The built server on `dataDir` (PGlite) on a free port, as `npm start` would run it, once its
 * health check answers; `env` is added to this process's environment (a function of the server's
 * own address for what names it, PUBLIC_URL).
 */
export async function startServer(dataDir: string, env: ServerEnv | ((baseUrl: string) => ServerEnv)): Promise<ServerProcess> {
  if (!fs.existsSync(serverEntry)) throw new Error('Build first: npm run build (the e2e suite runs the built server).');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${String(port)}`;
  const extraEnv = typeof env === 'function' ? env(baseUrl) : env;
  let output = '';
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      BACKUP_EVERY_MIN: '0',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`server did not become healthy:\n${output}`);
    }
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (res) => res.ok,
      () => false, // not listening yet
    );
    if (healthy) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
