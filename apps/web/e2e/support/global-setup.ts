import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startMailSink } from './mail-sink.ts';
import { seed } from './seed.ts';
import { serverEntry, startServer } from './server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the SMTP sink writes the mails the server sends (support/mail-sink.ts). */
    mailDir: string;
    /** The sink's SMTP_URL, for a spec that starts a server of its own (support/own-server.ts). */
    smtpUrl: string;
  }
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
  const server = await startServer(dataDir, { SMTP_URL: mail.url });
  project.provide('baseUrl', server.baseUrl);
  project.provide('mailDir', mailDir);
  project.provide('smtpUrl', mail.url);

  return async () => {
    await server.stop();
    await mail.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
