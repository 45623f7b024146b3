import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { LIMITS } from '@showgrid/shared/limits';
import { baseUrl, screenshot } from './support/browser.ts';
import { adminApi } from './support/api.ts';
import {
  createCategory,
  createEvent,
  createJudge,
  createParameter,
  createType,
  picture,
  textFile,
  uniqueTag,
  type FilePayload,
} from './support/catalogue-fixture.ts';
import { openPage, useBrowser } from './support/devices.ts';
import { ADMIN } from './support/seed.ts';
import { expectPath, signInAdmin } from './support/sign-in.ts';
import { unique, uniqueEmail } from './support/unique.ts';

/**
 * The whole set-up of a show as an organiser does it, through the screens: a vehicle type, five
 * parameters, two categories with pictures, three judges, an event with both categories and every
 * judge (through the confirmation step), then an edit that drops one judge. Each test sets up what
 * the earlier steps would have left through the API, under names of its own, and signs in on a
 * fresh page. The lists are those of the whole server: a test looks its own rows up by search (or,
 * for the categories, on the table page that holds them).
 */

const browser = useBrowser();
const SCREEN = { width: 1280, height: 800 };

const PARAMETERS = ['Build Quality', 'Creativity', 'Attention to Detail', 'Engineering', 'Overall Presentation'];
const CATEGORIES = [
  { name: 'Classic Cars', file: 'classic.png' },
  { name: 'Modern Muscle', file: 'muscle.jpg' },
];
const JUDGES = [
  { name: 'Grace Hopper', mailbox: 'grace', title: 'Chief Judge', photo: 'grace.jpg' },
  { name: 'Alan Turing', mailbox: 'alan', title: 'Engineering' },
  { name: 'Katherine Johnson', mailbox: 'katherine', title: 'Concours' },
];
const EVENT = { title: 'Spring Concours 2027', location: 'Goodwood Motor Circuit', coordinator: 'Sam Marshal', phone: '+44 1243 755000' };
const DESCRIPTION = 'Pre-war to modern classics on the lawn.';

/** The pictures the screens are given, made in memory: [colour, width, height]. */
const PICTURES: Record<string, [string, number, number]> = {
  'classic.png': ['#b91c1c', 640, 400],
  'muscle.jpg': ['#1d4ed8', 640, 400],
  'grace.jpg': ['#0f766e', 300, 300],
};

function image(file: string): Promise<FilePayload> {
  if (file === 'not-an-image.png') return Promise.resolve(textFile(file, 'image/png', 'plain text pretending to be a picture'));
  const [colour, width, height] = PICTURES[file] ?? ['#000000', 64, 64];
  return picture(file, colour, width, height);
}

/** This test's names: the type, the categories, the judges (one tag in all three names, one search finds them) and the event. */
function names() {
  const judgeTag = uniqueTag();
  return {
    car: unique('Car'),
    categories: CATEGORIES.map((category) => ({ ...category, name: unique(category.name) })),
    judgeTag,
    judges: JUDGES.map((judge) => ({ ...judge, name: `${judge.name} ${judgeTag}`, email: uniqueEmail(judge.mailbox) })),
    event: { ...EVENT, title: unique(EVENT.title) },
  };
}
type Names = ReturnType<typeof names>;

/** Reads the API as the organiser (to check what the screens saved). */
const api = async <T>(url: string) => (await adminApi())<T>('GET', url);

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

/** The type (with the five parameters when asked) and its two categories. */
async function seedCatalogue(show: Names, { parameters = false } = {}): Promise<{ typeId: number; categoryIds: number[] }> {
  const admin = await adminApi();
  const typeId = await createType(admin, show.car);
  if (parameters) for (const title of PARAMETERS) await createParameter(admin, typeId, title);
  const categoryIds: number[] = [];
  for (const { name } of show.categories) categoryIds.push(await createCategory(admin, typeId, name));
  return { typeId, categoryIds };
}

async function seedJudges(judges: Names['judges']): Promise<number[]> {
  const admin = await adminApi();
  const ids: number[] = [];
  for (const judge of judges) ids.push(await createJudge(admin, { name: judge.name, email: judge.email, title: judge.title }));
  return ids;
}

/** The event as the create screen makes it: a week ahead at 10:00, with its icon. */
async function seedEvent(show: Names, categoryIds: number[], judgeIds: number[]): Promise<number> {
  const start = new Date(Date.now() + 7 * 24 * 3600 * 1000);
  start.setHours(10, 0, 0, 0);
  return createEvent(await adminApi(), {
    title: show.event.title,
    location: show.event.location,
    coordinator: show.event.coordinator,
    phone: show.event.phone,
    description: DESCRIPTION,
    icon: await image('classic.png'),
    start: start.toISOString(),
    categoryIds,
    judgeIds,
  });
}

