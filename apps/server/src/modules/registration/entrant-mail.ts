import { english, type I18n } from '@showgrid/shared/i18n/translate';
import { VOTING } from '@showgrid/shared/limits';
import type { Locale } from '@showgrid/shared/locales';
import { moneyText } from '@showgrid/shared/registration-rules';
import { whenText } from '@showgrid/shared/time-text';
import { i18nFor } from '../../lib/i18n.ts';
import { escapeHtml, type MailMessage } from '../../plugins/mail.ts';
import type { RegistrationRecord } from './records.ts';
import { OFFER_LAPSED, offerLapsed, PAYMENT_EXPIRED } from './waitlist.ts';

/**
 * The entrant's mails (issue 31), in the entrant's language (issue 33): the code's in the language
 * of the request that asked for it; an entry's in the language kept with the entry (the entrant's
 * when they made it, else the event's strLocale). Names typed by people (the show, the class, the
 * car) are data and stay as typed; amounts and dates are written the language's way.
 */

export const ENTRANT_CODE_SUBJECT = english(/*i18n*/ { id: 'Your Showgrid sign-in code' });

/** An entrant's sign-in code: not in the subject (subjects show on lock screens and in mail logs). */
export function entrantCodeMail(to: string, code: string, locale: Locale = 'en'): MailMessage {
  const i18n = i18nFor(locale);
  const lines = [
    i18n._(/*i18n*/ { id: 'Your code to enter your car and follow your entry:' }),
    code,
    i18n._(
      /*i18n*/ {
        id: '{minutes, plural, one {It works once, for # minute. Type it on the registration page.} other {It works once, for # minutes. Type it on the registration page.}}',
        values: { minutes: VOTING.otpValidityMinutes },
      },
    ),
    i18n._(/*i18n*/ { id: 'If you did not ask for a code, you can ignore this message.' }),
  ];
  return {
    to,
    subject: i18n._(ENTRANT_CODE_SUBJECT),
    text: lines.join('\n\n'),
    html: [
      `<p style="margin:0 0 16px">${escapeHtml(lines[0] ?? '')}</p>`,
      `<p style="margin:0 0 16px;font-size:32px;font-weight:bold;letter-spacing:8px;font-family:'Courier New',monospace">${escapeHtml(code)}</p>`,
      `<p style="margin:0 0 16px">${escapeHtml(lines[2] ?? '')}</p>`,
      `<p style="margin:0;color:#6b7280">${escapeHtml(lines[3] ?? '')}</p>`,
    ].join('\n'),
  };
}

/** What the entry mails need beyond the entry: where links point, and the deployment's time zone (for a show that names none). */
export interface EntryMailContext {
  link: (pathname: string) => string;
  timeZone: string;
}

const carOf = (entry: RegistrationRecord) => [entry.brand, entry.model].filter((part) => part !== '').join(' ') || entry.registrationNo;

/** The entry's translator, and what every entry mail names: the car, its plate, the class, the show. */
function wordsOf(entry: RegistrationRecord) {
  const i18n = i18nFor(entry.locale);
  return {
    i18n,
    names: { car: carOf(entry), registrationNo: entry.registrationNo, className: entry.categoryName, show: entry.eventTitle },
    money: (cents: number) => moneyText(cents, entry.currency, i18n.locale),
  };
}

