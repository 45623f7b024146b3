import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Debian's Chromium as root in a closed network: no sandbox, no background calls home.
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export const launch = (extraArgs: string[] = []): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM, headless: true, args: [...ARGS, ...extraArgs] });

let ownServerUrl: string | undefined;

/** The server this spec file's pages and API calls go to: the suite's, unless the file started its own (own-server.ts). */
export const baseUrl = () => ownServerUrl ?? inject('baseUrl');

/** Points this spec file (its own worker) at a server of its own; undefined: back to the suite's. */
export function useServerUrl(url: string | undefined): void {
  ownServerUrl = url;
}

export const TABLET = { width: 800, height: 1280 };
export const LAPTOP = { width: 1366, height: 850 };

export function newContext(browser: Browser, viewport = LAPTOP): Promise<BrowserContext> {
  return browser.newContext({ baseURL: baseUrl(), viewport });
}

/** Screenshots go to SCREENSHOT_DIR (docs/screenshots when refreshing them), else a temp folder; whole pages unless a dialog is open. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const dir = process.env.SCREENSHOT_DIR ?? path.join(os.tmpdir(), 'showgrid-screenshots');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  // A dialog's overlay covers the viewport only: a full-page shot would show it cut off.
  const dialogOpen = (await page.getByRole('dialog').count()) > 0;
  await page.screenshot({ path: file, fullPage: !dialogOpen });
  return file;
}

/** Waits until the page's animations (a toast's or a notice's entry) are over; endless ones (a spinner) are left out. */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
}

/** Reads a key of an IndexedDB object store in the page (device storage checks). */
export function readDeviceStore(page: Page, store: string, key: string): Promise<unknown> {
  return page.evaluate(
    ([storeName, keyName]) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('zustand-db');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(storeName)) return resolve(undefined);
          const req = db.transaction(storeName).objectStore(storeName).get(keyName);
          req.onsuccess = () => {
            resolve(req.result);
            db.close();
          };
          req.onerror = () => reject(req.error);
        };
      }),
    [store, key] as const,
  );
}

/** A server-rendered page (ADR 042) once React has hydrated it: its keys and buttons work from then on. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
}
