import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { events } from './catalogue.ts';
import { users } from './users.ts';
import { vehicles } from './vehicles.ts';

export type OtpPurpose = 'vote' | 'entrant';

/**
 * One-time codes e-mailed to visitors (PRODUCT.md "Audience votes"). Only an HMAC of the code is
 * kept. Rows stay for a day after they are replaced or used: they are what the per-e-mail caps
 * count. `sentAt` is null while the message is going out; a send the mail server refused deletes
 * its row, so it does not count.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    /**
     * The canonical address (modules/attendee/canonical-email.ts): x+1@gmail.com and x@gmail.com
     * share their codes and caps, as they share an inbox. The mail went to the address typed.
     */
    email: text('email').notNull(),
    /** What the code proves the inbox for: a vote, or an entrant's sign-in (issue 31); each has its own caps. */
    purpose: text('purpose').$type<OtpPurpose>().notNull().default('vote'),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    wrongTries: integer('wrong_tries').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** A newer code went out to the same address. */
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [index('otp_codes_email_created_idx').on(t.email, t.createdAt), index('otp_codes_created_idx').on(t.createdAt)],
);

/** A verified e-mail: its token (hashed) lets that address cast one vote for a short while. */
export const voteVerifications = pgTable(
  'vote_verifications',
  {
    id: serial('id').primaryKey(),
    /** The canonical address that was verified. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('vote_verifications_token_idx').on(t.tokenHash), index('vote_verifications_expires_idx').on(t.expiresAt)],
);

/**
 * One vote per (event, canonical address): the unique index is the rule, so two votes racing each
 * other, also from x+1@gmail.com and x.y@gmail.com, end as one row. A voided vote stays (it still
 * holds that inbox's one vote) but no longer counts.
 */
export const audienceVotes = pgTable(
  'audience_votes',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    /** The address as typed (trimmed, lower-cased): what an organiser sees, masked. */
    email: text('email').notNull(),
    /**
     * The canonical address. Null only on a vote cast before migration 0006 whose inbox had
     * already voted at that event under another spelling: it still counts (it was accepted under
     * the rule of its day) and the first of them holds the inbox's one vote (ADR 017).
     */
    canonicalEmail: text('canonical_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: integer('voided_by').references(() => users.id, { onDelete: 'set null' }),
    /** Why the organiser voided it (PRODUCT.md "Votes the organiser can audit"). */
    voidReason: text('void_reason'),
    /**
     * The client address the vote came from, as a keyed hash (never the address): votes from one
     * address can be told apart and grouped, not traced. Null on votes from before it was kept.
     */
    clientHash: text('client_hash'),
  },
  (t) => [
    uniqueIndex('audience_votes_event_canonical_email_idx').on(t.eventId, t.canonicalEmail),
    // Implied by the one above for every vote since 0006; kept so a server not yet upgraded (a
    // rolling upgrade mid-show) still finds the index its ON CONFLICT names.
    uniqueIndex('audience_votes_event_email_idx').on(t.eventId, t.email),
    index('audience_votes_vehicle_idx').on(t.vehicleId),
    check('audience_votes_email_check', sql`${t.email} = lower(${t.email})`),
  ],
);
