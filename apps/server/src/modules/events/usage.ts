import { count, eq } from 'drizzle-orm';
import { vehicles } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { Executor } from './repository.ts';

/**
 * One reason an event may not be deleted: resolves to what blocks it ("12 vehicles"), or null.
 * Category and judge mappings are pure links and never block (ADR 006); real work does.
 */
export type EventUsageCheck = (tx: Executor, eventId: number) => Promise<string | null>;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Registered vehicles are real work: the organiser deletes or moves them first. */
const vehiclesOf: EventUsageCheck = async (tx, eventId) => {
  const [row] = await tx.select({ n: count() }).from(vehicles).where(eq(vehicles.eventId, eventId));
  return row && row.n > 0 ? plural(row.n, 'vehicle', 'vehicles') : null;
};

/** The checks run before an event is deleted. Score entries land in a later issue and add theirs here. */
export const EVENT_USAGE_CHECKS: EventUsageCheck[] = [vehiclesOf];

/** Throws 409 naming everything that still uses the event; run inside the delete's transaction. */
export async function assertEventUnused(
  tx: Executor,
  eventId: number,
  checks: readonly EventUsageCheck[] = EVENT_USAGE_CHECKS,
): Promise<void> {
  const blockers: string[] = [];
  for (const check of checks) {
    const blocker = await check(tx, eventId);
    if (blocker) blockers.push(blocker);
  }
  if (blockers.length > 0) {
    throw new HttpError(409, { detail: `This event cannot be deleted: it has ${blockers.join(' and ')}.` });
  }
}
