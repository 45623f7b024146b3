import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Locale } from '@showgrid/shared/locales';
import type { PaymentMode, RegistrationStatus } from '@showgrid/shared/schemas/registration';
import { categories, events } from './catalogue.ts';
import { media } from './media.ts';
import { vehicles } from './vehicles.ts';

/**
 * Entrant registration (issue 31, ADR 039): people who enter their own car, their entries, and the
 * payment events already processed. The organiser's settings live on the event
 * (events.registration).
 */

/** Someone who proved an inbox with a one-time code; the id is the entrant token's subject. */
export const entrants = pgTable(
  'entrants',
  {
    id: serial('id').primaryKey(),
    /** The canonical address (modules/attendee/canonical-email.ts): one entrant per inbox. */
    canonicalEmail: text('canonical_email').notNull(),
    /** The address as last typed: where the mail goes. */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('entrants_canonical_email_idx').on(t.canonicalEmail)],
);

export type { RegistrationStatus };

/** An extra as bought: its name and price when the entry was made, and how many. */
export interface BoughtExtra {
  name: string;
  priceCents: number;
  quantity: number;
}

/**
 * One entry of one car at one event. Its place is held (counted against the caps) while it is
 * pending approval, awaiting a payment whose hold has not expired, offered (until the offer
 * expires) or confirmed; arrival order is the id, given under the event's lock.
 */
export const registrations = pgTable(
  'registrations',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    entrantId: integer('entrant_id')
      .notNull()
      .references(() => entrants.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    status: text('status').$type<RegistrationStatus>().notNull(),
    ownerName: text('owner_name').notNull(),
    phone: text('phone').notNull().default(''),
    brand: text('brand').notNull().default(''),
    model: text('model').notNull().default(''),
    year: integer('year'),
    registrationNo: text('registration_no').notNull(),
    colour: text('colour').notNull().default(''),
    paymentMode: text('payment_mode').$type<PaymentMode>().notNull(),
    extras: jsonb('extras').$type<BoughtExtra[]>().notNull().default([]),
    currency: text('currency').notNull(),
    /** The class's fee when the entry was made (early or not), and the whole amount with extras. */
    feeCents: integer('fee_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** Awaiting an online payment: the place is held until then (the checkout's expiry). */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** Offered from the waiting list: the offer stands until then. */
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    /** The Stripe Checkout Session of the open (or last) online payment, and where the entrant pays it. */
    checkoutSessionId: text('checkout_session_id'),
    checkoutUrl: text('checkout_url'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** online (Stripe), cash or card (marked at the gate). */
    paidVia: text('paid_via'),
    /** The organiser approved the entry (events that ask for approval): an offer taken later needs none again. */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** The organiser marked the money given back (in Stripe's dashboard, or by hand). */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** The organiser's reason, mailed, when rejected. */
    reason: text('reason').notNull().default(''),
    /** The vehicle the confirmed entry became. */
    vehicleId: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    /**
     * The entrant's language when the entry was made (issue 33: their choice, else their browser's):
     * the mails sent later (an offer, an approval) speak it. Null: the event's strLocale.
     */
    locale: text('locale').$type<Locale>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('registrations_event_status_idx').on(t.eventId, t.status),
    index('registrations_entrant_idx').on(t.entrantId),
    uniqueIndex('registrations_checkout_idx').on(t.checkoutSessionId),
    check(
      'registrations_status_check',
      sql`${t.status} in ('pending-approval', 'awaiting-payment', 'confirmed', 'waitlisted', 'offered', 'withdrawn', 'rejected')`,
    ),
    check('registrations_locale_check', sql`${t.locale} is null or ${t.locale} in ('en', 'de', 'fr', 'nl', 'es')`),
    check('registrations_payment_mode_check', sql`${t.paymentMode} in ('online', 'gate')`),
    check('registrations_amount_check', sql`${t.feeCents} >= 0 and ${t.amountCents} >= ${t.feeCents}`),
  ],
);

/** An entry's photos (at most 3), in upload order; the bytes live in media. */
export const registrationPhotos = pgTable(
  'registration_photos',
  {
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.registrationId, t.position] })],
);

/**
 * Stripe events already processed (by Stripe's event id): a retried or replayed event finds its
 * row and changes nothing, so each payment is counted once however often Stripe sends it.
 */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
