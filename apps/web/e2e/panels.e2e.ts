import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { scoreEntriesApi } from '@showgrid/shared/contract/scores';
import type { ScoreEntryBody } from '@showgrid/shared/schemas/score';
import { adminApi, signedInApi, type Api } from './support/api.ts';
import { animationsDone, screenshot, TABLET } from './support/browser.ts';
import {
  createCategory,
  createEvent,
  createParameter,
  createType,
  createVehicle,
  daysAhead,
  picture,
  uniqueTag,
} from './support/catalogue-fixture.ts';
import { openDevices, openPage, useBrowser } from './support/devices.ts';
import { cardOf, createJudge, newJudge, setSlider, type JudgeLogin } from './support/judging-fixture.ts';
import { ADMIN } from './support/seed.ts';
import { expectPath, signInAdmin, signInJudge } from './support/sign-in.ts';
import { uniquePrefix } from './support/unique.ts';

/**
 * Panels and the judges' sheets (issue 18): a show with two categories, Cars and Motorcycles, and
 * two judges, Alice (cars) and Bruno (motorcycles). The organiser gives each category its panel in
 * the event form and each tablet then shows only its own category; the organiser opens a car's
 * sheets, with both judges' notes (Bruno scored it before the panels were set: off panel now). The
 * chief judge's coverage page fills as the judges score and step aside on their tablets.
 */

const browser = useBrowser();
/** Long enough for the coverage grid's throttled refetch (3 s) and the socket's 250 ms coalescing. */
const LIVE = { timeout: 10_000 };

interface PanelShow {
  api: Api;
  tag: string;
  eventId: number;
  eventTitle: string;
  cars: { id: number; name: string };
  bikes: { id: number; name: string };
  parameters: [number, number];
  alice: JudgeLogin & { id: number };
  bruno: JudgeLogin & { id: number };
  jaguar: { id: number; uniqueId: string };
}

async function seedPanelShow(): Promise<PanelShow> {
  const api = await adminApi();
  const tag = uniqueTag();
  const typeId = await createType(api, `Panel Type ${tag}`);
  const parameters: [number, number] = [await createParameter(api, typeId, 'Paintwork'), await createParameter(api, typeId, 'Engine Bay')];
  const carsPrefix = uniquePrefix('C');
  const cars = { id: await createCategory(api, typeId, `Cars ${tag}`, { prefix: carsPrefix, start: 1, end: 20 }), name: `Cars ${tag}` };
  const bikesPrefix = uniquePrefix('M');
  const bikes = {
    id: await createCategory(api, typeId, `Motorcycles ${tag}`, { prefix: bikesPrefix, start: 1, end: 20 }),
    name: `Motorcycles ${tag}`,
  };
  const aliceLogin = newJudge('panel-alice', `Alice Carter ${tag}`);
  const brunoLogin = newJudge('panel-bruno', `Bruno Moto ${tag}`);
  const alice = { ...aliceLogin, id: await createJudge(api, aliceLogin) };
  const bruno = { ...brunoLogin, id: await createJudge(api, brunoLogin) };
  const eventTitle = `Panel Day ${tag}`;
  const eventId = await createEvent(api, {
    title: eventTitle,
    location: 'Brooklands',
    start: daysAhead(5),
    categoryIds: [cars.id, bikes.id],
    judgeIds: [alice.id, bruno.id],
  });
  const vehicle = async (categoryId: number, uniqueId: string, brand: string, model: string, colour: string) =>
    createVehicle(api, {
      eventId,
      categoryId,
      registration: `REG ${uniqueId}`,
      brand,
      model,
      owner: 'Sam Owner',
      uniqueId,
      paid: true,
      pictures: [await picture(`${uniqueId}.jpg`, colour)],
    });
  const jaguar = { id: await vehicle(cars.id, `${carsPrefix}01`, 'Jaguar', 'E-Type', '#b91c1c'), uniqueId: `${carsPrefix}01` };
  await vehicle(cars.id, `${carsPrefix}02`, 'Aston Martin', 'DB5', '#1d4ed8');
  await vehicle(bikes.id, `${bikesPrefix}01`, 'Norton', 'Commando', '#15803d');
  await vehicle(bikes.id, `${bikesPrefix}02`, 'Triumph', 'Bonneville', '#a16207');
  return { api, tag, eventId, eventTitle, cars, bikes, parameters, alice, bruno, jaguar };
}

