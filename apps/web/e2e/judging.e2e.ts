import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, TABLET } from './support/browser.ts';
import {
  createJudge,
  newJudge,
  openJudgeTablet,
  queuedRequests,
  scoreAs,
  type JudgeLogin,
  type JudgingShow,
} from './support/judging-fixture.ts';
import { openPage, useBrowser } from './support/devices.ts';
import { adminApi, type Created } from './support/api.ts';
import { cutNetwork, restoreNetwork } from './support/network.ts';
import { expectPath, signInJudge } from './support/sign-in.ts';
import { unique, uniquePrefix } from './support/unique.ts';

/**
 * A judge scores on a tablet (800×1280): picks the event and category, scores two vehicles online
 * (one as judges choice), checks the server holds them, sees the choices page, then scores a third
 * with the network cut and watches it go from waiting to saved when the network is back.
 * Each test has its own show, set up by the organiser through the API (type, parameters, category,
 * event and Paid vehicles with pictures) with a judge of its own, and its own tablet.
 */

const TYPE = 'Judging Roadster';
const CATEGORY = 'Judged Roadsters';
const EVENT_TITLE = 'Judging Day Concours';
const JUDGE_NAME = 'Jamie Judge';
const CARS = [
  { number: '01', brand: 'Jaguar', model: 'XK120', colour: '#b91c1c' },
  { number: '02', brand: 'Austin', model: 'Healey', colour: '#1d4ed8' },
  { number: '03', brand: 'Triumph', model: 'TR3', colour: '#15803d' },
];
/** The two scores the online step gives (Jaguar as judges choice, 7 + 10; Austin 4 + 0). */
const JAGUAR = { values: [7, 10], chosen: true, note: 'Immaculate restoration.' } as const;
const AUSTIN = { values: [4, 0] } as const;

const card = (page: Page, brand: string) => page.getByRole('button', { name: new RegExp(brand) });

interface EntryRow {
  intVehicleId: number;
  blnTopChoice: boolean;
  intTotalScore: number;
  objParameterWiseScore: Record<string, number>;
}

/** Waits until every picture on the page has loaded (a fresh tablet fetches them; the screenshots show them). */
const picturesLoaded = (page: Page) =>
  page.waitForFunction(() => Array.from(document.images).every((img) => img.complete && img.naturalWidth > 0));

/**
 * The organiser (API) sets up this test's show: a type with Build Quality and Creativity (limit 10),
 * a category with a unique prefix, `judge` created and mapped to the event alone, three Paid cars with pictures.
 */
