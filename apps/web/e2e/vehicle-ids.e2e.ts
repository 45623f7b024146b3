import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { launch, newContext, screenshot } from './support/browser.ts';
import { apiAs, type Created } from './support/api.ts';
import { ADMIN } from './support/seed.ts';
import { signInAdmin } from './support/sign-in.ts';

/**
 * An organiser gives a category its vehicle ids through the screen: sets the series, sees the
 * ids Not Assigned, registers a vehicle holding one (through the API), sees it Assigned with its
 * name, opens its QR code, downloads every code as a zip and the printable cards as a PDF.
 * The type, category and event are set up through the API first.
 */

let browser: Browser;
let context: BrowserContext;
let page: Page;
let downloadDir: string;

const TYPE = 'Show Car';
const CATEGORY = 'Show Stoppers';
const EVENT_TITLE = 'Summer Concours 2027';
const FERRARI = { registration: 'GTO 250', brand: 'Ferrari', model: '250 GTO', id: 'SS03' };
const IDS = Array.from({ length: 15 }, (_, i) => `SS${String(i + 1).padStart(2, '0')}`);

let categoryId = 0;
let eventId = 0;

beforeAll(async () => {
  downloadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'showgrid-e2e-vehicle-ids-'));
  browser = await launch();
  context = await newContext(browser, { width: 1280, height: 800 });
  page = await context.newPage();
});
afterAll(async () => {
  await context.close();
  await browser.close();
  fs.rmSync(downloadDir, { recursive: true, force: true });
});

const toast = (text: string) => page.getByRole('status').filter({ hasText: text }).first();
const table = () => page.getByRole('table', { name: 'Vehicle IDs' });
const rowOf = (id: string) => table().locator('tbody tr').filter({ hasText: id });

const api = <T>(method: string, url: string, body?: unknown, expected = 200) => apiAs(page)<T>(method, url, body, expected);

/** Clicks and returns the download the click starts, saved under the downloads folder. */
async function downloadBy(click: () => Promise<void>): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const target = path.join(downloadDir, download.suggestedFilename());
  await download.saveAs(target);
  return { download, bytes: fs.readFileSync(target) };
}

/** What a phone reads from a QR code image. */
async function scan(png: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)?.data;
}

