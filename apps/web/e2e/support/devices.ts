import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, newContext, TABLET } from './browser.ts';

/** One browser with the organiser's laptop and one more device: a judge's tablet or a visitor's phone. */
export interface Devices {
  browser: Browser;
  adminContext: BrowserContext;
  admin: Page;
  deviceContext: BrowserContext;
  device: Page;
  close: () => Promise<void>;
}

export async function openDevices(viewport: { width: number; height: number } = TABLET): Promise<Devices> {
  const browser = await launch();
  const adminContext = await newContext(browser);
  const deviceContext = await newContext(browser, viewport);
  return {
    browser,
    adminContext,
    admin: await adminContext.newPage(),
    deviceContext,
    device: await deviceContext.newPage(),
    close: async () => {
      await deviceContext.close();
      await adminContext.close();
      await browser.close();
    },
  };
}
