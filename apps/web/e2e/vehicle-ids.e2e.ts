import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Download, Page } from 'playwright-core';
import { screenshot } from './support/browser.ts';
import { adminApi } from './support/api.ts';
import { createCategory, createEvent, createType, createVehicle, daysAhead, uniqueTag } from './support/catalogue-fixture.ts';
import { openPage, useBrowser } from './support/devices.ts';
import { ADMIN } from './support/seed.ts';
import { signInAdmin } from './support/sign-in.ts';
import { unique, uniquePrefix } from './support/unique.ts';

/**
 * An organiser gives a category its vehicle ids through the screen: sets the series, sees the
 * ids Not Assigned, registers a vehicle holding one (through the API), sees it Assigned with its
 * name, opens its QR code, downloads every code as a zip and the printable cards as a PDF.
 * Each test sets up its own type, category (with its series when the test needs one), event and
 * vehicle through the API, under names and a prefix of its own, and signs in on a fresh page.
 */

const browser = useBrowser();
const SCREEN = { width: 1280, height: 800 };
const FERRARI = { registration: 'GTO 250', brand: 'Ferrari', model: '250 GTO' };
const SERIES_END = 15;

interface Show {
  categoryId: number;
  eventId: number;
  /** "Show Stoppers" with this test's tag: the zip and the cards are named after it. */
  category: string;
  tag: string;
  eventTitle: string;
  prefix: string;
  /** The ids of the series, SS01 to SS15 with this test's prefix. */
  ids: string[];
  /** The id the Ferrari holds (SS03). */
  ferrariId: string;
}

/** A type, a category (with the series SS01–SS15 under a prefix of its own when `series`), an event, and with `ferrari` a vehicle holding SS03. */
async function seedShow({ series, ferrari }: { series: boolean; ferrari: boolean }): Promise<Show> {
  const api = await adminApi();
  const tag = uniqueTag();
  const category = `Show Stoppers ${tag}`;
  const eventTitle = unique('Summer Concours 2027');
  const prefix = uniquePrefix();
  const ids = Array.from({ length: SERIES_END }, (_, i) => `${prefix}${String(i + 1).padStart(2, '0')}`);
  const typeId = await createType(api, unique('Show Car'));
  const categoryId = await createCategory(api, typeId, category, series ? { prefix, start: 1, end: SERIES_END } : undefined);
  const eventId = await createEvent(api, {
    title: eventTitle,
    location: 'Hampton Court Palace',
    start: daysAhead(10),
    categoryIds: [categoryId],
  });
  const ferrariId = `${prefix}03`;
  if (ferrari) await createVehicle(api, { eventId, categoryId, ...FERRARI, uniqueId: ferrariId });
  return { categoryId, eventId, category, tag, eventTitle, prefix, ids, ferrariId };
}

/** A fresh page signed in as the organiser, and the locators of the vehicle-id screen on it. */
async function adminScreen() {
  const { page } = await openPage(browser(), SCREEN);
  await signInAdmin(page, ADMIN.email, ADMIN.password);
  const table = () => page.getByRole('table', { name: 'Vehicle IDs' });
  return {
    page,
    toast: (text: string) => page.getByRole('status').filter({ hasText: text }).first(),
    table,
    rowOf: (id: string) => table().locator('tbody tr').filter({ hasText: id }),
  };
}

/** Opens the vehicle-id screen with the show's category in the series form and in the list, its codes loaded. */
async function openIdsOf(page: Page, show: Show) {
  await page.goto('/admin/manage-vehicle-id');
  await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: show.category });
  await page.getByRole('combobox', { name: 'Category to show' }).selectOption({ label: show.category });
  // The QR codes of the page have arrived (a code opened before its thumbnail shows none).
  await expect.poll(() => page.getByRole('table', { name: 'Vehicle IDs' }).locator('tbody img').count(), { timeout: 10_000 }).toBe(10);
}

/** Clicks and returns the download the click starts, with its bytes. */
async function downloadBy(page: Page, click: () => Promise<void>): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { download, bytes: fs.readFileSync(await download.path()) };
}

/**
 * Collects what the page's content security policy blocks from now on (each violation event, and
 * Chromium's console line), for a test to check none.
 */
