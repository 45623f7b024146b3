import type { RegistrationSettings } from '@showgrid/shared/registration-rules';
import { HttpError } from '../../lib/http-errors.ts';
import type { EventRecord, Executor } from './records.ts';
import { eventsRepository as repo } from './repository.ts';

/** An event's entrant registration settings (issue 31): written whole, like the scoring settings. */

export const NOT_A_CLASS_OF_EVENT = (categoryId: number) => `Category ${categoryId} is not a class of this event.`;

/**
 * Writes the settings given, after the event's categories: 400 (all rolled back) for a class that
 * is not one of the event's categories, which no entrant could be judged in.
 */
export async function setRegistration(
  tx: Executor,
  id: number,
  registration: RegistrationSettings | undefined,
  categoryIds: readonly number[],
): Promise<void> {
  if (!registration) return;
  const strangers = registration.classes.filter((c) => !categoryIds.includes(c.categoryId)).map((c) => c.categoryId);
  if (strangers.length > 0) throw new HttpError(400, { objRegistration: strangers.map(NOT_A_CLASS_OF_EVENT) });
  await repo.setRegistration(tx, id, registration);
}

/**
 * Settings left out of an update are kept, less the classes of categories taken off the event
 * (as their panels go with them); undefined when nothing changes.
 */
export function keptClasses(before: EventRecord, categoryIds: readonly number[]): RegistrationSettings | undefined {
  const classes = before.registration.classes.filter((c) => categoryIds.includes(c.categoryId));
  return classes.length === before.registration.classes.length ? undefined : { ...before.registration, classes };
}
