import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BULK_UPLOAD_HEADERS } from '@showgrid/shared/schemas/vehicle';
import { screenshot } from './support/browser.ts';
import { adminApi } from './support/api.ts';
import {
  createCategory,
  createEvent,
  createType,
  createVehicle,
  daysAhead,
  picture,
  textFile,
  type FilePayload,
} from './support/catalogue-fixture.ts';
import { openPage, useBrowser } from './support/devices.ts';
import { ADMIN } from './support/seed.ts';
import { expectPath, signInAdmin } from './support/sign-in.ts';
import { unique, uniquePrefix } from './support/unique.ts';

/**
 * An organiser manages one event's vehicles through the screens: adds a vehicle with two pictures
 * and a vehicle id from its category's series, finds it by search, edits it (new owner, one
 * picture fewer), bulk-uploads a spreadsheet with a good and a bad row, and deletes a vehicle.
 * Each test sets up its own type, category (with its id series under a prefix of its own), event
 * and the vehicles an earlier step would have left through the API, then signs in on a fresh page.
 */

const browser = useBrowser();
const SCREEN = { width: 1280, height: 800 };

const JAGUAR = { registration: 'KX70 ABC', brand: 'Jaguar', model: 'E-Type', owner: 'Ada Lovelace', newOwner: 'Alan Turing' };
const BEETLE = { registration: 'XY99 ZZZ', brand: 'VW', model: 'Beetle', owner: 'Grace Hopper' };
const PORSCHE = { registration: 'LM19 XYZ', brand: 'Porsche', model: '356', owner: 'Katherine Johnson' };

const label = (vehicle: { brand: string; model: string; registration: string }) =>
  `${vehicle.brand} ${vehicle.model} (${vehicle.registration})`;

const front = () => picture('front.jpg', '#b91c1c', 800, 500);
const side = () => picture('side.png', '#1d4ed8', 800, 500);

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

interface ShowOptions {
  /** The Jaguar as the add step leaves it (two pictures), or as the edit step does (new owner, one picture). */
  jaguar?: 'added' | 'edited';
  beetle?: boolean;
  /** The Porsche as the bulk upload imports it. */
  porsche?: boolean;
}

/** A type, a category with the series <prefix>01–<prefix>20, an event two weeks ahead, and the vehicles asked for. */
async function seedShow({ jaguar, beetle = false, porsche = false }: ShowOptions = {}) {
  const api = await adminApi();
  const type = unique('Vintage Roadster');
  const category = unique('Pre-war Roadsters');
  const eventTitle = unique('Autumn Roadster Rally');
  const prefix = uniquePrefix();
  const jaguarId = `${prefix}03`;
  const porscheId = `${prefix}07`;
  const typeId = await createType(api, type);
  const categoryId = await createCategory(api, typeId, category, { prefix, start: 1, end: 20 });
  const eventId = await createEvent(api, {
    title: eventTitle,
    location: 'Brooklands',
    start: daysAhead(14),
    categoryIds: [categoryId],
    judgeIds: [],
  });
  if (jaguar) {
    await createVehicle(api, {
      eventId,
      categoryId,
      ...JAGUAR,
      owner: jaguar === 'added' ? JAGUAR.owner : JAGUAR.newOwner,
      uniqueId: jaguarId,
      paid: true,
      vip: true,
      regionalTour: true,
      pictures: jaguar === 'added' ? [await front(), await side()] : [await side()],
    });
  }
  if (beetle) await createVehicle(api, { eventId, categoryId, ...BEETLE });
  if (porsche) await createVehicle(api, { eventId, categoryId, ...PORSCHE, uniqueId: porscheId, paid: true });
  const vehiclesOfEvent = async () => (await api<{ data: VehicleRow[] }>('GET', `/api/vehicle/?intEventId=${String(eventId)}`)).data;
  return { type, category, eventTitle, eventId, jaguarId, porscheId, vehiclesOfEvent };
}

