import { afterAll, beforeAll, onTestFinished } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, LAPTOP, newContext, TABLET } from './browser.ts';

/**
 * One Chromium per spec file, started before its first test (with `extraArgs`, e.g. a fake camera). Each test opens its own contexts
 * (openDevices, openPage): no cookie, storage or service worker carries from one test to the next.
 */
export function useBrowser(extraArgs: string[] = []): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch(extraArgs);
  });
  afterAll(() => browser?.close());
  return () => {
    if (!browser) throw new Error('useBrowser(): the browser starts in beforeAll');
    return browser;
  };
}

/** A fresh context and page for this test, closed when the test ends. */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = LAPTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, viewport);
  onTestFinished(() => context.close());
  return { context, page: await context.newPage() };
}

/** The organiser's laptop and one more device: a judge's tablet or a visitor's phone. */
export interface Devices {
  adminContext: BrowserContext;
  admin: Page;
  deviceContext: BrowserContext;
  device: Page;
}

/** Fresh contexts for this test, closed when it ends. */
export async function openDevices(browser: Browser, viewport: { width: number; height: number } = TABLET): Promise<Devices> {
  const { context: adminContext, page: admin } = await openPage(browser);
  const { context: deviceContext, page: device } = await openPage(browser, viewport);
  return { adminContext, admin, deviceContext, device };
}
