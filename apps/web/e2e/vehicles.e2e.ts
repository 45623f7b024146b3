import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BULK_UPLOAD_HEADERS } from '@showgrid/shared/schemas/vehicle';
import { launch, newContext, screenshot } from './support/browser.ts';
import { apiAs, type Created } from './support/api.ts';
import { ADMIN } from './support/seed.ts';
import { expectPath, signInAdmin } from './support/sign-in.ts';

/**
 * An organiser manages one event's vehicles through the screens: adds a vehicle with two pictures
 * and a vehicle id from its category's series, finds it by search, edits it (new owner, one
 * picture fewer), bulk-uploads a spreadsheet with a good and a bad row, and deletes a vehicle.
 * The type, category (with its id series) and event are set up through the API first.
 */

let browser: Browser;
let context: BrowserContext;
let page: Page;
let fileDir: string;

const TYPE = 'Vintage Roadster';
const CATEGORY = 'Pre-war Roadsters';
const PREFIX = 'VR';
const EVENT_TITLE = 'Autumn Roadster Rally';
const JAGUAR = { registration: 'KX70 ABC', brand: 'Jaguar', model: 'E-Type', owner: 'Ada Lovelace', newOwner: 'Alan Turing', id: 'VR03' };
const BEETLE = { registration: 'XY99 ZZZ', brand: 'VW', model: 'Beetle', owner: 'Grace Hopper' };
const PORSCHE = { registration: 'LM19 XYZ', brand: 'Porsche', model: '356', owner: 'Katherine Johnson', id: 'VR07' };

let eventId = 0;

beforeAll(async () => {
  fileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'showgrid-e2e-vehicles-'));
  const pictures = [
    { file: 'front.jpg', colour: '#b91c1c' },
    { file: 'side.png', colour: '#1d4ed8' },
  ];
  for (const { file, colour } of pictures) {
    const picture = sharp({ create: { width: 800, height: 500, channels: 3, background: colour } });
    await (file.endsWith('.png') ? picture.png() : picture.jpeg()).toFile(path.join(fileDir, file));
  }
  fs.writeFileSync(path.join(fileDir, 'vehicles.txt'), 'not a spreadsheet');
  const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  const rows = [
    [...BULK_UPLOAD_HEADERS],
    [PORSCHE.registration, PORSCHE.brand, PORSCHE.model, PORSCHE.owner, CATEGORY, TYPE, PORSCHE.id, 'Paid', 'Regular', 'No'],
    ['BAD 001', 'Ford', 'Model T', 'Nobody', 'Monster Trucks', '', '', 'Unpaid', 'Regular', 'No'],
  ];
  fs.writeFileSync(path.join(fileDir, 'vehicles.csv'), rows.map((row) => row.map(csvCell).join(',')).join('\n'));

  browser = await launch();
  context = await newContext(browser, { width: 1280, height: 800 });
  page = await context.newPage();
});
afterAll(async () => {
  await context.close();
  await browser.close();
  fs.rmSync(fileDir, { recursive: true, force: true });
});

const file = (name: string) => path.join(fileDir, name);
const toast = (text: string) => page.getByRole('status').filter({ hasText: text }).first();
const dialog = (name: string) => page.getByRole('dialog', { name });
const table = () => page.getByRole('table', { name: 'Vehicles' });
const label = (vehicle: { brand: string; model: string; registration: string }) =>
  `${vehicle.brand} ${vehicle.model} (${vehicle.registration})`;

const api = <T>(method: string, url: string, body?: unknown, expected = 200) => apiAs(page)<T>(method, url, body, expected);
interface VehicleRow {
  intVehicleId: number;
  strOwnerName: string;
  strUniqueId: string | null;
  strRegistrationNumber: string;
  blnPaid: boolean;
  blnVIP: boolean;
  blnParticipateinLegendsTour: boolean;
  arrVehicleImagedetails: { id: number; name: string }[];
}

const vehiclesOfEvent = async () =>
  (await api<{ data: VehicleRow[] }>('GET', `/api/vehicle/?intEventId=${String(eventId)}`)).data;

/** Waits until the table shows exactly these owners, in any order (newest first is the server's). */
async function expectOwners(owners: string[]) {
  const shown = async () => {
    const rows = await table().locator('tbody tr').allTextContents();
    return rows.map((row) => owners.find((owner) => row.includes(owner)) ?? row).sort();
  };
  await expect.poll(shown, { timeout: 10_000 }).toEqual([...owners].sort());
}

