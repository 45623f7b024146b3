import { normaliseEmail } from './email.ts';

/**
 * One inbox, one key (ADR 017): the form in which the one vote per event, the per-address code
 * caps and the codes themselves compare an address. Mail still goes to the address typed.
 *
 * Only what these providers deliver to one inbox without the owner creating anything: Gmail
 * ignores dots and a +tag and is also googlemail.com; the others deliver a +tag. Nowhere else is
 * anything cut: on an unknown domain `a+b` and `a.b` may be other people's mailboxes.
 *
 * Migration 0006 computes the same form in SQL for the votes cast before it; a test holds the
 * two together, so a change here needs a migration that recomputes `canonical_email`.
 */
const GMAIL = new Set(['gmail.com', 'googlemail.com']);

export const PLUS_TAG_DOMAINS: ReadonlySet<string> = new Set([
  // Outlook.com and the consumer domains it serves.
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'hotmail.co.uk',
  'live.co.uk',
  // iCloud Mail.
  'icloud.com',
  'me.com',
  'mac.com',
  // Fastmail.
  'fastmail.com',
  'fastmail.fm',
  // Proton Mail.
  'proton.me',
  'protonmail.com',
  'protonmail.ch',
  'pm.me',
]);

export function canonicalEmail(raw: string): string {
  const email = normaliseEmail(raw);
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  const local = email.slice(0, at);
  // "gmail.com." names the same domain as "gmail.com".
  const domain = email.slice(at + 1).replace(/\.+$/, '');
  let key = local;
  if (GMAIL.has(domain)) key = (local.split('+')[0] ?? '').replaceAll('.', '');
  else if (PLUS_TAG_DOMAINS.has(domain)) key = local.split('+')[0] ?? '';
  // "+news@gmail.com" has no mailbox left to name: it stays itself rather than joining others.
  if (key === '') return email;
  return `${key}@${GMAIL.has(domain) ? 'gmail.com' : domain}`;
}
