import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Locale } from '@showgrid/shared/locales';
import { ROLES } from '@showgrid/shared/roles';
import { media } from './media.ts';
import { foldedColumnOf } from '../../lib/folded-text.ts';

/** Admins, judges and gate staff. A judge's id is the judge id of SPEC (user_id in the login answer). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    fullName: text('full_name').notNull().default(''),
    /** Searched and sorted without accents (lib/folded-text.ts). */
    fullNameFolded: text('full_name_folded').generatedAlwaysAs(foldedColumnOf('full_name')),
    title: text('title').notNull().default(''),
    photoId: uuid('photo_id').references(() => media.id, { onDelete: 'set null' }),
    /** The person's own language for the app's screens (issue 33); null: not chosen, the device's. */
    locale: text('locale').$type<Locale>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('admin', 'judge', 'staff')`),
    check('users_locale_check', sql`${t.locale} is null or ${t.locale} in ('en', 'de', 'fr', 'nl', 'es')`),
  ],
);

/**
 * Rotating refresh tokens, stored hashed. All tokens issued from one login share a family;
 * presenting a rotated (already used) token revokes the whole family (reuse detection).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    familyExpiresAt: timestamp('family_expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * Whether the family rotates (ADR 003): asked for at sign-in by our client; SPEC's client
     * keeps the refresh token it signed in with, as SPEC's refresh answers only `access`.
     */
    rotates: boolean('rotates').notNull().default(true),
    /** Times this rotated token was used again within the grace window (capped). */
    graceUses: integer('grace_uses').notNull().default(0),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash), index('refresh_tokens_family_idx').on(t.familyId)],
);
