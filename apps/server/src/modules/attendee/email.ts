import { AUDIENCE_EMAIL_MESSAGE } from '@showgrid/shared/schemas/attendee';
import { HttpError } from '../../lib/http-errors.ts';

/**
 * The address as typed, trimmed and lower-cased: where the mail goes and what the vote row keeps.
 * Codes, caps and the one vote per event compare canonicalEmail (canonical-email.ts) instead.
 */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * SPEC's "text, at sign, text, dot, text" lets through characters a mail library reads as address
 * syntax: "a,victim@example.com" would reach victim@example.com under a key of its own, around the
 * per-address caps. Such addresses are refused here with SPEC's message.
 */
const ADDRESS_SYNTAX = /[\s,;:<>()[\]\\"]/;
const isControl = (c: string) => c < ' ' || c === '\u007f';

export function assertPlainAddress(email: string, field = 'email'): void {
  if (ADDRESS_SYNTAX.test(email) || [...email].some(isControl)) throw new HttpError(400, { [field]: [AUDIENCE_EMAIL_MESSAGE] });
}

/** j•••@example.com: enough for an organiser to tell votes apart, not to learn who voted. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}
