import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { screenshot, TABLET } from './support/browser.ts';
import { queuedRequests } from './support/judging-fixture.ts';
import { launchDevices as openDevices, type LaunchedDevices as Devices } from './support/devices.ts';
import { apiAs, type Created } from './support/api.ts';
import { cutNetwork, restoreNetwork } from './support/network.ts';
import { ADMIN, JUDGE } from './support/seed.ts';
import { expectPath, signInAdmin, signInJudge } from './support/sign-in.ts';

/**
 * A judge scores on a tablet (800×1280): picks the event and category, scores two vehicles online
 * (one as judges choice), checks the server holds them, sees the choices page, then scores a third
 * with the network cut and watches it go from waiting to saved when the network is back.
 * The organiser sets up type, parameters, category, event and Paid vehicles through the API.
 */

let judgeContext: BrowserContext;
let admin: Page;
let judge: Page;
let eventId = 0;

const TYPE = 'Judging Roadster';
const CATEGORY = 'Judged Roadsters';
const EVENT_TITLE = 'Judging Day Concours';
const CARS = [
  { id: 'JR01', brand: 'Jaguar', model: 'XK120', colour: '#b91c1c' },
  { id: 'JR02', brand: 'Austin', model: 'Healey', colour: '#1d4ed8' },
  { id: 'JR03', brand: 'Triumph', model: 'TR3', colour: '#15803d' },
];

const api = <T>(method: string, url: string, body?: unknown, expected = 200) => apiAs(admin)<T>(method, url, body, expected);
const card = (brand: string) => judge.getByRole('button', { name: new RegExp(brand) });

interface EntryRow {
  intVehicleId: number;
  blnTopChoice: boolean;
  intTotalScore: number;
  objParameterWiseScore: Record<string, number>;
}

let devices: Devices;

beforeAll(async () => {
  devices = await openDevices(TABLET);
  ({ admin, deviceContext: judgeContext, device: judge } = devices);
});
afterAll(() => devices.close());

describe('judge scores vehicles on a tablet', () => {
  it('the organiser sets up the event (API)', async () => {
    await signInAdmin(admin, ADMIN.email, ADMIN.password);
    const type = await api<Created>('POST', '/api/vehicle/vehicle-type/', { strVehicleTypeTitle: TYPE }, 201);
    for (const [title, limit] of [
      ['Build Quality', 10],
      ['Creativity', 10],
    ] as const) {
      await api('POST', '/api/vehicle/parameter/', { strParameterTitle: title, intVehicleType: type.data.id, intScoreLimit: limit }, 201);
    }
    const category = await api<Created>(
      'POST',
      '/api/vehicle/vehicle-category/',
      { strVehicleCategoryName: CATEGORY, intVehicleType: type.data.id },
      201,
    );
    await api('PUT', `/api/vehicle/vehicle-category/${String(category.data.id)}/`, { strPrefix: 'JR', intStartRange: 1, intRangeUpto: 20 });
    const judges = await api<{ data: { intJudgeId: number; strEmail: string }[] }>('GET', '/api/judges/');
    const judgeId = judges.data.find((row) => row.strEmail === JUDGE.email)?.intJudgeId;
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
    eventId = event.data.id;
    for (const car of CARS) {
      const picture = await sharp({ create: { width: 640, height: 400, channels: 3, background: car.colour } }).jpeg().toBuffer();
      const form = new FormData();
      form.set('intEventId', String(eventId));
      form.set('strRegistrationNo', `REG ${car.id}`);
      form.set('strBrandName', car.brand);
      form.set('strModelName', car.model);
      form.set('strOwnerName', 'Owner');
      form.set('intCategoryId', String(category.data.id));
      form.set('strUniqueId', car.id);
      form.set('strPaymentStatus', 'Paid');
      form.append('vehicleImages', new Blob([picture], { type: 'image/jpeg' }), `${car.id}.jpg`);
      await api('POST', '/api/vehicle/', form, 201);
    }
  });

  it('the judge signs in and picks the event and category', async () => {
    await signInJudge(judge, JUDGE.email, JUDGE.password);
    // Wider than a tablet: the judge area asks to switch (SPEC §2), and works again at tablet size.
    await judge.setViewportSize({ width: 1280, height: 800 });
    await judge.getByText('Please switch to tablet mode to continue.').waitFor();
    await screenshot(judge, 'judge-tablet-gate');
    await judge.setViewportSize(TABLET);
    await expect.poll(() => judge.getByRole('combobox', { name: 'Event' }).inputValue()).toBe(String(eventId));
    const category = judge.getByRole('button', { name: CATEGORY });
    await category.waitFor();
    await screenshot(judge, 'judge-category');
    await category.click();
    await expectPath(judge, '/judge/vehicles');
    await card(CARS[2]?.brand ?? '').getByText('Not scored').waitFor();
    await expect.poll(() => card('Jaguar').locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await screenshot(judge, 'judge-vehicles');
  });

  it('scores two vehicles online, one as judges choice; the server holds them', async () => {
    await card('Jaguar').click();
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
    await card('Jaguar').getByText('Saved').waitFor();

    await card('Austin').click();
    await expectPath(judge, '/judge/scoring');
    const build = judge.getByRole('slider', { name: 'Build Quality' });
    await build.focus();
    for (let i = 0; i < 4; i += 1) await judge.keyboard.press('ArrowRight');
    await judge.getByRole('button', { name: 'Submit' }).click();
    await expectPath(judge, '/judge/vehicles');
    await card('Austin').getByText('Saved').waitFor();

    const entries = await api<{ data: EntryRow[] }>('GET', `/api/score-entry/?intEventId=${String(eventId)}`);
    expect(entries.data).toHaveLength(2);
    const totals = entries.data.map((row) => [row.intTotalScore, row.blnTopChoice]).sort();
    expect(totals).toEqual([
      [17, true],
      [4, false],
    ]);
  });

  it('shows the judge’s choices', async () => {
    await judge.getByRole('link', { name: 'Judges Choice' }).click();
    await expectPath(judge, '/judge/choices');
    await judge.getByText('Jaguar XK120').waitFor();
    await judge.getByText('17/20').waitFor();
    await screenshot(judge, 'judge-choices');
    await judge.getByRole('link', { name: /Back to Select Vehicle/ }).click();
    await expectPath(judge, '/judge/vehicles');
  });

  it('scores a third vehicle offline: waiting, then saved when the network is back', async () => {
    await cutNetwork(judgeContext);
    await card('Triumph').click();
    await expectPath(judge, '/judge/scoring');
    await judge.getByText('You’re offline').waitFor();
    const raise = judge.getByRole('button', { name: 'Raise Creativity' });
    for (let i = 0; i < 3; i += 1) await raise.click();
    await judge.getByRole('button', { name: 'Submit' }).click();
    await expectPath(judge, '/judge/vehicles');
    await card('Triumph').getByText('Waiting to be sent').waitFor();
    expect(JSON.stringify(await queuedRequests(judge))).toContain('"intVehicleId"');

    await restoreNetwork(judgeContext);
    await card('Triumph').getByText('Saved').waitFor({ timeout: 15_000 });
    const entries = await api<{ data: EntryRow[] }>('GET', `/api/score-entry/?intEventId=${String(eventId)}`);
    expect(entries.data).toHaveLength(3);
  });
});
