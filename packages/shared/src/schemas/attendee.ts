import { z } from 'zod';
import { LIMITS, VOTING } from '../limits.ts';
import { english } from '../i18n/translate.ts';
import { LOCALES } from '../locales.ts';
import { VOTING_STATES } from '../voting-window.ts';
import { idSchema } from './fields.ts';

/**
 * Audience voting (SPEC §2 "Audience", §5, §7 /attendee/, §8; PRODUCT.md "Audience votes").
 * Errors are keyed as SPEC §8 reads them: a failed verification under `otp` (else `email`), a
 * refused vote under `intVehicleId`; a missing or expired verification under `email`.
 */

export const AUDIENCE_EMAIL_MESSAGE = english(/*i18n*/ { id: 'Please enter a valid email address.' });
export const INVALID_OTP_MESSAGE = english(/*i18n*/ { id: 'Invalid OTP' });

/**
 * SPEC §5: text, at sign, text, dot, text — where "text" has no space, control character or
 * address punctuation (`,;:<>()[]\"`), so one field can never name two mailboxes
 * (`attacker,victim@example.com`), as the server also checks.
 */
const AUDIENCE_EMAIL = /^[^\s\p{Cc}@,;:<>()[\]\\"]+@[^\s\p{Cc}@,;:<>()[\]\\"]+\.[^\s\p{Cc}@,;:<>()[\]\\"]+$/u;

export const audienceEmailSchema = z
  .string({ error: AUDIENCE_EMAIL_MESSAGE })
  .trim()
  .max(LIMITS.emailMax, AUDIENCE_EMAIL_MESSAGE)
  .regex(AUDIENCE_EMAIL, AUDIENCE_EMAIL_MESSAGE);

/** 4 digits by default (SPEC); a server with OTP_DIGITS up to 8 checks the exact length itself. */
export const otpSchema = z
  .string({ error: INVALID_OTP_MESSAGE })
  .trim()
  .regex(/^[0-9]{4,8}$/, INVALID_OTP_MESSAGE);

/**
 * SPEC's body is `email`. `intVehicleId` (optional, our client sends it) names the vehicle voted
 * for: no code is sent for a vehicle that takes no votes now, and the code's mail tells an inbox
 * that already voted at its event so (the answer does not: ADR 032).
 */
export const sendOtpBodySchema = z.object({ email: audienceEmailSchema, intVehicleId: idSchema.optional() });
export const sendOtpAnswerSchema = z.object({
  detail: z.string(),
  /** Seconds until another code may be asked for. */
  intResendAfter: z.number().int(),
});

export const verifyOtpBodySchema = z.object({ email: audienceEmailSchema, otp: otpSchema });
/**
 * A verified e-mail gets a one-use token that lets it vote for VOTING.verificationMinutes
 * (beyond SPEC's body: a vote must prove the verification, not only name the e-mail).
 */
export const verifyOtpAnswerSchema = z.object({
  detail: z.string(),
  strVoteToken: z.string(),
  dtExpiresAt: z.string(),
});

/** A vote with neither the token nor the browser's vote cookie of a verification. */
export const VERIFY_FIRST_MESSAGE = english(/*i18n*/ { id: 'Verify your e-mail address first.' });

/**
 * SPEC's vote is `email, intVehicleId`. The proof of the verification rides in `strVoteToken` or,
 * for a client that sends only SPEC's fields, in the HttpOnly cookie verify-otp set (ADR 012).
 */
export const voteBodySchema = z.object({
  email: audienceEmailSchema,
  intVehicleId: idSchema,
  strVoteToken: z.string({ error: VERIFY_FIRST_MESSAGE }).trim().min(1, VERIFY_FIRST_MESSAGE).max(200).optional(),
});
export const voteSchema = z.object({
  id: z.number().int(),
  intEventId: z.number().int(),
  intVehicleId: z.number().int(),
  dtCreatedAt: z.string(),
});

/**
 * GET /attendee/attendee-vote/: counts per vehicle of an event (admin). SPEC §7 says only "query
 * params": the event, or a vehicle alone (its votes, whatever its event), or both.
 */
export const voteCountQuerySchema = z
  .object({
    intEventId: idSchema.optional(),
    intVehicleId: idSchema.optional(),
  })
  .refine((query) => query.intEventId !== undefined || query.intVehicleId !== undefined, {
    message: english(/*i18n*/ { id: 'This field is required.' }),
    path: ['intEventId'],
  });
export const voteCountSchema = z.object({ intVehicleId: z.number().int(), numberOfVotes: z.number().int() });

/** GET /attendee/attendee-vote/list/: the votes of one vehicle, e-mails masked (admin, to void one). */
export const voteListQuerySchema = z.object({ intEventId: idSchema, intVehicleId: idSchema });
export const voteListItemSchema = z.object({
  id: z.number().int(),
  intVehicleId: z.number().int(),
  strEmailMasked: z.string(),
  dtCreatedAt: z.string(),
});

/** Why a vote looks suspicious (PRODUCT.md "Votes the organiser can audit"). */
/** own-car: the vote came from the inbox that entered the car through registration (issue 31). */
export const VOTE_FLAGS = ['same-address', 'burst', 'own-car'] as const;
export type VoteFlag = (typeof VOTE_FLAGS)[number];

/** GET /attendee/attendee-vote/event/ (ours): every vote of an event for the organiser's audit. */
export const eventVotesQuerySchema = z.object({ intEventId: idSchema });
export const voteAuditItemSchema = z.object({
  id: z.number().int(),
  intVehicleId: z.number().int(),
  strVehicleId: z.string().nullable(),
  strVehicleName: z.string(),
  strEmailMasked: z.string(),
  dtCreatedAt: z.string(),
  /** A keyed hash of the client address (never the address); null for votes from before it was kept. */
  strClientHash: z.string().nullable(),
  dtVoidedAt: z.string().nullable(),
  strVoidReason: z.string().nullable(),
  arrFlags: z.array(z.enum(VOTE_FLAGS)),
});
export type VoteAuditItem = z.infer<typeof voteAuditItemSchema>;

/** DELETE /attendee/attendee-vote/{id}/ takes (ours, optional) the organiser's reason. */
export const voidVoteQuerySchema = z.object({ strReason: z.string().trim().max(VOTING.voidReasonMax).optional() });

/** GET /attendee/vehicle/{uniqueId}/: the id printed on the windscreen card. */
export const audienceVehicleParamsSchema = z.object({ uniqueId: z.string().trim().min(1).max(100) });

/** What a visitor sees of a vehicle: nothing about the owner, no documents. */
export const audienceVehicleSchema = z.object({
  intVehicleId: z.number().int(),
  intEventId: z.number().int(),
  strUniqueId: z.string(),
  strRegistrationNumber: z.string(),
  strVehicleName: z.string(),
  strCategoryName: z.string(),
  strEventTitle: z.string(),
  /** The first picture (a /media path) or null. */
  strImage: z.string().nullable(),
  /** Votes are taken now (PRODUCT: only for vehicles of an event open for voting). */
  blnVotingOpen: z.boolean(),
  /** Ours (PRODUCT.md "Voting window"): the event's window and where it stands now. */
  strVotingState: z.enum(VOTING_STATES),
  dtVotingOpensAt: z.string(),
  dtVotingClosesAt: z.string(),
  /** The show's time zone (IANA): the page says when voting opens or closed in the show's local time. */
  strTimeZone: z.string(),
  /** The show's language (issue 33): the page's, unless the visitor's browser or choice asks for another. */
  strLocale: z.enum(LOCALES),
});

export type AudienceVehicle = z.infer<typeof audienceVehicleSchema>;

/** 404 of a card: SPEC's "Vehicle Not Found.", and (ours) blnNotEntered when the vehicle is known but not Paid yet. */
export const notFoundVehicleSchema = z.object({ detail: z.string(), blnNotEntered: z.boolean().optional() });
export type VoteCount = z.infer<typeof voteCountSchema>;
