import type { AudienceVehicle } from './schemas/attendee.ts';
import type { Awards, PublishedResults } from './schemas/awards.ts';
import type { PublicRegistration, RegistrationStatus } from './schemas/registration.ts';
import { english, type I18n } from './i18n/translate.ts';
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

/** /register/{eventId}'s dates, worded on the server in the show's time zone (one zone for both renders). */
export interface RegisterLines {
  /** "Sat 6 June 2026" */
  starts: string;
  /** "Registration is open until …", "Registration opens on …", "Registration is closed." */
  state: string;
  /** "Early-bird fees until …", or null. */
  early: string | null;
}

/** A field of the entry form as typed (text), by the form's own field names (ENTRY_FORM). */
export type EntryFormText = Partial<Record<string, string>>;

/** What became of an entry just sent (its status, its class), for the page that says what happens next. */
export interface EntryOutcomeView {
  intRegistrationId: number;
  strStatus: RegistrationStatus;
  strClassName: string;
  blnPaysAtGate: boolean;
}

/** The entrant's step on /register/{eventId}: the e-mail code (as the visitor's), the entry form, or its outcome. */
export type RegisterStep =
  | ({ step: 'email' | 'code' } & Omit<VerifyStep, 'step'> & {
        /**
         * An entry sent after the sign-in lapsed, as typed: carried through the e-mail steps in hidden
         * fields (ENTRY_FORM.kept) and back into the form once signed in, so nothing typed is lost.
         */
        kept?: EntryFormText;
      })
  /** Signed in: the form, with what was typed and the refusals of the last post (a field's, or the form's). */
  | {
      step: 'entry';
      values: EntryFormText;
      errors: EntryFormText;
      formError?: string;
      /** The form came back refused: the photos sent with it are not in it (a file input cannot be filled again). */
      photosDropped?: boolean;
    }
  | { step: 'outcome'; outcome: EntryOutcomeView };

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
  /** /register/{eventId}: the classes and fees for anyone; step null while the event takes no entries. */
  | { kind: 'register'; registration: PublicRegistration; lines: RegisterLines; step: RegisterStep | null }
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

/** The prefix of an entry's fields carried through the e-mail steps (hidden fields). */
export const KEPT_PREFIX = 'kept.';

/**
 * The no-script entry form's fields (POST /register/{eventId}): the web form's own names, so a
 * refusal lands under the field it is about; extras are `extras.{index}` in the event's order.
 */
export const ENTRY_FORM = {
  action: 'action',
  email: 'strEmail',
  code: 'strCode',
  category: 'intCategoryId',
  payment: 'strPaymentMode',
  photos: 'photos',
  extra: (index: number) => `extras.${String(index)}`,
  /** An entry's field carried through the e-mail steps (RegisterStep's `kept`). */
  kept: (name: string) => `${KEPT_PREFIX}${name}`,
} as const;

/** What a post of the registration page asks for. */
export const REGISTER_ACTIONS = ['send', 'resend', 'verify', 'change', 'enter'] as const;
export type RegisterAction = (typeof REGISTER_ACTIONS)[number];

export const registerPath = (eventId: number) => `/register/${String(eventId)}`;

/** The language picker's address (GET, a link): keeps the choice, then back to `back` (a path of this site). */
export const LANGUAGE_PATH = '/language';
export const languagePath = (locale: string, back: string) => `${LANGUAGE_PATH}/${locale}?back=${encodeURIComponent(back)}`;

/** A path of this site to come back to, or "/": never another site's address (//host, \\host, a scheme). */
export function safeBack(back: string | undefined): string {
  const control = [...(back ?? '')].some((ch) => ch.charCodeAt(0) < 0x20);
  if (!back || !back.startsWith('/') || back.startsWith('//') || back.includes('\\') || control) return '/';
  return back.slice(0, 2048);
}

/**
 * The pages whose every word is translated so far (issue 33 lands page by page): these render in
 * the reader's language and offer the picker; the others stay in English until theirs are.
 */