describe('organiser manages the vehicles of an event', () => {
  it('signs in and sets up a type, a category with a vehicle-id series and an event (API)', async () => {
    await signInAdmin(page, ADMIN.email, ADMIN.password);
    const type = await api<Created>('POST', '/api/vehicle/vehicle-type/', { strVehicleTypeTitle: TYPE }, 201);
    const category = await api<Created>(
      'POST',
      '/api/vehicle/vehicle-category/',
      { strVehicleCategoryName: CATEGORY, intVehicleType: type.data.id },
      201,
    );
    await api('PUT', `/api/vehicle/vehicle-category/${String(category.data.id)}/`, { strPrefix: PREFIX, intStartRange: 1, intRangeUpto: 20 });
    const start = new Date(Date.now() + 14 * 24 * 3600 * 1000).toISOString();
    const event = await api<Created>(
      'POST',
      '/api/event/manage-event/',
      {
        strEventTitle: EVENT_TITLE,
        strEventLocation: 'Brooklands',
        strEventStartDateTime: start,
        arrVehicleCategory: [category.data.id],
        arrJudges: [],
      },
      201,
    );
    eventId = event.data.id;
  });

  it('opens the event from the vehicles event picker', async () => {
    await page.goto('/admin/event-list/vehicles');
    await page.getByRole('link', { name: EVENT_TITLE, exact: true }).click();
    await expectPath(page, `/admin/manage-vehicles/${String(eventId)}`);
    await page.getByRole('heading', { level: 1, name: EVENT_TITLE }).waitFor();
    await table().getByText('No vehicles found').waitFor();
  });

  it('adds a vehicle with two pictures and a vehicle id of the category', async () => {
    await page.getByRole('button', { name: 'Add Vehicles' }).click();
    const form = dialog('Add Vehicle');
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await form.getByText('This field is required.').first().waitFor();

    const ids = form.getByRole('combobox', { name: 'Vehicle ID' });
    expect(await ids.isDisabled()).toBe(true);
    expect(await ids.locator('option:checked').textContent()).toBe('Please select a category');

    await form.getByRole('textbox', { name: 'Registration Number' }).fill(JAGUAR.registration);
    await form.getByRole('textbox', { name: 'Brand' }).fill(JAGUAR.brand);
    await form.getByRole('textbox', { name: 'Model' }).fill(JAGUAR.model);
    await form.getByRole('textbox', { name: 'Owner Name' }).fill(JAGUAR.owner);
    await form.getByRole('combobox', { name: 'Category' }).selectOption({ label: CATEGORY });
    await ids.locator(`option[value="${JAGUAR.id}"]`).waitFor({ state: 'attached' });
    expect(await ids.locator('option').count()).toBe(21);
    await ids.selectOption(JAGUAR.id);
    await expect.poll(() => form.getByRole('combobox', { name: 'Vehicle Type' }).locator('option:checked').textContent()).toBe(TYPE);
    await form.getByRole('combobox', { name: 'Payment Status' }).selectOption('Paid');
    await form.getByRole('combobox', { name: 'Registration Type' }).selectOption('VIP');
    await form.getByRole('switch', { name: 'Themed Regional Tour' }).check();
    await form.getByLabel('Vehicle Images', { exact: true }).setInputFiles([file('front.jpg'), file('side.png')]);
    const previews = form.getByRole('list', { name: 'Selected Vehicle Images' }).getByRole('img');
    expect(await previews.count()).toBe(2);
    await screenshot(page, 'admin-vehicle-add-modal');

    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await toast('Vehicle created').waitFor();
    await form.waitFor({ state: 'detached' });
    const thumbnail = table().getByRole('img', { name: label(JAGUAR) });
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await thumbnail.getAttribute('src')).toMatch(/^\/media\//);

    const [saved] = await vehiclesOfEvent();
    expect(saved).toMatchObject({ strUniqueId: JAGUAR.id, blnPaid: true, blnVIP: true, blnParticipateinLegendsTour: true });
    expect(saved?.arrVehicleImagedetails).toHaveLength(2);
  });

  it('finds a vehicle by its owner with the search box', async () => {
    const form = new FormData();
    form.set('intEventId', String(eventId));
    form.set('strRegistrationNo', BEETLE.registration);
    form.set('strBrandName', BEETLE.brand);
    form.set('strModelName', BEETLE.model);
    form.set('strOwnerName', BEETLE.owner);
    const category = (await api<{ data: { id: number; strVehicleCategoryName: string }[] }>('GET', '/api/vehicle/vehicle-category/')).data.find(
      (row) => row.strVehicleCategoryName === CATEGORY,
    );
    form.set('intCategoryId', String(category?.id));
    await api('POST', '/api/vehicle/', form, 201);
    await page.reload();
    await expectOwners([JAGUAR.owner, BEETLE.owner]);

    const search = page.getByRole('searchbox', { name: 'Search vehicles' });
    expect(await search.getAttribute('placeholder')).toBe('Search owner name or register number');
    await search.fill('lovelace');
    await expectOwners([JAGUAR.owner]);
    await search.fill('XY99');
    await expectOwners([BEETLE.owner]);
    await search.fill('');
    await expectOwners([JAGUAR.owner, BEETLE.owner]);
  });

  it('edits the vehicle: a new owner and one picture fewer', async () => {
    await table().getByRole('button', { name: `Edit ${label(JAGUAR)}` }).click();
    const form = dialog('Edit Vehicle');
    const owner = form.getByRole('textbox', { name: 'Owner Name' });
    expect(await owner.inputValue()).toBe(JAGUAR.owner);
    const ids = form.getByRole('combobox', { name: 'Vehicle ID' });
    await expect.poll(() => ids.inputValue()).toBe(JAGUAR.id);
    const pictures = form.getByRole('list', { name: 'Selected Vehicle Images' });
    expect(await pictures.getByRole('img').count()).toBe(2);
    await expect.poll(() => pictures.getByRole('img').first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await owner.fill(JAGUAR.newOwner);
    await pictures.getByRole('button', { name: /^Remove / }).first().click();
    expect(await pictures.getByRole('img').count()).toBe(1);
    await screenshot(page, 'admin-vehicle-edit-modal');
    await form.getByRole('button', { name: 'Update', exact: true }).click();
    await toast('Vehicle updated').waitFor();
    await form.waitFor({ state: 'detached' });
    await expectOwners([JAGUAR.newOwner, BEETLE.owner]);

    const saved = (await vehiclesOfEvent()).find((row) => row.strRegistrationNumber === JAGUAR.registration);
    expect(saved?.strOwnerName).toBe(JAGUAR.newOwner);
    expect(saved?.strUniqueId).toBe(JAGUAR.id);
    expect(saved?.arrVehicleImagedetails).toHaveLength(1);
    // Gone before the next screenshots.
    await toast('Vehicle updated').waitFor({ state: 'hidden' });
  });

  it('bulk-uploads a spreadsheet: the good row is imported, the bad one listed under Failed Entries:', async () => {
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const upload = dialog('Upload Vehicles');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      upload.getByRole('button', { name: 'Download .csv template' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('vehicle-upload-template.csv');
    const template = fs.readFileSync(await download.path(), 'utf8');
    expect(template.split(/\r?\n/)[0]?.replace(/^\uFEFF/, '')).toBe(BULK_UPLOAD_HEADERS.join(','));
    const input = upload.getByLabel('Vehicle File');
    await input.setInputFiles(file('vehicles.txt'));
    await upload.getByText('Please choose a .csv, .xlsx or .xls file.').waitFor();

    await input.setInputFiles(file('vehicles.csv'));
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await upload.getByText('Failed Entries:').waitFor();
    const failed = upload.getByRole('list', { name: 'Failed Entries:' }).getByRole('listitem');
    expect(await failed.count()).toBe(1);
    expect(await failed.first().textContent()).toMatch(/^Row 3: .*Monster Trucks/);
    await screenshot(page, 'admin-vehicle-upload-result');

    await upload.getByText('Close', { exact: true }).click();
    await upload.waitFor({ state: 'detached' });
    await expectOwners([JAGUAR.newOwner, BEETLE.owner, PORSCHE.owner]);
    const imported = (await vehiclesOfEvent()).find((row) => row.strRegistrationNumber === PORSCHE.registration);
    expect(imported).toMatchObject({ strUniqueId: PORSCHE.id, blnPaid: true });
    await screenshot(page, 'admin-vehicles');
  });

  it('deletes a vehicle after the confirmation naming it', async () => {
    await table().getByRole('button', { name: `Delete ${label(BEETLE)}` }).click();
    const confirm = dialog('Delete vehicle');
    expect(await confirm.textContent()).toContain(`Delete ${label(BEETLE)}?`);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast('Vehicle deleted').waitFor();
    await expectOwners([JAGUAR.newOwner, PORSCHE.owner]);
    expect((await vehiclesOfEvent()).map((row) => row.strRegistrationNumber).sort()).toEqual(
      [JAGUAR.registration, PORSCHE.registration].sort(),
    );
  });
});
