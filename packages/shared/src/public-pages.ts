import type { AudienceVehicle } from './schemas/attendee.ts';
import type { Awards, PublishedResults } from './schemas/awards.ts';
import { whenText } from './time-text.ts';

/**
 * The server-rendered public pages (issue 32, ADR 042): what the server puts in the HTML, and the
 * browser hydrates from the same data. Types only and plain rules: the public entry ships no zod.
 */

/** The vehicle a visitor votes for, as the verify and thanks pages name it. */
export interface VoteTarget {
  intVehicleId: number;
  strVehicleName: string;
  strUniqueId: string;
}

/** The visitor's e-mail code step: which form shows, and what the last answer said. */
export interface VerifyStep {
  step: 'email' | 'code';
  email: string;
  /** The refusal of the last post, worded as SPEC §8 reads it (under its field). */
  error?: string;
  /** The last post's good news (SPEC's "OTP Sent"). */
  notice?: string;
  /** Seconds until another code may be asked for. */
  resendAfter?: number;
}

export type PublicPage =
  /** windowLine: when voting opens or closed, worded on the server (one time-zone database for both renders). */
  | { kind: 'vehicle'; vehicle: AudienceVehicle; windowLine: string }
  | { kind: 'vehicle-missing'; notEntered: boolean }
  | { kind: 'verify'; target: VoteTarget | null; form: VerifyStep }
  | { kind: 'thanks'; target: VoteTarget | null }
  /** /results/{eventId}: what the organiser published, and nothing more (ADR 032). */
  | { kind: 'results'; results: PublishedResults }
  /** /awards/shared/{token}: the awards screen through the organiser's read-only link. */
  | { kind: 'awards'; token: string; awards: Awards }
  /** A page that cannot be shown (not published, unknown, too many requests): why, in the server's words. */
  | { kind: 'unavailable'; message: string };

/** The <script type="application/json"> the page's data rides in, read by the hydrating entry. */
export const PUBLIC_PAGE_DATA_ID = 'showgrid-page';

/** The form fields of the no-script vote flow (POST /audience/verify): SPEC's own body names. */
export const VERIFY_FORM = { vehicle: 'vehicle', email: 'email', otp: 'otp', action: 'action' } as const;

/** What a post of the verify form asks for: a code (first or again), or the vote with the code. */
export const VERIFY_ACTIONS = ['send', 'resend', 'vote'] as const;
export type VerifyAction = (typeof VERIFY_ACTIONS)[number];

/** /audience/verify?vehicle={card number}: the vote's vehicle rides in the address without script. */
export const verifyPath = (uniqueId: string) => `/audience/verify?${VERIFY_FORM.vehicle}=${encodeURIComponent(uniqueId)}`;
export const thanksPath = (uniqueId: string) => `/audience/thanks?${VERIFY_FORM.vehicle}=${encodeURIComponent(uniqueId)}`;

/** SPEC §8 wording of the audience flow. */
export const AUDIENCE_MESSAGES = {
  sent: 'OTP Sent',
  sendFailed: 'Failed to send OTP.',
  verified: 'OTP Verified.',
  voted: 'Vote successfully registered!',
  verifyFailed: 'OTP Verification Failed',
} as const;

/** The first message an error body keys under `field` (`{field: [message]}` or `{detail}`). */
export function fieldMessageOf(body: unknown, field: string): string | undefined {
  if (typeof body !== 'object' || body === null || !(field in body)) return undefined;
  const value: unknown = Object.entries(body).find(([key]) => key === field)?.[1];
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}

const firstOf = (body: unknown, fields: readonly string[], fallback: string) =>
  fields.map((field) => fieldMessageOf(body, field)).find((message) => message !== undefined) ?? fallback;

/**
 * SPEC §8: a failed send says Failed to send OTP., unless the server said why: a limit or a wait
 * (email), the vehicle takes no votes now (intVehicleId), the network asked too often (detail).
 */
export const sendFailureOf = (body: unknown) => firstOf(body, ['email', 'intVehicleId', 'detail'], AUDIENCE_MESSAGES.sendFailed);
/** SPEC §8: verify failure shows error.otp, else error.email, else OTP Verification Failed. */
export const verifyFailureOf = (body: unknown) => firstOf(body, ['otp', 'email', 'detail'], AUDIENCE_MESSAGES.verifyFailed);
/** SPEC §8: vote failure shows error.intVehicleId, else (ours) error.email, else OTP Verification Failed. */
export const voteFailureOf = (body: unknown) => firstOf(body, ['intVehicleId', 'email', 'detail'], AUDIENCE_MESSAGES.verifyFailed);

/** When voting opens, or when it closed, in the show's own time zone (PRODUCT.md "Voting window"). */
export function votingWindowLine(vehicle: AudienceVehicle): string {
  if (vehicle.strVotingState === 'not-yet') return `Voting opens on ${whenText(new Date(vehicle.dtVotingOpensAt), vehicle.strTimeZone)}.`;
  return `Voting closed on ${whenText(new Date(vehicle.dtVotingClosesAt), vehicle.strTimeZone)}.`;
}

// Every kind once: a kind added to PublicPage and not here fails the type-check.
const KINDS: Record<PublicPage['kind'], true> = {
  vehicle: true,
  'vehicle-missing': true,
  verify: true,
  thanks: true,
  results: true,
  awards: true,
  unavailable: true,
};
const PAGE_KINDS: readonly string[] = Object.keys(KINDS);

/** The page data the server wrote into the HTML (its own JSON a moment ago: the kind is enough to tell). */
export function isPublicPage(value: unknown): value is PublicPage {
  return (
    typeof value === 'object' && value !== null && 'kind' in value && typeof value.kind === 'string' && PAGE_KINDS.includes(value.kind)
  );
}
