import type { RegistrationClass, RegistrationSettings } from '@showgrid/shared/registration-rules';
import type { PaymentMode } from '@showgrid/shared/schemas/registration';
import type { HeldPlaces, RegistrationStatus } from './records.ts';

/**
 * Which entries hold a place, and what a new entry becomes (issue 31). An entry holds its place
 * while it waits for the organiser's approval, while an online payment is open (until its
 * checkout expires), while a place offered from the waiting list stands, and once confirmed.
 * repository.ts counts the same in SQL (holdsPlaceAt).
 */

/**
 * A place waiting for an online payment is held this long: the Checkout Session's `expires_at`.
 * Stripe refuses one under 30 minutes after it creates the session, by its own clock: the extra
 * minute covers the request's way and clock skew, so a checkout is never refused for it.
 */
export const PAYMENT_HOLD_MINUTES = 31;
/** A place offered from the waiting list stands this long, then goes to the next. */
export const OFFER_HOURS = 48;

/** Whether a place is free in the class and at the show. */
export function hasPlace(settings: RegistrationSettings, entered: RegistrationClass, held: HeldPlaces): boolean {
  const underEventCap = settings.eventCap === null || held.event < settings.eventCap;
  const underClassCap = entered.cap === null || (held.byClass.get(entered.categoryId) ?? 0) < entered.cap;
  return underEventCap && underClassCap;
}

interface EntryCase {
  hasPlace: boolean;
  approval: boolean;
  paymentMode: PaymentMode;
  amountCents: number;
  now: Date;
}

/**
 * A new entry's status: the waiting list when no place is free; the organiser's approval first
 * when the event asks for it; confirmed at once when paying at the gate or owing nothing;
 * otherwise held while the entrant pays online.
 */
export function statusOnEntry(entry: EntryCase): { status: RegistrationStatus; holdExpiresAt: Date | null } {
  if (!entry.hasPlace) return { status: 'waitlisted', holdExpiresAt: null };
  if (entry.approval) return { status: 'pending-approval', holdExpiresAt: null };
  if (entry.paymentMode === 'gate' || entry.amountCents === 0) return { status: 'confirmed', holdExpiresAt: null };
  return { status: 'awaiting-payment', holdExpiresAt: new Date(entry.now.getTime() + PAYMENT_HOLD_MINUTES * 60_000) };
}
