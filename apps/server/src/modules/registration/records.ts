import type { Locale } from '@showgrid/shared/locales';
import type { PaymentMode } from '@showgrid/shared/schemas/registration';
import type { BoughtExtra, RegistrationStatus } from '../../db/schema/index.ts';

/** An entry in the code's own names (issue 31): what the repository reads and the service writes. */

export type { BoughtExtra, RegistrationStatus };

/** What the entrant typed about the car and its owner. */
export interface EntryFields {
  ownerName: string;
  phone: string;
  brand: string;
  model: string;
  year: number | null;
  registrationNo: string;
  colour: string;
}

/** A new entry as the route read it: plain values, the photos still as the client sent them. */
export interface RegistrationInput {
  eventId: number;
  categoryId: number;
  fields: EntryFields;
  paymentMode: PaymentMode;
  extras: { name: string; quantity: number }[];
  photos: string[];
  /** The entrant's language, as their request named it (entrant-sign-in.ts askedLocale); null: none of ours. */
  locale?: Locale | null;
}

export interface RegistrationRecord extends EntryFields {
  id: number;
  eventId: number;
  eventTitle: string;
  entrantId: number;
  /** Where the entrant's mail goes (the address as they last typed it). */
  entrantEmail: string;
  categoryId: number;
  categoryName: string;
  status: RegistrationStatus;
  paymentMode: PaymentMode;
  extras: BoughtExtra[];
  currency: string;
  feeCents: number;
  amountCents: number;
  holdExpiresAt: Date | null;
  offerExpiresAt: Date | null;
  paidAt: Date | null;
  paidVia: string | null;
  refundedAt: Date | null;
  approvedAt: Date | null;
  reason: string;
  vehicleId: number | null;
  /** The confirmed entry's vehicle's id on its card (null: none yet, or no series). */
  vehicleUniqueId: string | null;
  /** The vehicle is Paid (ranked) and the event's results are published: the score sheet is there. */
  vehiclePaid: boolean;
  resultsPublished: boolean;
  /** The Stripe Checkout Session of the open (or last) online payment: never shown, matched by the webhook. */
  checkoutSessionId: string | null;
  checkoutUrl: string | null;
  photoIds: string[];
  createdAt: Date;
  /** The language the mails about this entry speak: the entrant's when they made it, else the event's strLocale. */
  locale: Locale;
  /** The event's own time zone (null: the deployment's TIME_ZONE): the mails' dates are in it. */
  eventTimeZone: string | null;
}

/** The places an event's entries hold now: in all, and per class. */
export interface HeldPlaces {
  event: number;
  byClass: Map<number, number>;
}
