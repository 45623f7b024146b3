import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';

/**
 * A screenshot of what the viewport shows, to SCREENSHOT_DIR like browser.ts's screenshot(). For a
 * page holding state not yet saved: a full-page shot has Chromium resize the window (to 1×1
 * first), the judge area's tablet gate takes over for that moment, and the page comes back
 * remounted, its unsaved state gone, in the very picture.
 */
export async function viewportScreenshot(page: Page, name: string): Promise<string> {
  const dir = process.env.SCREENSHOT_DIR ?? path.join(os.tmpdir(), 'showgrid-screenshots');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await page.screenshot({ path: file });
  return file;
}