async function seedRoadsters(judge: JudgeLogin): Promise<JudgingShow> {
  const api = await adminApi();
  const prefix = uniquePrefix('J');
  const type = await api<Created>('POST', '/api/vehicle/vehicle-type/', { strVehicleTypeTitle: unique(TYPE) }, 201);
  const parameterTitles: [string, string] = ['Build Quality', 'Creativity'];
  const parameterIds: number[] = [];
  for (const title of parameterTitles) {
    const created = await api<Created>(
      'POST',
      '/api/vehicle/parameter/',
      { strParameterTitle: title, intVehicleType: type.data.id, intScoreLimit: 10 },
      201,
    );
    parameterIds.push(created.data.id);
  }
  const categoryName = unique(CATEGORY);
  const category = await api<Created>(
    'POST',
    '/api/vehicle/vehicle-category/',
    { strVehicleCategoryName: categoryName, intVehicleType: type.data.id },
    201,
  );
  await api('PUT', `/api/vehicle/vehicle-category/${String(category.data.id)}/`, { strPrefix: prefix, intStartRange: 1, intRangeUpto: 20 });
  const judgeId = await createJudge(api, judge);
  const event = await api<Created>(
    'POST',
    '/api/event/manage-event/',
    {
      strEventTitle: EVENT_TITLE,
      strEventLocation: 'Silverstone',
      strEventStartDateTime: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
      arrVehicleCategory: [category.data.id],
      arrJudges: [judgeId],
    },
    201,
  );
  const vehicles: JudgingShow['vehicles'] = [];
  for (const car of CARS) {
    const uniqueId = `${prefix}${car.number}`;
    const picture = await sharp({ create: { width: 640, height: 400, channels: 3, background: car.colour } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set('intEventId', String(event.data.id));
    form.set('strRegistrationNo', `REG ${uniqueId}`);
    form.set('strBrandName', car.brand);
    form.set('strModelName', car.model);
    form.set('strOwnerName', 'Owner');
    form.set('intCategoryId', String(category.data.id));
    form.set('strUniqueId', uniqueId);
    form.set('strPaymentStatus', 'Paid');
    form.append('vehicleImages', new Blob([picture], { type: 'image/jpeg' }), `${uniqueId}.jpg`);
    const created = await api<{ data: { intVehicleId?: number; id?: number } }>('POST', '/api/vehicle/', form, 201);
    vehicles.push({ uniqueId, brand: car.brand, vehicleId: created.data.intVehicleId ?? created.data.id ?? 0, categoryName });
  }
  return {
    eventId: event.data.id,
    judgeId,
    categoryName,
    categoryNames: [categoryName],
    parameterIds: [parameterIds[0] ?? 0, parameterIds[1] ?? 0],
    parameterTitles,
    vehicles,
  };
}

const useChromium = useBrowser();

describe('judge scores vehicles on a tablet', () => {
  it('the judge signs in and picks the event and category', async () => {
    const login = newJudge('roadster-judge', JUDGE_NAME);
    const show = await seedRoadsters(login);
    const { page: judge } = await openPage(useChromium(), TABLET);

    await signInJudge(judge, login.email, login.password);
    // Wider than a tablet: the judge area asks to switch (SPEC §2), and works again at tablet size.
    await judge.setViewportSize({ width: 1280, height: 800 });
    await judge.getByText('Please switch to tablet mode to continue.').waitFor();
    await screenshot(judge, 'judge-tablet-gate');
    await judge.setViewportSize(TABLET);
    await expect.poll(() => judge.getByRole('combobox', { name: 'Event' }).inputValue()).toBe(String(show.eventId));
    const category = judge.getByRole('button', { name: show.categoryName });
    await category.waitFor();
    await screenshot(judge, 'judge-category');
    await category.click();
    await expectPath(judge, '/judge/vehicles');
    await card(judge, CARS[2]?.brand ?? '')
      .getByText('Not scored')
      .waitFor();
    await expect
      .poll(() =>
        card(judge, 'Jaguar')
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await picturesLoaded(judge);
    await screenshot(judge, 'judge-vehicles');
  });

  it('scores two vehicles online, one as judges choice; the server holds them', async () => {
    const login = newJudge('roadster-judge', JUDGE_NAME);
    const show = await seedRoadsters(login);
    const { page: judge } = await openPage(useChromium(), TABLET);
    await openJudgeTablet(judge, login, show);

    await card(judge, 'Jaguar').click();
    await expectPath(judge, '/judge/scoring');
    const raise = judge.getByRole('button', { name: 'Raise Build Quality' });
    for (let i = 0; i < 7; i += 1) await raise.click();
    const creativity = judge.getByRole('slider', { name: 'Creativity' });
    await creativity.focus();
    await judge.keyboard.press('End');
    await judge.getByRole('switch', { name: 'Judges Choice' }).check();
    await judge.getByRole('textbox', { name: 'Special Note' }).fill('Immaculate restoration.');
    await judge.getByText('01 out of 03').waitFor();
    await screenshot(judge, 'judge-scoring');
    await judge.getByRole('button', { name: 'Submit' }).click();
    await expectPath(judge, '/judge/vehicles');
    await card(judge, 'Jaguar').getByText('Saved').waitFor();

    await card(judge, 'Austin').click();
    await expectPath(judge, '/judge/scoring');
    const build = judge.getByRole('slider', { name: 'Build Quality' });
    await build.focus();
    for (let i = 0; i < 4; i += 1) await judge.keyboard.press('ArrowRight');
    await judge.getByRole('button', { name: 'Submit' }).click();
    await expectPath(judge, '/judge/vehicles');
    await card(judge, 'Austin').getByText('Saved').waitFor();

    const api = await adminApi();
    const entries = await api<{ data: EntryRow[] }>('GET', `/api/score-entry/?intEventId=${String(show.eventId)}`);
    expect(entries.data).toHaveLength(2);
    const totals = entries.data.map((row) => [row.intTotalScore, row.blnTopChoice]).sort();
    expect(totals).toEqual([
      [17, true],
      [4, false],
    ]);
  });

  it('shows the judge’s choices', async () => {
    const login = newJudge('roadster-judge', JUDGE_NAME);
    const show = await seedRoadsters(login);
    // The two online scores, given through the judge's API.
    await scoreAs(login, show, [JAGUAR, AUSTIN]);
    const { page: judge } = await openPage(useChromium(), TABLET);
    await openJudgeTablet(judge, login, show);

    await judge.getByRole('link', { name: 'Judges Choice' }).click();
    await expectPath(judge, '/judge/choices');
    await judge.getByText('Jaguar XK120').waitFor();
    await judge.getByText('17/20').waitFor();
    await picturesLoaded(judge);
    await screenshot(judge, 'judge-choices');
    await judge.getByRole('link', { name: /Back to Select Vehicle/ }).click();
    await expectPath(judge, '/judge/vehicles');
  });

  it('scores a third vehicle offline: waiting, then saved when the network is back', async () => {
    const login = newJudge('roadster-judge', JUDGE_NAME);
    const show = await seedRoadsters(login);
    // The two online scores, given through the judge's API: the third is the tablet's.
    await scoreAs(login, show, [JAGUAR, AUSTIN]);
    const { context: judgeContext, page: judge } = await openPage(useChromium(), TABLET);
    await openJudgeTablet(judge, login, show);
    await card(judge, 'Austin').getByText('Saved').waitFor();

    await cutNetwork(judgeContext);
    await card(judge, 'Triumph').click();
    await expectPath(judge, '/judge/scoring');
    await judge.getByText('You’re offline').waitFor();
    const raise = judge.getByRole('button', { name: 'Raise Creativity' });
    for (let i = 0; i < 3; i += 1) await raise.click();
    await judge.getByRole('button', { name: 'Submit' }).click();
    await expectPath(judge, '/judge/vehicles');
    await card(judge, 'Triumph').getByText('Waiting to be sent').waitFor();
    expect(JSON.stringify(await queuedRequests(judge))).toContain('"intVehicleId"');

    await restoreNetwork(judgeContext);
    await card(judge, 'Triumph').getByText('Saved').waitFor({ timeout: 15_000 });
    const api = await adminApi();
    const entries = await api<{ data: EntryRow[] }>('GET', `/api/score-entry/?intEventId=${String(show.eventId)}`);
    expect(entries.data).toHaveLength(3);
  });
});
