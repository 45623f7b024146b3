import { VOTING } from '@showgrid/shared/limits';
import { moneyText } from '@showgrid/shared/registration-rules';
import { whenText } from '@showgrid/shared/time-text';
import { escapeHtml, type MailMessage } from '../../plugins/mail.ts';
import type { RegistrationRecord } from './records.ts';

export const ENTRANT_CODE_SUBJECT = 'Your Showgrid sign-in code';

/** An entrant's sign-in code: not in the subject (subjects show on lock screens and in mail logs). */
export function entrantCodeMail(to: string, code: string): MailMessage {
  const minutes = VOTING.otpValidityMinutes;
  const lines = [
    'Your code to enter your car and follow your entry:',
    code,
    `It works once, for ${minutes} minutes. Type it on the registration page.`,
    'If you did not ask for a code, you can ignore this message.',
  ];
  return {
    to,
    subject: ENTRANT_CODE_SUBJECT,
    text: lines.join('\n\n'),
    html: [
      `<p style="margin:0 0 16px">${escapeHtml(lines[0] ?? '')}</p>`,
      `<p style="margin:0 0 16px;font-size:32px;font-weight:bold;letter-spacing:8px;font-family:'Courier New',monospace">${escapeHtml(code)}</p>`,
      `<p style="margin:0 0 16px">${escapeHtml(lines[2] ?? '')}</p>`,
      `<p style="margin:0;color:#6b7280">${escapeHtml(lines[3] ?? '')}</p>`,
    ].join('\n'),
  };
}

/** What the entry mails need beyond the entry: where links point, and the show's time zone. */
export interface EntryMailContext {
  link: (pathname: string) => string;
  timeZone: string;
}

const carOf = (entry: RegistrationRecord) => [entry.brand, entry.model].filter((part) => part !== '').join(' ') || entry.registrationNo;

/** The entry is confirmed (at once, paid online, or an offer taken): what to bring and where to follow it. */
export function confirmationMail(entry: RegistrationRecord, { link }: EntryMailContext): MailMessage {
  const payment =
    entry.amountCents === 0
      ? 'There is nothing to pay.'
      : entry.paidAt !== null
        ? `Paid: ${moneyText(entry.amountCents, entry.currency)}.`
        : `To pay at the gate: ${moneyText(entry.amountCents, entry.currency)}.`;
  const lines = [
    `Your ${carOf(entry)} (${entry.registrationNo}) is entered in ${entry.categoryName} at ${entry.eventTitle}.`,
    entry.vehicleUniqueId === null ? 'Your card number is given at the gate.' : `Your card number: ${entry.vehicleUniqueId}.`,
    payment,
    `Your entry, its card and later its score sheet: ${link(`/entrant?entry=${entry.id}`)}`,
  ];
  return { to: entry.entrantEmail, subject: `Entry confirmed: ${entry.eventTitle}`, text: lines.join('\n\n') };
}

/** A place came free for a waiting entry: it stands until the offer's deadline. */
export function offerMail(entry: RegistrationRecord, { link, timeZone }: EntryMailContext): MailMessage {
  const until = entry.offerExpiresAt === null ? '' : ` until ${whenText(entry.offerExpiresAt, timeZone)}`;
  const lines = [
    `A place in ${entry.categoryName} at ${entry.eventTitle} is free for your ${carOf(entry)} (${entry.registrationNo}).`,
    `It is yours if you take it${until}; after that it goes to the next car on the waiting list.`,
    `Take the place: ${link(`/entrant?entry=${entry.id}`)}`,
  ];
  return { to: entry.entrantEmail, subject: `A place for your car at ${entry.eventTitle}`, text: lines.join('\n\n') };
}

/** The place was released (the payment was not made in time, or the offer lapsed). */
export function releasedMail(entry: RegistrationRecord, { link }: EntryMailContext): MailMessage {
  const lines = [
    `Your entry of ${carOf(entry)} (${entry.registrationNo}) at ${entry.eventTitle} no longer holds a place.`,
    entry.reason,
    `You can enter again while registration is open: ${link(`/register/${entry.eventId}`)}`,
  ];
  return { to: entry.entrantEmail, subject: `Your place was released: ${entry.eventTitle}`, text: lines.join('\n\n') };
}

/** The organiser rejected the entry, with their reason. */
export function rejectedMail(entry: RegistrationRecord, { link }: EntryMailContext): MailMessage {
  const lines = [
    `The organiser of ${entry.eventTitle} could not accept your entry of ${carOf(entry)} (${entry.registrationNo}).`,
    `Their reason: ${entry.reason}`,
    entry.paidAt === null ? '' : 'What you paid will be given back to you.',
    `Your entries: ${link('/entrant')}`,
  ].filter((line) => line !== '');
  return { to: entry.entrantEmail, subject: `Your entry was not accepted: ${entry.eventTitle}`, text: lines.join('\n\n') };
}
