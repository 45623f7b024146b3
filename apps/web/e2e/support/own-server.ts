import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { useServerUrl } from './browser.ts';
import { seed } from './seed.ts';
import { startServer, type ServerProcess } from './server-process.ts';

/**
 * A server of this spec file's own, for settings the suite's server must not have (Stripe's keys
 * turn paying online on for every event that offers it): the built server on a throw-away
 * DATA_DIR seeded like the suite's, sending mail to the suite's SMTP sink (so mailsTo and
 * codeFromMail read it), its own address as PUBLIC_URL (the mails' and Stripe's links come back
 * to it). Every page and API call of the file goes to it (browser.ts baseUrl).
 */
export function useOwnServer(env: (baseUrl: string) => Record<string, string>): () => ServerProcess {
  let server: ServerProcess | undefined;
  let dataDir: string | undefined;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'showgrid-e2e-own-'));
    await seed(dataDir);
    server = await startServer(dataDir, (baseUrl) => ({ SMTP_URL: inject('smtpUrl'), PUBLIC_URL: baseUrl, ...env(baseUrl) }));
    useServerUrl(server.baseUrl);
  });
  afterAll(async () => {
    useServerUrl(undefined);
    await server?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return () => {
    if (!server) throw new Error('useOwnServer(): the server starts in beforeAll');
    return server;
  };
}
