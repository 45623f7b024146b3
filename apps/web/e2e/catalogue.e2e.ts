import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { baseUrl, launch, newContext, screenshot } from './support/browser.ts';
import { apiAs } from './support/api.ts';
import { ADMIN } from './support/seed.ts';
import { expectPath, signInAdmin } from './support/sign-in.ts';

/**
 * The whole set-up of a show as an organiser does it, through the screens only: a vehicle type,
 * five parameters, two categories with pictures, three judges, an event with both categories and
 * every judge (through the confirmation step), then an edit that drops one judge.
 */

let browser: Browser;
let context: BrowserContext;
let page: Page;
let imageDir: string;

const PARAMETERS = ['Build Quality', 'Creativity', 'Attention to Detail', 'Engineering', 'Overall Presentation'];
const CATEGORIES = [
  { name: 'Classic Cars', file: 'classic.png', colour: '#b91c1c' },
  { name: 'Modern Muscle', file: 'muscle.jpg', colour: '#1d4ed8' },
];
const JUDGES = [
  { name: 'Grace Hopper', email: 'grace@show.test', title: 'Chief Judge', photo: 'grace.jpg' },
  { name: 'Alan Turing', email: 'alan@show.test', title: 'Engineering' },
  { name: 'Katherine Johnson', email: 'katherine@show.test', title: 'Concours' },
];
const EVENT = { title: 'Spring Concours 2027', location: 'Goodwood Motor Circuit', coordinator: 'Sam Marshal', phone: '+44 1243 755000' };

beforeAll(async () => {
  imageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'showgrid-e2e-images-'));
  for (const { file, colour } of CATEGORIES) {
    const picture = sharp({ create: { width: 640, height: 400, channels: 3, background: colour } });
    await (file.endsWith('.png') ? picture.png() : picture.jpeg()).toFile(path.join(imageDir, file));
  }
  await sharp({ create: { width: 300, height: 300, channels: 3, background: '#0f766e' } })
    .jpeg()
    .toFile(path.join(imageDir, 'grace.jpg'));
  fs.writeFileSync(path.join(imageDir, 'not-an-image.png'), 'plain text pretending to be a picture');
  browser = await launch();
  context = await newContext(browser, { width: 1280, height: 800 });
  page = await context.newPage();
});
afterAll(async () => {
  await context.close();
  await browser.close();
  fs.rmSync(imageDir, { recursive: true, force: true });
});

const image = (file: string) => path.join(imageDir, file);
const toast = (text: string) => page.getByRole('status').filter({ hasText: text }).first();
const dialog = (name: string) => page.getByRole('dialog', { name });

/** Reads the API as the signed-in admin (to check what the screens saved). */
const api = <T>(url: string) => apiAs(page)<T>('GET', url);

interface EventRow {
  id: number;
  strEventTitle: string;
  arrJudges: number[];
  arrVehicleCategory: { strVehicleCategoryName: string }[];
}
interface JudgeRow {
  intJudgeId: number;
  strFullName: string;
}

async function checkBox(group: Locator, name: string, checked: boolean) {
  const box = group.getByRole('checkbox', { name, exact: true });
  if ((await box.isChecked()) !== checked) await box.click();
  expect(await box.isChecked()).toBe(checked);
}