/** The spreadsheet: the Porsche in the show's category, and a row naming a category that does not exist. */
function spreadsheet(show: { type: string; category: string; porscheId: string }): FilePayload {
  const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  const rows = [
    [...BULK_UPLOAD_HEADERS],
    [PORSCHE.registration, PORSCHE.brand, PORSCHE.model, PORSCHE.owner, show.category, show.type, show.porscheId, 'Paid', 'Regular', 'No'],
    ['BAD 001', 'Ford', 'Model T', 'Nobody', 'Monster Trucks', '', '', 'Unpaid', 'Regular', 'No'],
  ];
  return textFile('vehicles.csv', 'text/csv', rows.map((row) => row.map(csvCell).join(',')).join('\n'));
}

/** A fresh page signed in as the organiser, and the locators of the vehicles screen on it. */
async function adminScreen() {
  const { page } = await openPage(browser(), SCREEN);
  await signInAdmin(page, ADMIN.email, ADMIN.password);
  const table = () => page.getByRole('table', { name: 'Vehicles' });
  /** Waits until the table shows exactly these owners, in any order (newest first is the server's). */
  const expectOwners = async (owners: string[]) => {
    const shown = async () => {
      const rows = await table().locator('tbody tr').allTextContents();
      return rows.map((row) => owners.find((owner) => row.includes(owner)) ?? row).sort();
    };
    await expect.poll(shown, { timeout: 10_000 }).toEqual([...owners].sort());
  };
  return {
    page,
    toast: (text: string) => page.getByRole('status').filter({ hasText: text }).first(),
    dialog: (name: string) => page.getByRole('dialog', { name }),
    table,
    expectOwners,
  };
}

