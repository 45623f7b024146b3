import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from '../../plugins/mail.ts';
import type { EntryTransition } from './entry-changes.ts';
import { confirmationMail, offerMail, rejectedMail, releasedMail, type EntryMailContext } from './entrant-mail.ts';
import { OFFER_LAPSED, PAYMENT_EXPIRED } from './waitlist.ts';

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
export function createEntryNotices(mailer: Mailer, log: FastifyBaseLogger, timeZone: string): EntryNotify {
  const context: EntryMailContext = { link: (pathname) => mailer.link(pathname), timeZone };
  return async (transitions) => {
    for (const transition of transitions) {
      const message = noticeOf(transition, context);
      if (!message) continue;
      try {
        await mailer.send(message);
      } catch (err) {
        log.warn({ err, registrationId: transition.entry.id, status: transition.entry.status }, 'entry notice not mailed');
      }
    }
  };
}