/** A judge's sheet, sent through their own API as the tablet's outbox sends it. */
async function scoreAs(show: PanelShow, judge: JudgeLogin, vehicleId: number, values: [number, number], note: string): Promise<void> {
  const api = await signedInApi(judge.email, judge.password);
  const body: ScoreEntryBody = {
    intEventId: show.eventId,
    intVehicleId: vehicleId,
    strSpecialNote: note,
    objParameterWiseScore: { [String(show.parameters[0])]: values[0], [String(show.parameters[1])]: values[1] },
    blnTopChoice: false,
  };
  await api(scoreEntriesApi.create.method, scoreEntriesApi.create.path, body, 201);
}

/** The show's categories a signed-in tablet offers, by name. */
async function categoriesOnTablet(page: Page, show: PanelShow): Promise<string[]> {
  await expect.poll(() => page.getByRole('combobox', { name: 'Event' }).inputValue()).toBe(String(show.eventId));
  await page
    .getByRole('button', { name: new RegExp(show.tag) })
    .first()
    .waitFor();
  const offered: string[] = [];
  for (const name of [show.cars.name, show.bikes.name])
    if ((await page.getByRole('button', { name, exact: true }).count()) > 0) offered.push(name);
  return offered;
}

describe('panels: who judges which category', () => {
  it('the organiser gives each category its panel in the event form; each tablet then shows only its own category', async () => {
    const show = await seedPanelShow();
    const { page: admin } = await openPage(browser());
    await signInAdmin(admin, ADMIN.email, ADMIN.password);
    await admin.goto('/admin/manage-events');
    await admin.getByRole('searchbox', { name: 'Search events' }).fill(show.eventTitle);
    await admin
      .getByRole('table', { name: 'Events' })
      .getByRole('button', { name: `Edit ${show.eventTitle}` })
      .click();
    const form = admin.getByRole('dialog', { name: 'Update Event' });
    const carsPanel = form.getByRole('group', { name: new RegExp(`^Panel of ${show.cars.name}`) });
    const bikesPanel = form.getByRole('group', { name: new RegExp(`^Panel of ${show.bikes.name}`) });
    await carsPanel.getByRole('checkbox', { name: `${show.bruno.fullName} judges ${show.cars.name}` }).uncheck();
    await bikesPanel.getByRole('checkbox', { name: `${show.alice.fullName} judges ${show.bikes.name}` }).uncheck();
    await carsPanel.getByText('1 of 2').waitFor();
    await carsPanel.scrollIntoViewIfNeeded();
    await screenshot(admin, 'admin-event-panels');
    await form.getByRole('button', { name: 'Update', exact: true }).click();
    const confirm = admin.getByRole('dialog', { name: 'Confirm Event Update' });
    await confirm.getByText(`judged by ${show.alice.fullName}`).waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await admin.getByRole('status').filter({ hasText: 'Event updated' }).first().waitFor();

    const { data } = await show.api<{ data: { arrPanels: { intCategoryId: number; arrJudges: number[]; blnWholeEvent: boolean }[] } }>(
      'GET',
      `/api/event/manage-event/${String(show.eventId)}/`,
    );
    expect(data.arrPanels).toEqual(
      expect.arrayContaining([
        { intCategoryId: show.cars.id, arrJudges: [show.alice.id], blnWholeEvent: false },
        { intCategoryId: show.bikes.id, arrJudges: [show.bruno.id], blnWholeEvent: false },
      ]),
    );

    const { device: aliceTablet } = await openDevices(browser(), TABLET);
    await signInJudge(aliceTablet, show.alice.email, show.alice.password);
    expect(await categoriesOnTablet(aliceTablet, show)).toEqual([show.cars.name]);
    await animationsDone(aliceTablet);
    await screenshot(aliceTablet, 'judge-category-panel');
    const { device: brunoTablet } = await openDevices(browser(), TABLET);
    await signInJudge(brunoTablet, show.bruno.email, show.bruno.password);
    expect(await categoriesOnTablet(brunoTablet, show)).toEqual([show.bikes.name]);
    await brunoTablet.getByRole('button', { name: show.bikes.name }).click();
    await expectPath(brunoTablet, '/judge/vehicles');
    await brunoTablet.getByRole('button', { name: /Norton/ }).waitFor();
    expect(await brunoTablet.getByRole('button', { name: /Jaguar/ }).count()).toBe(0);
  });

  it('the organiser opens a car’s sheets with both judges’ notes, the one off the panel marked; its score sheet downloads', async () => {
    const show = await seedPanelShow();
    // Both judged the Jaguar before the panels were set; now only Alice judges the cars.
    await scoreAs(show, show.alice, show.jaguar.id, [9, 8], 'Deep, even paint; a small chip on the bonnet.');
    await scoreAs(show, show.bruno, show.jaguar.id, [7, 9], 'Engine bay spotless.');
    await show.api('PUT', '/api/event/manage-event/map-panel/', {
      intEventId: show.eventId,
      intCategoryId: show.cars.id,
      listJudgesList: [show.alice.id],
    });

    const { page: admin } = await openPage(browser(), { width: 1366, height: 1000 });
    await signInAdmin(admin, ADMIN.email, ADMIN.password);
    await admin.goto(`/admin/results/${String(show.eventId)}`);
    await admin.getByRole('heading', { name: show.eventTitle }).waitFor();
    await admin.getByLabel('Category').selectOption({ label: show.cars.name });
    // The judge selector offers the category's panel.
    await expect.poll(() => admin.getByLabel('Judge').locator('option').allTextContents()).toEqual(['Select Judge', show.alice.fullName]);
    // Alice 17 and Bruno 16 out of 20 each: both sheets count, the one off the panel too.
    await admin.getByRole('table', { name: 'Results' }).getByText('33/40').waitFor();
    await screenshot(admin, 'admin-results-panel');
    await admin.getByRole('button', { name: "Judges' sheets of Jaguar E-Type" }).click();
    const dialog = admin.getByRole('dialog', { name: "Judges' sheets: Jaguar E-Type" });
    const alice = dialog.getByRole('listitem', { name: `${show.alice.fullName}'s sheet` });
    const bruno = dialog.getByRole('listitem', { name: `${show.bruno.fullName}'s sheet` });
    await alice.getByText('Special Note: Deep, even paint; a small chip on the bonnet.').waitFor();
    await bruno.getByText('Special Note: Engine bay spotless.').waitFor();
    await bruno.getByText('Off panel').waitFor();
    await alice
      .getByRole('table', { name: `${show.alice.fullName}'s scores` })
      .getByText('9/10')
      .waitFor();
    await animationsDone(admin);
    await screenshot(admin, 'admin-results-sheets');

    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download Score Sheet' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`score-sheets-${String(show.eventId)}-${show.jaguar.uniqueId}.pdf`);
    const bytes = fs.readFileSync(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    if (process.env.SCREENSHOT_DIR) fs.writeFileSync(path.join(os.tmpdir(), 'showgrid-score-sheet.pdf'), bytes);
  });

  it('the coverage page fills, live, as the judges score and step aside on their tablets; the dashboard shows each judge’s progress', async () => {
    const show = await seedPanelShow();
    for (const [category, judge] of [
      [show.cars.id, show.alice.id],
      [show.bikes.id, show.bruno.id],
    ]) {
      await show.api('PUT', '/api/event/manage-event/map-panel/', {
        intEventId: show.eventId,
        intCategoryId: category,
        listJudgesList: [judge],
      });
    }

    const { page: admin } = await openPage(browser(), { width: 1366, height: 900 });
    await signInAdmin(admin, ADMIN.email, ADMIN.password);
    await admin.goto(`/admin/coverage/${String(show.eventId)}`);
    const cars = admin.getByRole('table', { name: `Coverage of ${show.cars.name}` });
    const bikes = admin.getByRole('table', { name: `Coverage of ${show.bikes.name}` });
    const cell = (table: typeof cars, vehicle: RegExp) =>
      table
        .getByRole('row')
        .filter({ has: admin.getByRole('rowheader', { name: vehicle }) })
        .getByRole('cell');
    await expect.poll(() => cell(cars, /Jaguar/).allTextContents()).toEqual(['Waiting']);
    await expect.poll(() => cell(bikes, /Norton/).allTextContents()).toEqual(['Waiting']);
    // Each judge's column heading names the judge and offers their blank sheet (issue 29's paper fallback).
    await expect.poll(() => cars.getByRole('columnheader').allTextContents()).toEqual(['Vehicle', `${show.alice.fullName}Blank sheet`]);
    await admin.getByRole('status', { name: 'Live updates' }).filter({ hasText: 'Open' }).waitFor();

    // Alice scores the Jaguar on her tablet; Bruno steps aside from the Norton on his.
    const { device: aliceTablet } = await openDevices(browser(), TABLET);
    await signInJudge(aliceTablet, show.alice.email, show.alice.password);
    await aliceTablet.getByRole('button', { name: show.cars.name }).click();
    await cardOf(aliceTablet, 'Jaguar').click();
    await expectPath(aliceTablet, '/judge/scoring');
    await setSlider(aliceTablet, 'Paintwork', 8);
    await setSlider(aliceTablet, 'Engine Bay', 6);
    await aliceTablet.getByRole('button', { name: 'Submit' }).click();
    await cardOf(aliceTablet, 'Jaguar').getByText('Saved').waitFor();
    // The page was not reloaded: the dashboard socket's message refetched the grid.
    // The grid refetches at most every 3 s (coverage-page.tsx's REFRESH_MS): a message that comes
    // soon after the last refetch (the socket's first one, on connecting) waits out the rest of it.
    await expect.poll(() => cell(cars, /Jaguar/).allTextContents(), LIVE).toEqual(['Scored 14/20']);
    // Least-covered first: the Aston Martin, still waiting, is now above the scored Jaguar.
    await expect
      .poll(() => cars.getByRole('rowheader').allTextContents(), LIVE)
      .toEqual([expect.stringMatching(/Aston Martin/), expect.stringMatching(/Jaguar/)]);

    const { device: brunoTablet } = await openDevices(browser(), TABLET);
    await signInJudge(brunoTablet, show.bruno.email, show.bruno.password);
    await brunoTablet.getByRole('button', { name: show.bikes.name }).click();
    await cardOf(brunoTablet, 'Norton').click();
    await expectPath(brunoTablet, '/judge/scoring');
    await brunoTablet.getByRole('button', { name: 'Step aside' }).click();
    await brunoTablet.getByRole('dialog').getByRole('button', { name: 'Step aside' }).click();
    await cardOf(brunoTablet, 'Norton').getByText('Stepped aside').waitFor();
    await expect.poll(() => cell(bikes, /Norton/).allTextContents(), LIVE).toEqual(['Stepped aside']);
    await admin.getByText('1 of 2 sheets scored · 0 stepped aside · 1 waiting').waitFor();
    await admin.getByText('0 of 2 sheets scored · 1 stepped aside · 1 waiting').waitFor();
    await screenshot(admin, 'admin-coverage');

    await admin.goto('/admin/dashboard');
    await admin.getByRole('combobox', { name: 'Event' }).selectOption(String(show.eventId));
    const byJudge = admin.getByRole('list', { name: 'By judge' });
    await expect.poll(() => byJudge.getByRole('progressbar', { name: show.alice.fullName }).getAttribute('aria-valuenow')).toBe('1');
    await byJudge.getByText('1 / 2 · 1 stepped aside').waitFor();
    await screenshot(admin, 'admin-dashboard-judges');
  });
});