/** A date a week ahead, as the browser's date input wants it (local time). */
function nextWeek(): string {
  const day = new Date(Date.now() + 7 * 24 * 3600 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(day.getFullYear())}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

describe('organiser sets up a show', () => {
  it('signs in', async () => {
    await signInAdmin(page, ADMIN.email, ADMIN.password);
  });

  it('creates a vehicle type (an empty name is refused first)', async () => {
    await page.goto('/admin/manage-vehicle-type');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('This field is required.').waitFor();
    await page.getByRole('textbox', { name: 'Vehicle Type Name' }).fill('Car');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await toast('Vehicle type created').waitFor();
    const list = page.getByRole('list', { name: 'Vehicle Type Created' });
    await list.getByText('Car', { exact: true }).waitFor();
  });

  it('adds five parameters to it', async () => {
    await page.goto('/admin/manage-parameters');
    await page.getByText('Please select a vehicle type to view parameters.').waitFor();
    expect(await page.getByRole('button', { name: 'Add', exact: true }).isDisabled()).toBe(true);
    await page.getByRole('combobox', { name: 'Vehicle Type' }).selectOption({ label: 'Car' });
    await page.getByText('No parameters available for this category.').waitFor();
    const list = page.getByRole('list', { name: 'Parameters Created' });
    for (const [index, title] of PARAMETERS.entries()) {
      await page.getByRole('textbox', { name: 'Parameter Title' }).fill(title);
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await list.getByText(title, { exact: true }).waitFor();
      expect(await list.getByRole('listitem').count()).toBe(index + 1);
    }
    await screenshot(page, 'admin-parameters');
  });

  it('creates two categories with pictures (a text file posing as a PNG is refused)', async () => {
    await page.goto('/admin/manage-categories');
    await page.getByLabel('Vehicle Category Image').setInputFiles(image('not-an-image.png'));
    await page.getByRole('textbox', { name: 'Category Name' }).fill('Impostor');
    await page.getByRole('combobox', { name: 'Vehicle Type Name' }).selectOption({ label: 'Car' });
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText('Please upload an image in png / jpg format').first().waitFor();

    for (const { name, file } of CATEGORIES) {
      await page.getByRole('textbox', { name: 'Category Name' }).fill(name);
      await page.getByRole('combobox', { name: 'Vehicle Type Name' }).selectOption({ label: 'Car' });
      await page.getByLabel('Vehicle Category Image').setInputFiles(image(file));
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      await toast('Category created').waitFor();
      await page.getByRole('table', { name: 'Categories' }).getByRole('cell', { name, exact: true }).first().waitFor();
    }
    const table = page.getByRole('table', { name: 'Categories' });
    expect(await table.getByRole('cell', { name: 'Impostor' }).count()).toBe(0);
    // The thumbnails are the re-encoded pictures served from /media.
    const thumbnail = table.getByRole('img', { name: 'Classic Cars' });
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await thumbnail.getAttribute('src')).toMatch(/^\/media\/[0-9a-f-]{36}$/);
    await screenshot(page, 'admin-categories');

    await table.getByRole('button', { name: 'Edit Modern Muscle' }).click();
    const edit = dialog('Edit Category');
    expect(await edit.getByRole('textbox', { name: 'Category Name' }).inputValue()).toBe('Modern Muscle');
    await screenshot(page, 'admin-category-edit-modal');
    await edit.getByRole('button', { name: 'Close' }).click();
    await edit.waitFor({ state: 'detached' });
  });

  it('creates three judges, one with a photo; a generated password is shown once', async () => {
    await page.goto('/admin/manage-judges');
    for (const judge of JUDGES) {
      await page.getByRole('button', { name: 'Add Judges' }).click();
      const form = dialog('Create Judge');
      if (judge === JUDGES[0]) {
        // SPEC §5 validation before anything is sent.
        await form.getByRole('textbox', { name: 'Judge Name' }).fill('G!');
        await form.getByRole('textbox', { name: 'Contact' }).fill('not-an-email');
        await form.getByRole('button', { name: 'Create', exact: true }).click();
        await form.getByText('No special characters allowed.').waitFor();
        await form.getByText('Invalid email format.').waitFor();
      }
      await form.getByRole('textbox', { name: 'Judge Name' }).fill(judge.name);
      await form.getByRole('textbox', { name: 'Title' }).fill(judge.title);
      await form.getByRole('textbox', { name: 'Contact' }).fill(judge.email);
      if (judge.photo) await form.getByLabel('Upload Image').setInputFiles(image(judge.photo));
      if (judge === JUDGES[0]) await screenshot(page, 'admin-judge-create-modal');
      await form.getByRole('button', { name: 'Create', exact: true }).click();

      const shown = dialog(`Initial password for ${judge.name}`);
      const password = (await shown.getByRole('status', { name: 'Password' }).textContent())?.trim() ?? '';
      expect(password.length).toBeGreaterThanOrEqual(12);
      if (judge === JUDGES[0]) await screenshot(page, 'admin-judge-password-dialog');
      await shown.getByRole('button', { name: 'Done' }).click();
      await shown.waitFor({ state: 'detached' });

      // The generated password really signs the judge in.
      const login = await fetch(new URL('/api/auth/token/', baseUrl()), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: judge.email, password }),
      });
      expect(login.status).toBe(200);
    }
    const table = page.getByRole('table', { name: 'Judges' });
    for (const judge of JUDGES) await table.getByText(judge.email).waitFor();
    const photo = table.getByRole('img', { name: JUDGES[0]!.name });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await screenshot(page, 'admin-judges');
  });

  it('creates an event with both categories and every judge, through the confirmation step', async () => {
    await page.goto('/admin/manage-events');
    await page.getByRole('button', { name: 'Add Events' }).click();
    const form = dialog('Create Event');
    expect(await form.getByLabel('Event Time').inputValue()).toBe('10:00');
    // Past dates are not offered.
    const min = await form.getByLabel('Event Date').getAttribute('min');
    expect(min).toBeTruthy();
    expect(new Date(`${min!}T23:59:59`).getTime()).toBeGreaterThan(Date.now() - 24 * 3600 * 1000);

    await form.getByRole('textbox', { name: 'Event Name' }).fill(EVENT.title);
    await form.getByLabel('Event Date').fill(nextWeek());
    await form.getByRole('textbox', { name: 'Location' }).fill(EVENT.location);
    await form.getByRole('textbox', { name: 'Coordinator Name' }).fill(EVENT.coordinator);
    await form.getByRole('textbox', { name: 'Coordinator Phone' }).fill(EVENT.phone);
    await form.getByRole('textbox', { name: 'Description' }).fill('Pre-war to modern classics on the lawn.');
    await form.getByLabel('Event Icon').setInputFiles(image('classic.png'));
    const categories = form.getByRole('group', { name: 'Categories' });
    for (const { name } of CATEGORIES) await checkBox(categories, name, true);
    const judges = form.getByRole('group', { name: 'Judges' });
    // The seeded judge of other suites is there too: pick exactly this show's three.
    for (const { name } of JUDGES) await checkBox(judges, name, true);
    await screenshot(page, 'admin-event-create-modal');
    await form.getByRole('button', { name: 'Create', exact: true }).click();

    const confirm = dialog('Confirm Event Creation');
    await confirm.getByText(EVENT.title, { exact: true }).filter({ visible: true }).first().waitFor();
    for (const { name } of CATEGORIES) await confirm.getByRole('listitem').filter({ hasText: name, visible: true }).first().waitFor();
    await screenshot(page, 'admin-event-confirm');
    // Edit goes back with everything kept.
    await confirm.getByRole('button', { name: 'Edit' }).click();
    expect(await dialog('Create Event').getByRole('textbox', { name: 'Event Name' }).inputValue()).toBe(EVENT.title);
    await dialog('Create Event').getByRole('button', { name: 'Create', exact: true }).click();
    await dialog('Confirm Event Creation').getByRole('button', { name: 'Confirm' }).click();
    await toast('Event created').waitFor();
    await page.getByRole('table', { name: 'Events' }).getByText(EVENT.title).waitFor();
    await screenshot(page, 'admin-events');

    const { data } = await api<{ data: EventRow[] }>(`/api/event/manage-event/?query=${encodeURIComponent(EVENT.title)}`);
    expect(data).toHaveLength(1);
    const { data: allJudges } = await api<{ data: JudgeRow[] }>('/api/judges/');
    const idOf = (name: string) => allJudges.find((j) => j.strFullName === name)?.intJudgeId;
    expect([...data[0]!.arrJudges].sort()).toEqual(JUDGES.map((j) => idOf(j.name)).sort());
    expect(data[0]!.arrVehicleCategory.map((c) => c.strVehicleCategoryName).sort()).toEqual(CATEGORIES.map((c) => c.name).sort());
  });

  it('edits the event to drop a judge; the mapping follows', async () => {
    const table = page.getByRole('table', { name: 'Events' });
    await table.getByRole('button', { name: `Edit ${EVENT.title}` }).click();
    const form = dialog('Update Event');
    const judges = form.getByRole('group', { name: 'Judges' });
    for (const { name } of JUDGES) expect(await judges.getByRole('checkbox', { name, exact: true }).isChecked()).toBe(true);
    await checkBox(judges, JUDGES[1]!.name, false);
    await screenshot(page, 'admin-event-update-modal');
    await form.getByRole('button', { name: 'Update', exact: true }).click();
    await page.getByRole('dialog', { name: /^Confirm Event/ }).getByRole('button', { name: 'Confirm' }).click();
    await toast('Event updated').waitFor();

    const { data } = await api<{ data: EventRow[] }>(`/api/event/manage-event/?query=${encodeURIComponent(EVENT.title)}`);
    const event = data[0]!;
    const { data: mapped } = await api<{ data: JudgeRow[] }>(`/api/judges/?intEventId=${String(event.id)}`);
    expect(mapped.map((j) => j.strFullName).sort()).toEqual([JUDGES[0]!.name, JUDGES[2]!.name].sort());
    expect(event.arrVehicleCategory).toHaveLength(2);

    // The judges page filtered by the event shows the same two.
    await page.goto('/admin/manage-judges');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('group', { name: 'Filter judges' }).getByRole('combobox', { name: 'Event' }).selectOption({ label: EVENT.title });
    const judgesTable = page.getByRole('table', { name: 'Judges' });
    await judgesTable.getByText(JUDGES[0]!.email).waitFor();
    await expect.poll(() => judgesTable.getByText(JUDGES[1]!.email).count()).toBe(0);
    await judgesTable.getByText(JUDGES[2]!.email).waitFor();
  });

  it('updates a judge in the Update Judge modal, then deletes them after a confirmation', async () => {
    const judge = JUDGES[1]!;
    const table = page.getByRole('table', { name: 'Judges' });
    await page.goto('/admin/manage-judges');
    await table.getByRole('button', { name: `Edit ${judge.name}` }).click();
    const form = dialog('Update Judge');
    expect(await form.getByRole('textbox', { name: 'Judge Name' }).inputValue()).toBe(judge.name);
    await form.getByRole('textbox', { name: 'Title' }).fill('Engineering & Mechanics');
    await screenshot(page, 'admin-judge-update-modal');
    await form.getByRole('button', { name: 'Update', exact: true }).click();
    await toast('Judge updated').waitFor();
    await table.getByText('Engineering & Mechanics').waitFor();

    await table.getByRole('button', { name: `Delete ${judge.name}` }).click();
    const confirm = dialog('Delete judge');
    await confirm.getByText(`Delete ${judge.name}?`).waitFor();
    await screenshot(page, 'admin-judge-delete-confirm');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast('Judge deleted').waitFor();
    await expect.poll(() => table.getByText(judge.email).count()).toBe(0);
    const { data: left } = await api<{ data: JudgeRow[] }>('/api/judges/');
    expect(left.map((j) => j.strFullName)).not.toContain(judge.name);
  });

  it('finds the event in the pickers, and a card leads to its vehicles and results', async () => {
    for (const [purpose, heading, target] of [
      ['vehicles', 'Select Event for Vehicles', '/admin/manage-vehicles/'],
      ['results', 'Select Event for Results', '/admin/results/'],
    ] as const) {
      await page.goto(`/admin/event-list/${purpose}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      const card = page.getByRole('link', { name: EVENT.title });
      await card.waitFor();
      if (purpose === 'vehicles') await screenshot(page, 'admin-event-picker');
      await card.click();
      await page.waitForURL((url) => url.pathname.startsWith(target));
      const { data } = await api<{ data: EventRow[] }>(`/api/event/manage-event/?query=${encodeURIComponent(EVENT.title)}`);
      await expectPath(page, `${target}${String(data[0]!.id)}`);
    }
  });

  it('refuses to remove a vehicle type its categories still use, naming them', async () => {
    await page.goto('/admin/manage-vehicle-type');
    const list = page.getByRole('list', { name: 'Vehicle Type Created' });
    await list.getByText('5 parameters · 2 categories').waitFor();
    await screenshot(page, 'admin-vehicle-types');
    await list.getByRole('button', { name: 'Remove Car' }).click();
    await page.getByRole('dialog', { name: 'Remove vehicle type?' }).getByRole('button', { name: 'Remove' }).click();
    await toast('Classic Cars').waitFor();
    expect(await toast('Classic Cars').textContent()).toContain('Modern Muscle');
    await list.getByText('Car', { exact: true }).waitFor();
  });
});