export const SPEAKING_PAGES: readonly PublicPage['kind'][] = [
  'vehicle',
  'vehicle-missing',
  'verify',
  'thanks',
  'results',
  'awards',
  'register',
];

export const speaksEveryLanguage = (page: PublicPage): boolean => SPEAKING_PAGES.includes(page.kind);
/** The page after an entry went in (post, redirect, get): what became of it. */
export const registerOutcomePath = (eventId: number, registrationId: number) => `${registerPath(eventId)}?entry=${String(registrationId)}`;

/** SPEC §8 wording of the audience flow. */
export const AUDIENCE_MESSAGES = {
  sent: english(/*i18n*/ { id: 'OTP Sent' }),
  sendFailed: english(/*i18n*/ { id: 'Failed to send OTP.' }),
  verified: english(/*i18n*/ { id: 'OTP Verified.' }),
  voted: english(/*i18n*/ { id: 'Vote successfully registered!' }),
  verifyFailed: english(/*i18n*/ { id: 'OTP Verification Failed' }),
};

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
export function votingWindowLine(vehicle: AudienceVehicle, i18n: I18n): string {
  const when = (iso: string) => whenText(new Date(iso), vehicle.strTimeZone, i18n.locale);
  if (vehicle.strVotingState === 'not-yet')
    return i18n._(/*i18n*/ { id: 'Voting opens on {when}.', values: { when: when(vehicle.dtVotingOpensAt) } });
  return i18n._(/*i18n*/ { id: 'Voting closed on {when}.', values: { when: when(vehicle.dtVotingClosesAt) } });
}

const DAY_FORMAT = { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' } as const;

/** The registration page's dates in the show's time zone, in the page's language. */
export function registerLines(registration: PublicRegistration, timeZone: string, i18n: I18n): RegisterLines {
  const when = (iso: string) => whenText(new Date(iso), timeZone, i18n.locale);
  const { strState, dtOpensAt, dtClosesAt } = registration;
  const state =
    strState === 'open'
      ? dtClosesAt === null
        ? i18n._(/*i18n*/ { id: 'Registration is open.' })
        : i18n._(/*i18n*/ { id: 'Registration is open until {when}.', values: { when: when(dtClosesAt) } })
      : strState === 'not-open'
        ? dtOpensAt === null
          ? i18n._(/*i18n*/ { id: 'Registration opens soon.' })
          : i18n._(/*i18n*/ { id: 'Registration opens on {when}.', values: { when: when(dtOpensAt) } })
        : i18n._(/*i18n*/ { id: 'Registration is closed.' });
  // English as SPEC writes it ("Sat 6 June 2026"); another language its own way.
  const dayLocale = i18n.locale === 'en' ? 'en-GB' : i18n.locale;
  return {
    starts: new Intl.DateTimeFormat(dayLocale, { ...DAY_FORMAT, timeZone }).format(new Date(registration.strEventStartDateTime)),
    state,
    early:
      registration.blnEarly && registration.dtEarlyUntil !== null
        ? i18n._(/*i18n*/ { id: 'Early-bird fees until {when}.', values: { when: when(registration.dtEarlyUntil) } })
        : null,
  };
}

// Every kind once: a kind added to PublicPage and not here fails the type-check.
const KINDS: Record<PublicPage['kind'], true> = {
  vehicle: true,
  'vehicle-missing': true,
  verify: true,
  thanks: true,
  results: true,
  awards: true,
  register: true,
  unavailable: true,
};
const PAGE_KINDS: readonly string[] = Object.keys(KINDS);

/** The page data the server wrote into the HTML (its own JSON a moment ago: the kind is enough to tell). */
export function isPublicPage(value: unknown): value is PublicPage {
  return (
    typeof value === 'object' && value !== null && 'kind' in value && typeof value.kind === 'string' && PAGE_KINDS.includes(value.kind)
  );
}
