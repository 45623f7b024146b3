import { english } from '../i18n/english.ts';
import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { LOCALE_MESSAGE, LOCALES } from '../locales.ts';
import { REQUIRED } from './fields.ts';
import { CALLER_ROLES, ROLES } from '../roles.ts';

/** POST /api/auth/token/ — username is the e-mail address. */
export const loginBodySchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, english(/*i18n*/ { id: 'This field is required.' }))
    .max(LIMITS.emailMax),
  password: z
    .string()
    .min(1, english(/*i18n*/ { id: 'This field is required.' }))
    .max(LIMITS.passwordMax),
  /**
   * Optional, ours: refresh tokens of this sign-in rotate (each refresh answers a new one, and an
   * old one used again revokes them all; ADR 003). Without it (SPEC's client, whose refresh
   * answers only `access`) the refresh token stays the same for the session.
   */
  blnRotateRefresh: z.boolean().optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const tokenPairSchema = z.object({
  access: z.string(),
  refresh: z.string(),
  user_id: z.number().int(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const refreshBodySchema = z.object({
  refresh: z
    .string()
    .min(1, english(/*i18n*/ { id: 'This field is required.' }))
    .max(512),
});

/** The refresh answer carries the rotated refresh token beside SPEC's `access`. */
export const refreshResponseSchema = z.object({
  access: z.string(),
  refresh: z.string(),
});

export const logoutBodySchema = z.object({
  refresh: z.string().max(512).optional(),
});

/** Claims of an access token (SPEC §3: strUserType; user_id is the judge id for judges). */
export const accessClaimsSchema = z.object({
  /** The account's id; an entrant's token: the entrant's (issue 31). */
  user_id: z.number().int(),
  strUserType: z.enum(CALLER_ROLES),
  token_type: z.literal('access'),
});
export type AccessClaims = z.infer<typeof accessClaimsSchema>;

export const meSchema = z.object({
  user_id: z.number().int(),
  strEmail: z.string(),
  strFullName: z.string(),
  strUserType: z.enum(ROLES),
  /** Ours (issue 33): the person's own language for the app's screens; null until they choose one. */
  strLocale: z.enum(LOCALES).nullable(),
});
export type Me = z.infer<typeof meSchema>;

/** PUT /api/auth/me/ (ours, issue 33): the person's own language, kept on their account; null forgets it. */
export const meLanguageBodySchema = z.object({
  strLocale: z.enum(LOCALES, { error: (issue) => (issue.input === undefined ? REQUIRED : LOCALE_MESSAGE) }).nullable(),
});
export type MeLanguageBody = z.infer<typeof meLanguageBodySchema>;