describe('organiser manages the vehicles of an event', () => {
  it('opens the event from the vehicles event picker', async () => {
    const show = await seedShow();
    const { page, table } = await adminScreen();
    await page.goto('/admin/event-list/vehicles');
    await page.getByRole('link', { name: show.eventTitle, exact: true }).click();
    await expectPath(page, `/admin/manage-vehicles/${String(show.eventId)}`);
    await page.getByRole('heading', { level: 1, name: show.eventTitle }).waitFor();
    await table().getByText('No vehicles found').waitFor();
  });

  it('adds a vehicle with two pictures and a vehicle id of the category', async () => {
    const show = await seedShow();
    const { page, toast, dialog, table } = await adminScreen();
    await page.goto(`/admin/manage-vehicles/${String(show.eventId)}`);
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
    await form.getByRole('combobox', { name: 'Category' }).selectOption({ label: show.category });
    await ids.locator(`option[value="${show.jaguarId}"]`).waitFor({ state: 'attached' });
    expect(await ids.locator('option').count()).toBe(21);
    await ids.selectOption(show.jaguarId);
    await expect.poll(() => form.getByRole('combobox', { name: 'Vehicle Type' }).locator('option:checked').textContent()).toBe(show.type);
    await form.getByRole('combobox', { name: 'Payment Status' }).selectOption('Paid');
    await form.getByRole('combobox', { name: 'Registration Type' }).selectOption('VIP');
    await form.getByRole('switch', { name: 'Themed Regional Tour' }).check();
    await form.getByLabel('Vehicle Images', { exact: true }).setInputFiles([await front(), await side()]);
    const previews = form.getByRole('list', { name: 'Selected Vehicle Images' }).getByRole('img');
    expect(await previews.count()).toBe(2);
    await screenshot(page, 'admin-vehicle-add-modal');

    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await toast('Vehicle created').waitFor();
    await form.waitFor({ state: 'detached' });
    const thumbnail = table().getByRole('img', { name: label(JAGUAR) });
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await thumbnail.getAttribute('src')).toMatch(/^\/media\//);

    const [saved] = await show.vehiclesOfEvent();
    expect(saved).toMatchObject({ strUniqueId: show.jaguarId, blnPaid: true, blnVIP: true, blnParticipateinLegendsTour: true });
    expect(saved?.arrVehicleImagedetails).toHaveLength(2);
  });

  it('finds a vehicle by its owner with the search box', async () => {
    const show = await seedShow({ jaguar: 'added', beetle: true });
    const { page, expectOwners } = await adminScreen();
    await page.goto(`/admin/manage-vehicles/${String(show.eventId)}`);
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
    const show = await seedShow({ jaguar: 'added', beetle: true });
    const { page, toast, dialog, table, expectOwners } = await adminScreen();
    await page.goto(`/admin/manage-vehicles/${String(show.eventId)}`);
    await table()
      .getByRole('button', { name: `Edit ${label(JAGUAR)}` })
      .click();
    const form = dialog('Edit Vehicle');
    const owner = form.getByRole('textbox', { name: 'Owner Name' });
    expect(await owner.inputValue()).toBe(JAGUAR.owner);
    const ids = form.getByRole('combobox', { name: 'Vehicle ID' });
    await expect.poll(() => ids.inputValue()).toBe(show.jaguarId);
    const pictures = form.getByRole('list', { name: 'Selected Vehicle Images' });
    expect(await pictures.getByRole('img').count()).toBe(2);
    await expect
      .poll(() =>
        pictures
          .getByRole('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);

    await owner.fill(JAGUAR.newOwner);
    await pictures
      .getByRole('button', { name: /^Remove / })
      .first()
      .click();
    expect(await pictures.getByRole('img').count()).toBe(1);
    await screenshot(page, 'admin-vehicle-edit-modal');
    await form.getByRole('button', { name: 'Update', exact: true }).click();
    await toast('Vehicle updated').waitFor();
    await form.waitFor({ state: 'detached' });
    await expectOwners([JAGUAR.newOwner, BEETLE.owner]);

    const saved = (await show.vehiclesOfEvent()).find((row) => row.strRegistrationNumber === JAGUAR.registration);
    expect(saved?.strOwnerName).toBe(JAGUAR.newOwner);
    expect(saved?.strUniqueId).toBe(show.jaguarId);
    expect(saved?.arrVehicleImagedetails).toHaveLength(1);
    // The toast goes by itself.
    await toast('Vehicle updated').waitFor({ state: 'hidden' });
  });

  it('bulk-uploads a spreadsheet: the good row is imported, the bad one listed under Failed Entries:', async () => {
    const show = await seedShow({ jaguar: 'edited', beetle: true });
    const { page, dialog, expectOwners } = await adminScreen();
    await page.goto(`/admin/manage-vehicles/${String(show.eventId)}`);
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
    await input.setInputFiles(textFile('vehicles.txt', 'text/plain', 'not a spreadsheet'));
    await upload.getByText('Please choose a .csv, .xlsx or .xls file.').waitFor();

    await input.setInputFiles(spreadsheet(show));
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await upload.getByText('Failed Entries:').waitFor();
    const failed = upload.getByRole('list', { name: 'Failed Entries:' }).getByRole('listitem');
    expect(await failed.count()).toBe(1);
    expect(await failed.first().textContent()).toMatch(/^Row 3: .*Monster Trucks/);
    await screenshot(page, 'admin-vehicle-upload-result');

    await upload.getByText('Close', { exact: true }).click();
    await upload.waitFor({ state: 'detached' });
    await expectOwners([JAGUAR.newOwner, BEETLE.owner, PORSCHE.owner]);
    const imported = (await show.vehiclesOfEvent()).find((row) => row.strRegistrationNumber === PORSCHE.registration);
    expect(imported).toMatchObject({ strUniqueId: show.porscheId, blnPaid: true });
    await screenshot(page, 'admin-vehicles');
  });

  it('deletes a vehicle after the confirmation naming it', async () => {
    const show = await seedShow({ jaguar: 'edited', beetle: true, porsche: true });
    const { page, toast, dialog, table, expectOwners } = await adminScreen();
    await page.goto(`/admin/manage-vehicles/${String(show.eventId)}`);
    await table()
      .getByRole('button', { name: `Delete ${label(BEETLE)}` })
      .click();
    const confirm = dialog('Delete vehicle');
    expect(await confirm.textContent()).toContain(`Delete ${label(BEETLE)}?`);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast('Vehicle deleted').waitFor();
    await expectOwners([JAGUAR.newOwner, PORSCHE.owner]);
    expect((await show.vehiclesOfEvent()).map((row) => row.strRegistrationNumber).sort()).toEqual(
      [JAGUAR.registration, PORSCHE.registration].sort(),
    );
  });
});
