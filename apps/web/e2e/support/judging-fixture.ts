import sharp from 'sharp';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { Api, Created } from './api.ts';
import { readDeviceStore } from './browser.ts';
import { expectPath } from './sign-in.ts';

/** Shared set-up and tablet helpers for the judging specs that need their own judge and event. */

export interface EntryRow {
  intScoreId: number;
  intVehicleId: number;
  intJudgeId: number;
  intTotalScore: number;
  objParameterWiseScore: Record<string, number>;
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
  categoryName: string;
  /** Parameter ids in the order [first, second]. */
  parameterIds: [number, number];
  parameterTitles: [string, string];
  /** Vehicle ids by unique id (e.g. 'JC01'). */
  vehicles: { uniqueId: string; brand: string; vehicleId: number }[];
}

interface ShowOptions {
  prefix: string;
  judge: { email: string; password: string; fullName: string };
  vehicleCount: number;
  /** Give each vehicle a generated picture (a plain colour per vehicle). */
  pictures?: boolean;
}

const COLOURS = ['#b91c1c', '#1d4ed8', '#15803d', '#a16207', '#7e22ce', '#0f766e'];

function picture(index: number) {
  const background = COLOURS[index % COLOURS.length] ?? '#000000';
  return sharp({ create: { width: 640, height: 400, channels: 3, background } }).jpeg().toBuffer();
}

/** Creates a vehicle type with two parameters (limit 10), a category, a judge, an event with that judge, and Paid vehicles. */
export async function createJudgingShow(api: Api, { prefix, judge, vehicleCount, pictures = false }: ShowOptions): Promise<JudgingShow> {
  const type = await api<Created>('POST', '/api/vehicle/vehicle-type/', { strVehicleTypeTitle: `${prefix} Type` }, 201);
  const parameterTitles: [string, string] = [`${prefix} Paint`, `${prefix} Engine`];
  const parameterIds: number[] = [];
  for (const title of parameterTitles) {
    const created = await api<Created>('POST', '/api/vehicle/parameter/', { strParameterTitle: title, intVehicleType: type.data.id, intScoreLimit: 10 }, 201);
    parameterIds.push(created.data.id);
  }
  const categoryName = `${prefix} Category`;
  const category = await api<Created>('POST', '/api/vehicle/vehicle-category/', { strVehicleCategoryName: categoryName, intVehicleType: type.data.id }, 201);
  await api('PUT', `/api/vehicle/vehicle-category/${String(category.data.id)}/`, { strPrefix: prefix, intStartRange: 1, intRangeUpto: 99 });

  const judgeForm = new FormData();
  judgeForm.set('strFullName', judge.fullName);
  judgeForm.set('strEmail', judge.email);
  judgeForm.set('strTitle', 'Judge');
  judgeForm.set('strPassword', judge.password);
  const createdJudge = await api<{ data: { intJudgeId?: number; id?: number } }>('POST', '/api/judges/', judgeForm, 201);
  const judgeId = createdJudge.data.intJudgeId ?? createdJudge.data.id ?? 0;
  expect(judgeId).toBeGreaterThan(0);

  const event = await api<Created>(
    'POST',
    '/api/event/manage-event/',
    {
      strEventTitle: `${prefix} Show`,
      strEventLocation: 'Goodwood',
      strEventStartDateTime: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
      arrVehicleCategory: [category.data.id],
      arrJudges: [judgeId],
    },
    201,
  );
  const vehicles: JudgingShow['vehicles'] = [];
  for (let i = 1; i <= vehicleCount; i += 1) {
    const uniqueId = `${prefix}${String(i).padStart(2, '0')}`;
    const brand = `${prefix}Brand${String(i).padStart(2, '0')}`;
    const form = new FormData();
    form.set('intEventId', String(event.data.id));
    form.set('strRegistrationNo', `REG ${uniqueId}`);
    form.set('strBrandName', brand);
    form.set('strModelName', 'Model');
    form.set('strOwnerName', 'Owner');
    form.set('intCategoryId', String(category.data.id));
    form.set('strUniqueId', uniqueId);
    form.set('strPaymentStatus', 'Paid');
    if (pictures) form.append('vehicleImages', new Blob([await picture(i)], { type: 'image/jpeg' }), `${uniqueId}.jpg`);
    const created = await api<{ data: { intVehicleId?: number; id?: number } }>('POST', '/api/vehicle/', form, 201);
    const vehicleId = created.data.intVehicleId ?? created.data.id ?? 0;
    expect(vehicleId).toBeGreaterThan(0);
    vehicles.push({ uniqueId, brand, vehicleId });
  }
  return { eventId: event.data.id, judgeId, categoryName, parameterIds: [parameterIds[0] ?? 0, parameterIds[1] ?? 0], parameterTitles, vehicles };
}

/** The card of a vehicle in the judge's list (brand names are unique per show). */
export const cardOf = (page: Page, brand: string) => page.getByRole('button', { name: new RegExp(`${brand}\\b`) });

/** Picks the show's event (first of this judge) and category on a signed-in tablet. */
export async function openCategory(page: Page, show: JudgingShow): Promise<void> {
  await expect.poll(() => page.getByRole('combobox', { name: 'Event' }).inputValue()).toBe(String(show.eventId));
  const category = page.getByRole('button', { name: show.categoryName });
  await category.waitFor();
  await category.click();
  await expectPath(page, '/judge/vehicles');
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
