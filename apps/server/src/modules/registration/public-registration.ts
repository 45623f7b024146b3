import type { PublicRegistration } from '@showgrid/shared/schemas/registration';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-errors.ts';
import { eventsRepository } from '../events/repository.ts';
import { presentPublicRegistration } from './presenter.ts';
import { registrationsRepository } from './repository.ts';
import { paymentModesOffered } from './service.ts';

export const REGISTRATION_NOT_SET_UP = 'This event takes no registrations.';

export type PublicRegistrationRead = (eventId: number) => Promise<PublicRegistration>;

/**
 * What anyone reads of an event's registration (its classes, fees and places left): the API's
 * GET /api/public/registration/{eventId}/ and the server-rendered /register/{eventId} alike.
 */
export function createPublicRegistrationRead(
  db: Db,
  onlinePayments: boolean,
  now: () => Date,
  deploymentZone: string,
): PublicRegistrationRead {
  return async (eventId) => {
    const event = await eventsRepository.find(db, eventId);
    // An event whose registration was never opened is not a registration page.
    if (!event || (!event.registration.open && event.registration.classes.length === 0)) throw notFound(REGISTRATION_NOT_SET_UP);
    const at = now();
    const held = await registrationsRepository.heldPlaces(db, event.id, at);
    return presentPublicRegistration(event, held, paymentModesOffered(event.registration, onlinePayments), at, deploymentZone);
  };
}