/** The entry is confirmed (at once, paid online, or an offer taken): what to bring and where to follow it. */
export function confirmationMail(entry: RegistrationRecord, { link }: EntryMailContext): MailMessage {
  const { i18n, names, money } = wordsOf(entry);
  const amount = money(entry.amountCents);
  const payment =
    entry.amountCents === 0
      ? i18n._(/*i18n*/ { id: 'There is nothing to pay.' })
      : entry.paidAt !== null
        ? i18n._(/*i18n*/ { id: 'Paid: {amount}.', values: { amount } })
        : i18n._(/*i18n*/ { id: 'To pay at the gate: {amount}.', values: { amount } });
  const lines = [
    i18n._(/*i18n*/ { id: 'Your {car} ({registrationNo}) is entered in {className} at {show}.', values: names }),
    entry.vehicleUniqueId === null
      ? i18n._(/*i18n*/ { id: 'Your card number is given at the gate.' })
      : i18n._(/*i18n*/ { id: 'Your card number: {cardNumber}.', values: { cardNumber: entry.vehicleUniqueId } }),
    payment,
    i18n._(/*i18n*/ { id: 'Your entry, its card and later its score sheet: {link}', values: { link: link(`/entrant?entry=${entry.id}`) } }),
  ];
  return {
    to: entry.entrantEmail,
    subject: i18n._(/*i18n*/ { id: 'Entry confirmed: {show}', values: names }),
    text: lines.join('\n\n'),
  };
}

/** A place came free for a waiting entry: it stands until the offer's deadline, in the show's zone. */
export function offerMail(entry: RegistrationRecord, { link, timeZone }: EntryMailContext): MailMessage {
  const { i18n, names } = wordsOf(entry);
  const lines = [
    i18n._(/*i18n*/ { id: 'A place in {className} at {show} is free for your {car} ({registrationNo}).', values: names }),
    entry.offerExpiresAt === null
      ? i18n._(/*i18n*/ { id: 'It is yours if you take it; after that it goes to the next car on the waiting list.' })
      : i18n._(
          /*i18n*/ {
            id: 'It is yours if you take it until {deadline}; after that it goes to the next car on the waiting list.',
            values: { deadline: whenText(entry.offerExpiresAt, entry.eventTimeZone ?? timeZone, i18n.locale) },
          },
        ),
    i18n._(/*i18n*/ { id: 'Take the place: {link}', values: { link: link(`/entrant?entry=${entry.id}`) } }),
  ];
  return {
    to: entry.entrantEmail,
    subject: i18n._(/*i18n*/ { id: 'A place for your car at {show}', values: names }),
    text: lines.join('\n\n'),
  };
}

/** Why the place went, in the mail's language: the server's own reasons are translated, anything else is as it was written. */
function releasedReason(reason: string, i18n: I18n): string {
  if (reason === PAYMENT_EXPIRED) return i18n._(PAYMENT_EXPIRED);
  if (reason === OFFER_LAPSED) return offerLapsed(i18n);
  return reason;
}

/** The place was released (the payment was not made in time, or the offer lapsed). */
export function releasedMail(entry: RegistrationRecord, { link }: EntryMailContext): MailMessage {
  const { i18n, names } = wordsOf(entry);
  const lines = [
    i18n._(/*i18n*/ { id: 'Your entry of {car} ({registrationNo}) at {show} no longer holds a place.', values: names }),
    releasedReason(entry.reason, i18n),
    i18n._(/*i18n*/ { id: 'You can enter again while registration is open: {link}', values: { link: link(`/register/${entry.eventId}`) } }),
  ];
  return {
    to: entry.entrantEmail,
    subject: i18n._(/*i18n*/ { id: 'Your place was released: {show}', values: names }),
    text: lines.join('\n\n'),
  };
}

/** The organiser rejected the entry, with their reason (as they typed it). */
export function rejectedMail(entry: RegistrationRecord, { link }: EntryMailContext): MailMessage {
  const { i18n, names } = wordsOf(entry);
  const lines = [
    i18n._(/*i18n*/ { id: 'The organiser of {show} could not accept your entry of {car} ({registrationNo}).', values: names }),
    i18n._(/*i18n*/ { id: 'Their reason: {reason}', values: { reason: entry.reason } }),
    entry.paidAt === null ? '' : i18n._(/*i18n*/ { id: 'What you paid will be given back to you.' }),
    i18n._(/*i18n*/ { id: 'Your entries: {link}', values: { link: link('/entrant') } }),
  ].filter((line) => line !== '');
  return {
    to: entry.entrantEmail,
    subject: i18n._(/*i18n*/ { id: 'Your entry was not accepted: {show}', values: names }),
    text: lines.join('\n\n'),
  };
}
