import sharp from 'sharp';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { scoreEntriesApi } from '@showgrid/shared/contract/scores';
import type { ScoreEntryBody } from '@showgrid/shared/schemas/score';
import { adminApi, signedInApi, type Api, type Created } from './api.ts';
import { readDeviceStore } from './browser.ts';
import { expectPath, signInJudge } from './sign-in.ts';
import { uniqueEmail, uniquePrefix } from './unique.ts';

/** Shared set-up and tablet helpers for the judging specs that need their own judge and event. */

export interface EntryRow {
  intScoreId: number;
  intVehicleId: number;
  intJudgeId: number;
  intTotalScore: number;
  objParameterWiseScore: Record<string, number>;
  blnTopChoice: boolean;
}

export interface ConflictRow {
  id: number;
  intVehicleId: number;
  intJudgeId: number;
  objRejected: { objParameterWiseScore: Record<string, number>; dtEditedAt?: string };
  blnResolved: boolean;
}

export interface JudgingShow {
  eventId: number;
  judgeId: number;
  /** The first category's name. */
  categoryName: string;
  /** Every category's name, in the order the vehicles are dealt out to them. */
  categoryNames: string[];
  /** Parameter ids in the order [first, second]. */
  parameterIds: [number, number];
  parameterTitles: [string, string];
  /** Vehicle ids by unique id (e.g. 'JC01'), with their category's name. */
  vehicles: { uniqueId: string; brand: string; vehicleId: number; categoryName: string }[];
}

/** A judge's sign-in, as createJudgingShow creates the judge. */
export interface JudgeLogin {
  email: string;
  password: string;
  fullName: string;
}

interface ShowOptions {
  prefix: string;
  judge: JudgeLogin;
  vehicleCount: number;
  /** Give each vehicle a generated picture (a plain colour per vehicle). */
  pictures?: boolean;
  /** Categories of the event (default 1); the vehicles are dealt out to them in turn. */
  categories?: number;
  /** An existing judge (their id) to map to the event instead of creating `judge`. */
  judgeId?: number;
  /** When the event starts (default: a week ahead); a create may start up to a day back. */
  startsAt?: Date;
  /** The show's language (issue 33; English when left out). */
  strLocale?: string;
}

const COLOURS = ['#b91c1c', '#1d4ed8', '#15803d', '#a16207', '#7e22ce', '#0f766e'];

