import type { FastifyBaseLogger } from 'fastify';
import type { MailAttachment, Mailer, MailMessage } from '../../plugins/mail.ts';
import type { EntryTransition } from './entry-changes.ts';
import type { RegistrationRecord } from './records.ts';
import { confirmationMail, offerMail, rejectedMail, releasedMail, type EntryMailContext } from './entrant-mail.ts';
import { OFFER_LAPSED, PAYMENT_EXPIRED } from './waitlist.ts';

/** Makes a confirmed entry's windscreen card (the reports layer's, through the export pool), or null. */
export type EntryCards = (entry: RegistrationRecord) => Promise<MailAttachment | null>;
const NO_CARDS: EntryCards = async () => null;

/** Tells entrants what became of their entries, after the change committed. */
export type EntryNotify = (transitions: readonly EntryTransition[]) => Promise<void>;

/** The mail a transition sends, if any: a confirmation, an offer, a released place. */
export function noticeOf({ entry }: EntryTransition, context: EntryMailContext): MailMessage | null {
  if (entry.status === 'confirmed') return confirmationMail(entry, context);
  if (entry.status === 'offered') return offerMail(entry, context);
  if (entry.status === 'rejected') return rejectedMail(entry, context);
  if (entry.status === 'withdrawn' && (entry.reason === PAYMENT_EXPIRED || entry.reason === OFFER_LAPSED))
    return releasedMail(entry, context);
  return null;
}

/**
 * Mails each transition's notice, one after another. A mail that fails is logged and the rest go
 * on: the change itself stands (it committed), and the entrant's page shows it either way.
 */
export function createEntryNotices(mailer: Mailer, log: FastifyBaseLogger, timeZone: string, cards: EntryCards = NO_CARDS): EntryNotify {
  const context: EntryMailContext = { link: (pathname) => mailer.link(pathname), timeZone };
  /** A confirmation carries the entry's card; without one (no card number, the pool busy) the mail still goes. */
  async function withCard(message: MailMessage, entry: RegistrationRecord): Promise<MailMessage> {
    if (entry.status !== 'confirmed' || entry.vehicleUniqueId === null) return message;
    try {
      const card = await cards(entry);
      return card ? { ...message, attachments: [card] } : message;
    } catch (err) {
      log.warn({ err, registrationId: entry.id }, 'entry card not made; the confirmation goes without it');
      return message;
    }
  }
  return async (transitions) => {
    for (const transition of transitions) {
      const notice = noticeOf(transition, context);
      if (!notice) continue;
      try {
        const message = await withCard(notice, transition.entry);
        await mailer.send(message);
      } catch (err) {
        log.warn({ err, registrationId: transition.entry.id, status: transition.entry.status }, 'entry notice not mailed');
      }
    }
  };
}