describe('organiser sets up vehicle ids', () => {
  it('signs in and sets up a type, a category and an event through the API', async () => {
    await signInAdmin(page, ADMIN.email, ADMIN.password);
    const type = await api<Created>('POST', '/api/vehicle/vehicle-type/', { strVehicleTypeTitle: TYPE }, 201);
    const category = await api<Created>('POST', '/api/vehicle/vehicle-category/', { strVehicleCategoryName: CATEGORY, intVehicleType: type.data.id }, 201);
    categoryId = category.data.id;
    const event = await api<Created>(
      'POST',
      '/api/event/manage-event/',
      {
        strEventTitle: EVENT_TITLE,
        strEventLocation: 'Hampton Court Palace',
        strEventStartDateTime: new Date(Date.now() + 10 * 24 * 3600 * 1000).toISOString(),
        arrVehicleCategory: [categoryId],
      },
      201,
    );
    eventId = event.data.id;
  });

  it('creates the series through the screen and sees the ids Not Assigned', async () => {
    await page.goto('/admin/manage-vehicle-id');
    await page.getByRole('heading', { level: 1, name: 'Manage Vehicle ID' }).waitFor();
    await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: CATEGORY });
    expect(await page.getByRole('button', { name: 'Create' }).isVisible()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Vehicle Prefix' }).getAttribute('placeholder')).toBe('SS');

    // A bad end first: the message shows under the field and nothing is saved.
    await page.getByRole('textbox', { name: 'Vehicle Prefix' }).fill('ss');
    await page.getByRole('spinbutton', { name: 'Start' }).fill('20');
    await page.getByRole('spinbutton', { name: 'End' }).fill('15');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByText('The end must not be lower than the start.').waitFor();

    await page.getByRole('spinbutton', { name: 'Start' }).fill('1');
    await page.getByRole('button', { name: 'Create' }).click();
    await toast('Vehicle Id Created').waitFor();
    await page.getByRole('button', { name: 'Update' }).waitFor();

    expect(await page.getByRole('combobox', { name: 'Category to show' }).inputValue()).toBe(String(categoryId));
    await rowOf('SS01').waitFor();
    const rows = await table().locator('tbody tr').allTextContents();
    expect(rows).toHaveLength(10);
    expect(rows.every((row) => row.includes('Not Assigned') && row.includes('--'))).toBe(true);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await rowOf('SS15').waitFor();
    await page.getByRole('button', { name: 'Page 1' }).click();
  });

  it('shows a vehicle holding an id as Assigned with its name', async () => {
    const form = new FormData();
    form.append('intEventId', String(eventId));
    form.append('strRegistrationNo', FERRARI.registration);
    form.append('strBrandName', FERRARI.brand);
    form.append('strModelName', FERRARI.model);
    form.append('intCategoryId', String(categoryId));
    form.append('strUniqueId', FERRARI.id);
    await api('POST', '/api/vehicle/', form, 201);

    await page.reload();
    await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: CATEGORY });
    expect(await page.getByRole('textbox', { name: 'Vehicle Prefix' }).inputValue()).toBe('SS');
    expect(await page.getByRole('spinbutton', { name: 'End' }).inputValue()).toBe('15');
    await page.getByRole('combobox', { name: 'Category to show' }).selectOption({ label: CATEGORY });
    const ferrari = rowOf(FERRARI.id);
    await ferrari.getByText('Assigned', { exact: true }).waitFor();
    expect(await ferrari.textContent()).toContain(`${FERRARI.brand} ${FERRARI.model}`);
    expect(await ferrari.textContent()).toContain(EVENT_TITLE);
    expect(await rowOf('SS02').textContent()).toContain('Not Assigned');
    // Every thumbnail of the page has arrived before the picture is taken.
    await expect.poll(() => table().locator('tbody img').count(), { timeout: 10_000 }).toBe(10);
    await screenshot(page, 'admin-vehicle-ids');
  });

  it('opens the QR code of the id, which links to its audience page', async () => {
    await page.getByRole('button', { name: `Show QR code of ${FERRARI.id}` }).click();
    const dialog = page.getByRole('dialog', { name: 'QR Code' });
    await dialog.waitFor();
    const image = dialog.getByRole('img', { name: `QR code of ${FERRARI.id}` });
    const src = (await image.getAttribute('src')) ?? '';
    expect(await scan(Buffer.from(src.replace(/^data:image\/png;base64,/, ''), 'base64'))).toMatch(/\/audience\/SS03$/);
    expect(await dialog.textContent()).toContain(`Vehicle ID${FERRARI.id}`);
    expect(await dialog.textContent()).toContain(`Category${CATEGORY}`);
    await screenshot(page, 'admin-vehicle-id-qr-modal');
    // A click outside closes it.
    await page.mouse.click(10, 10);
    await dialog.waitFor({ state: 'detached' });
  });

  it('downloads every QR code as a zip named by the category', async () => {
    const { download, bytes } = await downloadBy(() => page.getByRole('button', { name: 'Download all QR Codes' }).click());
    expect(download.suggestedFilename()).toBe('Show-Stoppers.zip');
    const entries = unzipSync(new Uint8Array(bytes));
    expect(Object.keys(entries)).toEqual(IDS.map((id) => `${id}.png`));
    const ferrari = entries[`${FERRARI.id}.png`];
    expect(ferrari).toBeDefined();
    expect(await scan(Buffer.from(ferrari ?? new Uint8Array()))).toMatch(/\/audience\/SS03$/);
    expect(await page.getByRole('button', { name: 'Download all QR Codes' }).isEnabled()).toBe(true);
  });

  it('downloads the printable cards as one PDF', async () => {
    const { download, bytes } = await downloadBy(() => page.getByRole('button', { name: 'Print cards' }).click());
    expect(download.suggestedFilename()).toBe('cards-show-stoppers.pdf');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // 15 cards, four to a page.
    expect(/\/Type \/Pages[\s\S]*?\/Count (\d+)/.exec(bytes.toString('latin1'))?.[1]).toBe('4');
    if (process.env.SCREENSHOT_DIR) fs.writeFileSync(path.join(os.tmpdir(), 'showgrid-cards.pdf'), bytes);
  });
});