function picture(index: number) {
  const background = COLOURS[index % COLOURS.length] ?? '#000000';
  return sharp({ create: { width: 640, height: 400, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

/** Creates the judge (organiser's API); returns the judge's id. */
export async function createJudge(api: Api, judge: JudgeLogin): Promise<number> {
  const judgeForm = new FormData();
  judgeForm.set('strFullName', judge.fullName);
  judgeForm.set('strEmail', judge.email);
  judgeForm.set('strTitle', 'Judge');
  judgeForm.set('strPassword', judge.password);
  const createdJudge = await api<{ data: { intJudgeId?: number; id?: number } }>('POST', '/api/judges/', judgeForm, 201);
  const judgeId = createdJudge.data.intJudgeId ?? createdJudge.data.id ?? 0;
  expect(judgeId).toBeGreaterThan(0);
  return judgeId;
}

/** Creates a vehicle type with two parameters (limit 10), a category, a judge, an event with that judge, and Paid vehicles. */
export async function createJudgingShow(api: Api, options: ShowOptions): Promise<JudgingShow> {
  const { prefix, judge, vehicleCount, pictures = false, categories: categoryCount = 1 } = options;
  const type = await api<Created>('POST', '/api/vehicle/vehicle-type/', { strVehicleTypeTitle: `${prefix} Type` }, 201);
  const parameterTitles: [string, string] = [`${prefix} Paint`, `${prefix} Engine`];
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
  const categories: { id: number; name: string; prefix: string }[] = [];
  for (let index = 0; index < categoryCount; index += 1) {
    const name = index === 0 ? `${prefix} Category` : `${prefix} Class ${String(index + 1)}`;
    const seriesPrefix = index === 0 ? prefix : uniquePrefix();
    const created = await api<Created>(
      'POST',
      '/api/vehicle/vehicle-category/',
      { strVehicleCategoryName: name, intVehicleType: type.data.id },
      201,
    );
    await api('PUT', `/api/vehicle/vehicle-category/${String(created.data.id)}/`, {
      strPrefix: seriesPrefix,
      intStartRange: 1,
      intRangeUpto: 99,
    });
    categories.push({ id: created.data.id, name, prefix: seriesPrefix });
  }

  const judgeId = options.judgeId ?? (await createJudge(api, judge));

  const event = await api<Created>(
    'POST',
    '/api/event/manage-event/',
    {
      strEventTitle: `${prefix} Show`,
      strEventLocation: 'Goodwood',
      strEventStartDateTime: (options.startsAt ?? new Date(Date.now() + 7 * 24 * 3600 * 1000)).toISOString(),
      arrVehicleCategory: categories.map((category) => category.id),
      arrJudges: [judgeId],
      ...(options.strLocale ? { strLocale: options.strLocale } : {}),
    },
    201,
  );
  const vehicles: JudgingShow['vehicles'] = [];
  for (let i = 1; i <= vehicleCount; i += 1) {
    const category = categories[(i - 1) % categories.length];
    if (!category) throw new Error('no category');
    const uniqueId = `${category.prefix}${String(i).padStart(2, '0')}`;
    const brand = `${prefix}Brand${String(i).padStart(2, '0')}`;
    const form = new FormData();
    form.set('intEventId', String(event.data.id));
    form.set('strRegistrationNo', `REG ${uniqueId}`);
    form.set('strBrandName', brand);
    form.set('strModelName', 'Model');
    form.set('strOwnerName', 'Owner');
    form.set('intCategoryId', String(category.id));
    form.set('strUniqueId', uniqueId);
    form.set('strPaymentStatus', 'Paid');
    if (pictures) form.append('vehicleImages', new Blob([await picture(i)], { type: 'image/jpeg' }), `${uniqueId}.jpg`);
    const created = await api<{ data: { intVehicleId?: number; id?: number } }>('POST', '/api/vehicle/', form, 201);
    const vehicleId = created.data.intVehicleId ?? created.data.id ?? 0;
    expect(vehicleId).toBeGreaterThan(0);
    vehicles.push({ uniqueId, brand, vehicleId, categoryName: category.name });
  }
  const categoryNames = categories.map((category) => category.name);
  return {
    eventId: event.data.id,
    judgeId,
    categoryName: categoryNames[0] ?? '',
    categoryNames,
    parameterIds: [parameterIds[0] ?? 0, parameterIds[1] ?? 0],
    parameterTitles,
    vehicles,
  };
}

/** A judge no other test uses (a unique address), for createJudgingShow to create: their event list holds only the test's show. */
export function newJudge(local: string, fullName: string): JudgeLogin {
  return { email: uniqueEmail(local), password: `${local}-pass-2026`, fullName };
}

/**
 * The test's own show, seeded through the organiser's API: a unique vehicle-id prefix starting
 * with `lead` (unique names with it), and `judge` (from newJudge) mapped to its event alone.
 */
export async function seedJudgingShow(
  lead: string,
  judge: JudgeLogin,
  options: Pick<ShowOptions, 'vehicleCount' | 'pictures' | 'categories' | 'judgeId' | 'startsAt' | 'strLocale'>,
): Promise<JudgingShow> {
  return createJudgingShow(await adminApi(), { prefix: uniquePrefix(lead), judge, ...options });
}

/** What a judge enters on a sheet: the two parameter values, judges choice, a special note. */
export interface SheetValues {
  values: readonly [number, number];
  chosen?: boolean;
  note?: string;
}

/**
 * The judge's scores for the first vehicles of the show (sheets[i] for show.vehicles[i]), given
 * through the judge's own API with the call the tablet's outbox makes (POST /api/score-entry/, the
 * contract's scoreEntriesApi.create), each a new entry (201): for a test that needs scores on the
 * server before its tablet signs in. Timed at receipt (no dtEditedAt), in order.
 */
export async function scoreAs(judge: JudgeLogin, show: JudgingShow, sheets: readonly SheetValues[]): Promise<EntryRow[]> {
  const api = await signedInApi(judge.email, judge.password);
  const entries: EntryRow[] = [];
  for (const [index, sheet] of sheets.entries()) {
    const vehicle = show.vehicles[index];
    if (!vehicle) throw new Error(`the show has no vehicle ${String(index)}`);
    const body: ScoreEntryBody = {
      intEventId: show.eventId,
      intVehicleId: vehicle.vehicleId,
      strSpecialNote: sheet.note ?? '',
      objParameterWiseScore: { [String(show.parameterIds[0])]: sheet.values[0], [String(show.parameterIds[1])]: sheet.values[1] },
      blnTopChoice: sheet.chosen ?? false,
    };
    const created = await api<{ data: EntryRow }>(scoreEntriesApi.create.method, scoreEntriesApi.create.path, body, 201);
    entries.push(created.data);
  }
  return entries;
}

/** The card of a vehicle in the judge's list (brand names are unique per show). */
export const cardOf = (page: Page, brand: string) => page.getByRole('button', { name: new RegExp(`${brand}\\b`) });

/** Picks the show's event (first of this judge) and category on a signed-in tablet. */
export async function openCategory(page: Page, show: Pick<JudgingShow, 'eventId' | 'categoryName'>): Promise<void> {
  await expect.poll(() => page.getByRole('combobox', { name: 'Event' }).inputValue()).toBe(String(show.eventId));
  const category = page.getByRole('button', { name: show.categoryName });
  await category.waitFor();
  await category.click();
  await expectPath(page, '/judge/vehicles');
}

/** Signs the judge in on a fresh tablet page and opens their show's category (openCategory's checks included). */
export async function openJudgeTablet(page: Page, judge: JudgeLogin, show: Pick<JudgingShow, 'eventId' | 'categoryName'>): Promise<void> {
  await signInJudge(page, judge.email, judge.password);
  await openCategory(page, show);
}

/** Sets a slider to an exact value with the keyboard (Home, then ArrowRight). */
export async function setSlider(page: Page, title: string, value: number): Promise<void> {
  const slider = page.getByRole('slider', { name: title, exact: true });
  await slider.focus();
  await page.keyboard.press('Home');
  for (let i = 0; i < value; i += 1) await page.keyboard.press('ArrowRight');
  await expect.poll(() => slider.getAttribute('aria-valuenow')).toBe(String(value));
}

export async function sliderValue(page: Page, title: string): Promise<number> {
  return Number(await page.getByRole('slider', { name: title, exact: true }).getAttribute('aria-valuenow'));
}

/** A persisted zustand store as the page wrote it in IndexedDB (zustand-db), or null. */
async function deviceState(page: Page, store: string, key: string): Promise<Record<string, unknown> | null> {
  const raw = await readDeviceStore(page, store, key);
  if (raw === undefined || raw === null) return null;
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { state?: Record<string, unknown> };
  return parsed.state ?? null;
}

/**
 * The writes waiting on the tablet: the scores waiting in the judge store's outbox (ADR 021), each
 * with its intVehicleId, then the failed-request queue (failed-requests-storage: step-asides).
 */
export async function queuedRequests(page: Page): Promise<unknown[]> {
  const sheets = ((await deviceState(page, 'judge-store', 'judge'))?.sheets ?? {}) as Record<string, { state: string }>;
  const scores = Object.entries(sheets)
    .filter(([, score]) => score.state === 'pending')
    .map(([vehicleId, score]) => ({ intVehicleId: Number(vehicleId), ...score }));
  const queue = ((await deviceState(page, 'failed-requests-storage', 'failed-requests'))?.requests ?? []) as unknown[];
  return [...scores, ...queue];
}
