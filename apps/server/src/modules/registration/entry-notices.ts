import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../lib/http-errors.ts';
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

/** Tries of a confirmation's card while the export pool is full (a burst of entries), and the wait between. */
const CARD_TRIES = 3;
const CARD_RETRY_MS = 2_000;

export interface EntryNotices {
  notify: EntryNotify;
  /** Resolves when every notice asked for so far has been sent or given up (the app's close). */
  drain(): Promise<void>;
}

/**
 * Mails each transition's notice in the background, one after another in the order asked: the
 * entrant's request never waits for the mail server or the card's PDF. A mail that fails is
 * logged and the rest go on: the change itself stands (it committed), and the entrant's page
 * shows it either way.
 */
export function createEntryNotices(mailer: Mailer, log: FastifyBaseLogger, timeZone: string, cards: EntryCards = NO_CARDS): EntryNotices {
  const context: EntryMailContext = { link: (pathname) => mailer.link(pathname), timeZone };
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

  /** A confirmation carries the entry's card; without one (no card number, the pool still busy) the mail still goes. */
  async function withCard(message: MailMessage, entry: RegistrationRecord): Promise<MailMessage> {
    if (entry.status !== 'confirmed' || entry.vehicleUniqueId === null) return message;
    for (let attempt = 1; ; attempt += 1) {
      try {
        const card = await cards(entry);
        return card ? { ...message, attachments: [card] } : message;
      } catch (err) {
        const busy = err instanceof HttpError && err.statusCode === 429;
        if (busy && attempt < CARD_TRIES) {
          await pause(CARD_RETRY_MS);
          continue;
        }
        log.warn({ err, registrationId: entry.id }, 'entry card not made; the confirmation goes without it');
        return message;
      }
    }
  }

  async function send(transitions: readonly EntryTransition[]): Promise<void> {
    for (const transition of transitions) {
      const notice = noticeOf(transition, context);
      if (!notice) continue;
      try {
        await mailer.send(await withCard(notice, transition.entry));
      } catch (err) {
        log.warn({ err, registrationId: transition.entry.id, status: transition.entry.status }, 'entry notice not mailed');
      }
    }
  }

  let queue = Promise.resolve();
  return {
    notify: async (transitions) => {
      if (transitions.length === 0) return;
      queue = queue.then(() => send(transitions));
    },
    drain: () => queue,
  };
}
