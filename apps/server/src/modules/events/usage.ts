import { HttpError } from '../../lib/http-errors.ts';
import type { Executor } from './repository.ts';

/**
 * One reason an event may not be deleted: resolves to what blocks it ("12 vehicles"), or null.
 * Category and judge mappings are pure links and never block (ADR 006); real work does.
 */
export type EventUsageCheck = (tx: Executor, eventId: number) => Promise<string | null>;

/**
 * The checks run before an event is deleted. Vehicles and score entries land in later issues;
 * each adds its check here, e.g. `async (tx, id) => (n = count vehicles) ? `${n} vehicles` : null`.
 */
export const EVENT_USAGE_CHECKS: EventUsageCheck[] = [];

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