async function watchPolicyViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) console.push(message.text());
  });
  const collect = () => {
    const seen: string[] = [];
    Object.assign(window, { policyViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${String(event.lineNumber)} ${event.documentURI}`),
    );
  };
  // From the next page on (the test opens its screen after this).
  await page.addInitScript(collect);
  return async () => [
    ...console,
    ...(await page.evaluate(() =>
      'policyViolations' in window && Array.isArray(window.policyViolations) ? window.policyViolations.map(String) : [],
    )),
  ];
}

/** What a phone reads from a QR code image. */
async function scan(png: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)?.data;
}

describe('organiser sets up vehicle ids', () => {
  it('creates the series through the screen and sees the ids Not Assigned', async () => {
    const show = await seedShow({ series: false, ferrari: false });
    const { page, toast, table, rowOf } = await adminScreen();
    await page.goto('/admin/manage-vehicle-id');
    await page.getByRole('heading', { level: 1, name: 'Manage Vehicle ID' }).waitFor();
    await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: show.category });
    expect(await page.getByRole('button', { name: 'Create' }).isVisible()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Vehicle Prefix' }).getAttribute('placeholder')).toBe('SS');

    // A bad end first: the message shows under the field and nothing is saved.
    await page.getByRole('textbox', { name: 'Vehicle Prefix' }).fill(show.prefix.toLowerCase());
    await page.getByRole('spinbutton', { name: 'Start' }).fill('20');
    await page.getByRole('spinbutton', { name: 'End' }).fill('15');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByText('The end must not be lower than the start.').waitFor();

    await page.getByRole('spinbutton', { name: 'Start' }).fill('1');
    await page.getByRole('button', { name: 'Create' }).click();
    await toast('Vehicle Id Created').waitFor();
    await page.getByRole('button', { name: 'Update' }).waitFor();

    expect(await page.getByRole('combobox', { name: 'Category to show' }).inputValue()).toBe(String(show.categoryId));
    await rowOf(`${show.prefix}01`).waitFor();
    const rows = await table().locator('tbody tr').allTextContents();
    expect(rows).toHaveLength(10);
    expect(rows.every((row) => row.includes('Not Assigned') && row.includes('--'))).toBe(true);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await rowOf(`${show.prefix}15`).waitFor();
    await page.getByRole('button', { name: 'Page 1' }).click();
  });

  it('shows a vehicle holding an id as Assigned with its name', async () => {
    const show = await seedShow({ series: true, ferrari: true });
    const { page, table, rowOf } = await adminScreen();
    await page.goto('/admin/manage-vehicle-id');
    await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: show.category });
    expect(await page.getByRole('textbox', { name: 'Vehicle Prefix' }).inputValue()).toBe(show.prefix);
    expect(await page.getByRole('spinbutton', { name: 'End' }).inputValue()).toBe('15');
    await page.getByRole('combobox', { name: 'Category to show' }).selectOption({ label: show.category });
    const ferrari = rowOf(show.ferrariId);
    await ferrari.getByText('Assigned', { exact: true }).waitFor();
    expect(await ferrari.textContent()).toContain(`${FERRARI.brand} ${FERRARI.model}`);
    expect(await ferrari.textContent()).toContain(show.eventTitle);
    expect(await rowOf(`${show.prefix}02`).textContent()).toContain('Not Assigned');
    // Every thumbnail of the page has arrived before the picture is taken.
    await expect.poll(() => table().locator('tbody img').count(), { timeout: 10_000 }).toBe(10);
    await screenshot(page, 'admin-vehicle-ids');
  });

  it('opens the QR code of the id, which links to its audience page', async () => {
    const show = await seedShow({ series: true, ferrari: true });
    const { page } = await adminScreen();
    await openIdsOf(page, show);
    await page.getByRole('button', { name: `Show QR code of ${show.ferrariId}` }).click();
    const dialog = page.getByRole('dialog', { name: 'QR Code' });
    await dialog.waitFor();
    const image = dialog.getByRole('img', { name: `QR code of ${show.ferrariId}` });
    const src = (await image.getAttribute('src')) ?? '';
    expect(await scan(Buffer.from(src.replace(/^data:image\/png;base64,/, ''), 'base64'))).toMatch(
      new RegExp(`/audience/${show.ferrariId}$`),
    );
    expect(await dialog.textContent()).toContain(`Vehicle ID${show.ferrariId}`);
    expect(await dialog.textContent()).toContain(`Category${show.category}`);
    await screenshot(page, 'admin-vehicle-id-qr-modal');
    // A click outside closes it.
    await page.mouse.click(10, 10);
    await dialog.waitFor({ state: 'detached' });
  });

  it('downloads every QR code as a zip named by the category', async () => {
    const show = await seedShow({ series: true, ferrari: true });
    const { page } = await adminScreen();
    await openIdsOf(page, show);
    const { download, bytes } = await downloadBy(page, () => page.getByRole('button', { name: 'Download all QR Codes' }).click());
    expect(download.suggestedFilename()).toBe(`Show-Stoppers-${show.tag}.zip`);
    const entries = unzipSync(new Uint8Array(bytes));
    expect(Object.keys(entries)).toEqual(show.ids.map((id) => `${id}.png`));
    const ferrari = entries[`${show.ferrariId}.png`];
    expect(ferrari).toBeDefined();
    expect(await scan(Buffer.from(ferrari ?? new Uint8Array()))).toMatch(new RegExp(`/audience/${show.ferrariId}$`));
    // The id is printed under the code: the image is taller than the 250 px code, and its band is not blank.
    const { width, height } = await sharp(Buffer.from(ferrari ?? new Uint8Array())).metadata();
    expect(width).toBe(250);
    expect(height).toBeGreaterThan(250);
    const band = await sharp(Buffer.from(ferrari ?? new Uint8Array()))
      .extract({ left: 0, top: 250, width: 250, height: (height ?? 250) - 250 })
      .greyscale()
      .raw()
      .toBuffer();
    expect(band.some((pixel) => pixel < 100)).toBe(true);
    if (process.env.SCREENSHOT_DIR)
      fs.writeFileSync(path.join(process.env.SCREENSHOT_DIR, 'qr-code-with-id.png'), Buffer.from(ferrari ?? new Uint8Array()));
    expect(await page.getByRole('button', { name: 'Download all QR Codes' }).isEnabled()).toBe(true);
  });

  it('downloads the printable cards as one PDF', async () => {
    const show = await seedShow({ series: true, ferrari: true });
    const { page } = await adminScreen();
    const blocked = await watchPolicyViolations(page);
    // Headless Chromium cannot show a print dialog (printing from a PDF frame crashes its page):
    // each frame's print() is replaced by a mark that it was called.
    await page.addInitScript(() => {
      window.print = () => document.documentElement.setAttribute('data-print-called', 'yes');
    });
    await openIdsOf(page, show);
    // By default the cards of the ids vehicles hold: the Ferrari's, one page; the print dialog opens on them.
    const held = await downloadBy(page, () => page.getByRole('button', { name: 'Print cards' }).click());
    expect(held.download.suggestedFilename()).toBe(`cards-show-stoppers-${show.tag.toLowerCase()}.pdf`);
    expect(/\/Type \/Pages[\s\S]*?\/Count (\d+)/.exec(held.bytes.toString('latin1'))?.[1]).toBe('1');
    await expect.poll(() => page.locator('iframe[title="Document to print"]').count()).toBe(1);
    // The print frame loads the PDF: our own content security policy lets it (it blocked it once).
    // The print frame loads the PDF and prints it: our own content security policy once refused the
    // frame (Chromium then shows its error page), and nothing on the page breaks the policy.
    const printFrame = () => page.frames().find((frame) => frame !== page.mainFrame());
    await expect.poll(() => printFrame()?.url() ?? '').toMatch(/^(blob|chrome-error):/);
    expect(printFrame()?.url()).toMatch(/^blob:/);
    await expect
      .poll(() => printFrame()?.evaluate(() => [document.contentType, document.documentElement.getAttribute('data-print-called')]))
      .toEqual(['application/pdf', 'yes']);
    expect(await blocked()).toEqual([]);
    await page.getByRole('checkbox', { name: 'Whole series' }).check();
    const { download, bytes } = await downloadBy(page, () => page.getByRole('button', { name: 'Print cards' }).click());
    expect(download.suggestedFilename()).toBe(`cards-show-stoppers-${show.tag.toLowerCase()}.pdf`);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The whole series: 15 cards, four to a page.
    expect(/\/Type \/Pages[\s\S]*?\/Count (\d+)/.exec(bytes.toString('latin1'))?.[1]).toBe('4');
    if (process.env.SCREENSHOT_DIR) fs.writeFileSync(path.join(os.tmpdir(), 'showgrid-cards.pdf'), bytes);
  });
});