/** A fresh page signed in as the organiser, and the toast and dialog locators on it. */
async function adminScreen() {
  const { page } = await openPage(browser(), SCREEN);
  await signInAdmin(page, ADMIN.email, ADMIN.password);
  return {
    page,
    toast: (text: string) => page.getByRole('status').filter({ hasText: text }).first(),
    dialog: (name: string) => page.getByRole('dialog', { name }),
  };
}

/**
 * The categories table holds every category of the server, alphabetically, ten a page: other
 * tests' categories may put this one past page 1. Waits until the API lists the category, then
 * shows the table page that holds it (the page sits in the address).
 */
async function showCategoryPage(page: Page, name: string): Promise<void> {
  const admin = await adminApi();
  const indexOf = async () =>
    (await admin<{ data: { strVehicleCategoryName: string }[] }>('GET', '/api/vehicle/vehicle-category/')).data.findIndex(
      (row) => row.strVehicleCategoryName === name,
    );
  await expect.poll(indexOf).toBeGreaterThanOrEqual(0);
  const wanted = Math.floor((await indexOf()) / LIMITS.pageSize) + 1;
  const current = Number(new URL(page.url()).searchParams.get('page') ?? '1');
  if (wanted !== current) await page.goto(wanted === 1 ? '/admin/manage-categories' : `/admin/manage-categories?page=${String(wanted)}`);
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
  it('creates a vehicle type (an empty name is refused first)', async () => {
    const show = names();
    const { page, toast } = await adminScreen();
    await page.goto('/admin/manage-vehicle-type');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('This field is required.').waitFor();
    await page.getByRole('textbox', { name: 'Vehicle Type Name' }).fill(show.car);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await toast('Vehicle type created').waitFor();
    const list = page.getByRole('list', { name: 'Vehicle Type Created' });
    await list.getByText(show.car, { exact: true }).waitFor();
  });

  it('adds five parameters to it', async () => {
    const show = names();
    await createType(await adminApi(), show.car);
    const { page } = await adminScreen();
    await page.goto('/admin/manage-parameters');
    await page.getByText('Please select a vehicle type to view parameters.').waitFor();
    expect(await page.getByRole('button', { name: 'Add', exact: true }).isDisabled()).toBe(true);
    await page.getByRole('combobox', { name: 'Vehicle Type' }).selectOption({ label: show.car });
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
    const show = names();
    const [classic, modern] = show.categories;
    await createType(await adminApi(), show.car);
    const { page, toast, dialog } = await adminScreen();
    await page.goto('/admin/manage-categories');
    await page.getByLabel('Vehicle Category Image').setInputFiles(await image('not-an-image.png'));
    await page.getByRole('textbox', { name: 'Category Name' }).fill('Impostor');
    await page.getByRole('combobox', { name: 'Vehicle Type Name' }).selectOption({ label: show.car });
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText('Please upload an image in png / jpg format').first().waitFor();

    for (const { name, file } of show.categories) {
      await page.getByRole('textbox', { name: 'Category Name' }).fill(name);
      await page.getByRole('combobox', { name: 'Vehicle Type Name' }).selectOption({ label: show.car });
      await page.getByLabel('Vehicle Category Image').setInputFiles(await image(file));
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      await toast('Category created').waitFor();
      await showCategoryPage(page, name);
      await page.getByRole('table', { name: 'Categories' }).getByRole('cell', { name, exact: true }).first().waitFor();
    }
    const table = page.getByRole('table', { name: 'Categories' });
    expect(await table.getByRole('cell', { name: 'Impostor' }).count()).toBe(0);
    // The thumbnails are the re-encoded pictures served from /media.
    await showCategoryPage(page, classic!.name);
    const thumbnail = table.getByRole('img', { name: classic!.name });
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await thumbnail.getAttribute('src')).toMatch(/^\/media\/[0-9a-f-]{36}$/);
    await screenshot(page, 'admin-categories');

    await showCategoryPage(page, modern!.name);
    await table.getByRole('button', { name: `Edit ${modern!.name}` }).click();
    const edit = dialog('Edit Category');
    expect(await edit.getByRole('textbox', { name: 'Category Name' }).inputValue()).toBe(modern!.name);
    await screenshot(page, 'admin-category-edit-modal');
    await edit.getByRole('button', { name: 'Close' }).click();
    await edit.waitFor({ state: 'detached' });
  });

  it('creates three judges, one with a photo; a generated password is shown once', async () => {
    const show = names();
    const { page, dialog } = await adminScreen();
    await page.goto('/admin/manage-judges');
    // The table lists every judge of the server: this test's three share a tag to search by.
    await page.getByRole('searchbox', { name: 'Search judges' }).fill(show.judgeTag);
    for (const judge of show.judges) {
      await page.getByRole('button', { name: 'Add Judges' }).click();
      const form = dialog('Create Judge');
      if (judge === show.judges[0]) {
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
      if (judge.photo) await form.getByLabel('Upload Image').setInputFiles(await image(judge.photo));
      if (judge === show.judges[0]) await screenshot(page, 'admin-judge-create-modal');
      await form.getByRole('button', { name: 'Create', exact: true }).click();

      const shown = dialog(`Initial password for ${judge.name}`);
      const password = (await shown.getByRole('status', { name: 'Password' }).textContent())?.trim() ?? '';
      expect(password.length).toBeGreaterThanOrEqual(12);
      if (judge === show.judges[0]) await screenshot(page, 'admin-judge-password-dialog');
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
    for (const judge of show.judges) await table.getByText(judge.email).waitFor();
    const photo = table.getByRole('img', { name: show.judges[0]!.name });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await screenshot(page, 'admin-judges');
  });

  it('creates an event with both categories and every judge, through the confirmation step', async () => {
    const show = names();
    await seedCatalogue(show);
    await seedJudges(show.judges);
    const { page, toast, dialog } = await adminScreen();
    await page.goto('/admin/manage-events');
    // The table lists every event of the server: search for this test's.
    await page.getByRole('searchbox', { name: 'Search events' }).fill(show.event.title);
    await page.getByRole('button', { name: 'Add Events' }).click();
    const form = dialog('Create Event');
    expect(await form.getByLabel('Event Time').inputValue()).toBe('10:00');
    // Past dates are not offered.
    const min = await form.getByLabel('Event Date').getAttribute('min');
    expect(min).toBeTruthy();
    expect(new Date(`${min!}T23:59:59`).getTime()).toBeGreaterThan(Date.now() - 24 * 3600 * 1000);

    await form.getByRole('textbox', { name: 'Event Name' }).fill(show.event.title);
    await form.getByLabel('Event Date').fill(nextWeek());
    await form.getByRole('textbox', { name: 'Location' }).fill(show.event.location);
    await form.getByRole('textbox', { name: 'Coordinator Name' }).fill(show.event.coordinator);
    await form.getByRole('textbox', { name: 'Coordinator Phone' }).fill(show.event.phone);
    await form.getByRole('textbox', { name: 'Description' }).fill(DESCRIPTION);
    await form.getByLabel('Event Icon').setInputFiles(await image('classic.png'));
    const categories = form.getByRole('group', { name: 'Categories' });
    for (const { name } of show.categories) await checkBox(categories, name, true);
    const judges = form.getByRole('group', { name: 'Judges' });
    // Other tests' judges are there too: pick exactly this show's three.
    for (const { name } of show.judges) await checkBox(judges, name, true);
    await screenshot(page, 'admin-event-create-modal');
    await form.getByRole('button', { name: 'Create', exact: true }).click();

    const confirm = dialog('Confirm Event Creation');
    await confirm.getByText(show.event.title, { exact: true }).filter({ visible: true }).first().waitFor();
    for (const { name } of show.categories) await confirm.getByRole('listitem').filter({ hasText: name, visible: true }).first().waitFor();
    await screenshot(page, 'admin-event-confirm');
    // Edit goes back with everything kept.
    await confirm.getByRole('button', { name: 'Edit' }).click();
    expect(await dialog('Create Event').getByRole('textbox', { name: 'Event Name' }).inputValue()).toBe(show.event.title);
    await dialog('Create Event').getByRole('button', { name: 'Create', exact: true }).click();
    await dialog('Confirm Event Creation').getByRole('button', { name: 'Confirm' }).click();
    await toast('Event created').waitFor();
    await page.getByRole('table', { name: 'Events' }).getByText(show.event.title).waitFor();
    await screenshot(page, 'admin-events');

    const { data } = await api<{ data: EventRow[] }>(`/api/event/manage-event/?query=${encodeURIComponent(show.event.title)}`);
    expect(data).toHaveLength(1);
    const { data: allJudges } = await api<{ data: JudgeRow[] }>('/api/judges/');
    const idOf = (name: string) => allJudges.find((j) => j.strFullName === name)?.intJudgeId;
    expect([...data[0]!.arrJudges].sort()).toEqual(show.judges.map((j) => idOf(j.name)).sort());
    expect(data[0]!.arrVehicleCategory.map((c) => c.strVehicleCategoryName).sort()).toEqual(show.categories.map((c) => c.name).sort());
  });

  it('edits the event to drop a judge; the mapping follows', async () => {
    const show = names();
    const { categoryIds } = await seedCatalogue(show);
    await seedEvent(show, categoryIds, await seedJudges(show.judges));
    const { page, toast, dialog } = await adminScreen();
    await page.goto('/admin/manage-events');
    await page.getByRole('searchbox', { name: 'Search events' }).fill(show.event.title);
    const table = page.getByRole('table', { name: 'Events' });
    await table.getByRole('button', { name: `Edit ${show.event.title}` }).click();
    const form = dialog('Update Event');
    const judges = form.getByRole('group', { name: 'Judges' });
    for (const { name } of show.judges) expect(await judges.getByRole('checkbox', { name, exact: true }).isChecked()).toBe(true);
    await checkBox(judges, show.judges[1]!.name, false);
    await screenshot(page, 'admin-event-update-modal');
    await form.getByRole('button', { name: 'Update', exact: true }).click();
    await page
      .getByRole('dialog', { name: /^Confirm Event/ })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await toast('Event updated').waitFor();

    const { data } = await api<{ data: EventRow[] }>(`/api/event/manage-event/?query=${encodeURIComponent(show.event.title)}`);
    const event = data[0]!;
    const { data: mapped } = await api<{ data: JudgeRow[] }>(`/api/judges/?intEventId=${String(event.id)}`);
    expect(mapped.map((j) => j.strFullName).sort()).toEqual([show.judges[0]!.name, show.judges[2]!.name].sort());
    expect(event.arrVehicleCategory).toHaveLength(2);

    // The judges page filtered by the event shows the same two.
    await page.goto('/admin/manage-judges');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page
      .getByRole('group', { name: 'Filter judges' })
      .getByRole('combobox', { name: 'Event' })
      .selectOption({ label: show.event.title });
    const judgesTable = page.getByRole('table', { name: 'Judges' });
    await judgesTable.getByText(show.judges[0]!.email).waitFor();
    await expect.poll(() => judgesTable.getByText(show.judges[1]!.email).count()).toBe(0);
    await judgesTable.getByText(show.judges[2]!.email).waitFor();
  });

  it('updates a judge in the Update Judge modal, then deletes them after a confirmation', async () => {
    const show = names();
    const judge = show.judges[1]!;
    await seedJudges([judge]);
    const { page, toast, dialog } = await adminScreen();
    const table = page.getByRole('table', { name: 'Judges' });
    await page.goto('/admin/manage-judges');
    // The table lists every judge of the server: search for this one.
    await page.getByRole('searchbox', { name: 'Search judges' }).fill(judge.name);
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
    const show = names();
    const { categoryIds } = await seedCatalogue(show);
    // The event as the edit leaves it: both categories, the first and the last judge.
    await seedEvent(show, categoryIds, await seedJudges([show.judges[0]!, show.judges[2]!]));
    const { page } = await adminScreen();
    for (const [purpose, heading, target] of [
      ['vehicles', 'Select Event for Vehicles', '/admin/manage-vehicles/'],
      ['results', 'Select Event for Results', '/admin/results/'],
    ] as const) {
      await page.goto(`/admin/event-list/${purpose}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      const card = page.getByRole('link', { name: show.event.title });
      await card.waitFor();
      if (purpose === 'vehicles') await screenshot(page, 'admin-event-picker');
      await card.click();
      await page.waitForURL((url) => url.pathname.startsWith(target));
      const { data } = await api<{ data: EventRow[] }>(`/api/event/manage-event/?query=${encodeURIComponent(show.event.title)}`);
      await expectPath(page, `${target}${String(data[0]!.id)}`);
    }
  });

  it('refuses to remove a vehicle type its categories still use, naming them', async () => {
    const show = names();
    const [classic, modern] = show.categories;
    await seedCatalogue(show, { parameters: true });
    const { page, toast } = await adminScreen();
    await page.goto('/admin/manage-vehicle-type');
    // The list holds every type of the server: search for this test's.
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(show.car);
    const list = page.getByRole('list', { name: 'Vehicle Type Created' });
    await list.getByText('5 parameters · 2 categories').waitFor();
    await screenshot(page, 'admin-vehicle-types');
    await list.getByRole('button', { name: `Remove ${show.car}` }).click();
    await page.getByRole('dialog', { name: 'Remove vehicle type?' }).getByRole('button', { name: 'Remove' }).click();
    await toast(classic!.name).waitFor();
    expect(await toast(classic!.name).textContent()).toContain(modern!.name);
    await list.getByText(show.car, { exact: true }).waitFor();
  });
});
