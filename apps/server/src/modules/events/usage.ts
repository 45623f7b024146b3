import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { categories, registrations, scoreEntries, vehicles } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { assertUnused, plural, type UsageCheck } from '../../lib/usage.ts';
import type { Executor } from './records.ts';

export type EventUsageCheck = UsageCheck<Executor>;

/** Registered vehicles are real work: the organiser deletes or moves them first. */
const vehiclesOf: EventUsageCheck = async (tx, eventId) => {
  const [row] = await tx.select({ n: count() }).from(vehicles).where(eq(vehicles.eventId, eventId));
  return row && row.n > 0 ? plural(row.n, 'vehicle', 'vehicles') : null;
};

const scoresOf: EventUsageCheck = async (tx, eventId) => {
  const [row] = await tx.select({ n: count() }).from(scoreEntries).where(eq(scoreEntries.eventId, eventId));
  return row && row.n > 0 ? plural(row.n, 'score entry', 'score entries') : null;
};

/** Entrants' entries (issue 31), paid or waiting: theirs to withdraw, not the delete's to drop. */
const entriesOf: EventUsageCheck = async (tx, eventId) => {
  const [row] = await tx.select({ n: count() }).from(registrations).where(eq(registrations.eventId, eventId));
  return row && row.n > 0 ? plural(row.n, 'registration', 'registrations') : null;
};

/** The checks run before an event is deleted. */
export const EVENT_USAGE_CHECKS: EventUsageCheck[] = [vehiclesOf, scoresOf, entriesOf];

/** Throws 409 naming everything that still uses the event; run inside the delete's transaction. */
export const assertEventUnused = (tx: Executor, eventId: number, checks: readonly EventUsageCheck[] = EVENT_USAGE_CHECKS) =>
  assertUnused(tx, eventId, checks, 'This event cannot be deleted: it has');

/** Refuses (409) to take categories off an event while its vehicles are in them, naming each. */
export async function assertCategoriesEmpty(tx: Executor, eventId: number, categoryIds: readonly number[]): Promise<void> {
  if (categoryIds.length === 0) return;
  const rows = await tx
    .select({ name: categories.name, n: count() })
    .from(vehicles)
    .innerJoin(categories, eq(categories.id, vehicles.categoryId))
    .where(and(eq(vehicles.eventId, eventId), inArray(vehicles.categoryId, [...categoryIds])))
    .groupBy(categories.name)
    .orderBy(asc(categories.name));
  if (rows.length === 0) return;
  const held = rows.map((row) => `"${row.name}" (${plural(row.n, 'vehicle', 'vehicles')})`).join(', ');
  throw new HttpError(409, { detail: `These categories still have vehicles in this event: ${held}. Move or delete the vehicles first.` });
}
