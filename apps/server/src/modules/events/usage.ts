import { count, eq } from 'drizzle-orm';
import { vehicles } from '../../db/schema/index.ts';
import { assertUnused, plural, type UsageCheck } from '../../lib/usage.ts';
import type { Executor } from './repository.ts';

export type EventUsageCheck = UsageCheck<Executor>;

/** Registered vehicles are real work: the organiser deletes or moves them first. */
const vehiclesOf: EventUsageCheck = async (tx, eventId) => {
  const [row] = await tx.select({ n: count() }).from(vehicles).where(eq(vehicles.eventId, eventId));
  return row && row.n > 0 ? plural(row.n, 'vehicle', 'vehicles') : null;
};

/** The checks run before an event is deleted. Score entries land in a later issue and add theirs here. */
export const EVENT_USAGE_CHECKS: EventUsageCheck[] = [vehiclesOf];

/** Throws 409 naming everything that still uses the event; run inside the delete's transaction. */
export const assertEventUnused = (tx: Executor, eventId: number, checks: readonly EventUsageCheck[] = EVENT_USAGE_CHECKS) =>
  assertUnused(tx, eventId, checks, 'This event cannot be deleted: it has');
