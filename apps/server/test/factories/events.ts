import sharp from 'sharp';
import { API } from '@showgrid/shared/paths';
import type { EventBody, ShowEvent } from '@showgrid/shared/schemas/event';
import { eventCategories, eventJudges, events } from '../../src/db/schema/index.ts';
import type { TestContext } from '../helpers/test-app.ts';
import * as catalogue from './catalogue.ts';

/** Small factories for event tests. Catalogue rows go straight through drizzle. */

export const MINUTE = 60 * 1000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** An instant `ms` away from the test clock's now. */
export const fromNow = (ctx: TestContext, ms: number) => new Date(ctx.clock.now().getTime() + ms);

/** A real PNG (with alpha, so it stays PNG after re-encoding), base64 without a prefix. */
export async function pngBase64(width = 24, height = 16, colour = '#3366cc80'): Promise<string> {
  const png = await sharp({ create: { width, height, channels: 4, background: colour } })
    .png()
    .toBuffer();
  return png.toString('base64');
}

const randomName = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;

/** The catalogue factories (catalogue.ts) on the test's database, with random names. */
export const createVehicleType = (ctx: TestContext, title = randomName('Type')) => catalogue.createVehicleType(ctx.database.db, title);

export const createCategory = (ctx: TestContext, input: { name?: string; vehicleTypeId?: number; iconId?: string | null } = {}) =>
  catalogue.createCategory(ctx.database.db, { ...input, name: input.name ?? randomName('Category') });

/** A valid create body for an event `startsInMs` after the test clock's now. */
export function eventBody(ctx: TestContext, overrides: Partial<EventBody> & { startsInMs?: number } = {}): EventBody {
  const { startsInMs = 7 * DAY, ...rest } = overrides;
  return {
    strEventTitle: 'Spring Classic Show',
    strEventLocation: 'Riverside Park',
    strEventCoordinatorName: 'Sam Organiser',
    strEventCoordinatorPhone: '+44 20 7946 0000',
    strEventDescription: 'Classic and custom cars on the lawn.',
    strEventStartDateTime: fromNow(ctx, startsInMs).toISOString(),
    ...rest,
  };
}

/** Creates an event through the API as the given admin; fails loudly when the API refuses. */
export async function postEvent(
  ctx: TestContext,
  headers: { authorization: string },
  overrides: Partial<EventBody> & { startsInMs?: number } = {},
): Promise<ShowEvent> {
  const res = await ctx.app.inject({ method: 'POST', url: API.events, headers, payload: eventBody(ctx, overrides) });
  if (res.statusCode !== 201) throw new Error(`event create failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/**
 * Inserts an event row (and its mappings) straight into the database: for list tests that need
 * many events, or events in the past, without going through the create rules.
 */
export async function insertEvent(
  ctx: TestContext,
  input: { title?: string; location?: string; startsAt: Date; categoryIds?: number[]; judgeIds?: number[] },
) {
  const db = ctx.database.db;
  const [row] = await db
    .insert(events)
    .values({ title: input.title ?? 'Inserted Event', location: input.location ?? 'Somewhere', startsAt: input.startsAt })
    .returning();
  if (!row) throw new Error('event insert returned nothing');
  const categoryIds = input.categoryIds ?? [];
  const judgeIds = input.judgeIds ?? [];
  if (categoryIds.length > 0) await db.insert(eventCategories).values(categoryIds.map((categoryId) => ({ eventId: row.id, categoryId })));
  if (judgeIds.length > 0) await db.insert(eventJudges).values(judgeIds.map((judgeId) => ({ eventId: row.id, judgeId })));
  return row;
}

/** Every mapping row of an event, read from the database (not through the API under test). */
export async function mappingRows(ctx: TestContext, eventId: number) {
  const db = ctx.database.db;
  const cats = await db.select().from(eventCategories);
  const judges = await db.select().from(eventJudges);
  return {
    categoryIds: cats
      .filter((r) => r.eventId === eventId)
      .map((r) => r.categoryId)
      .sort((a, b) => a - b),
    judgeIds: judges
      .filter((r) => r.eventId === eventId)
      .map((r) => r.judgeId)
      .sort((a, b) => a - b),
  };
}
