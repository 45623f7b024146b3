import { english, type I18n } from '@showgrid/shared/i18n/translate';
import { moneyText } from '@showgrid/shared/registration-rules';
import type { EntryPlacing, RegistrationView } from '@showgrid/shared/schemas/registration';
import { entryName } from '../lib/entry-name';

/**
 * The words of /entrant worked out from an entry (a place, a queue, what withdrawing does) and the
 * failures its mutations toast: here, beside the components, so they are in the public pages'
 * catalog (lingui.config.js), the one /entrant loads (entrant-language.tsx). The page's own,
 * apart from entry-messages.ts, which the registration page's steps carry.
 */
export const ENTRANT_FAILURES = {
  accept: english(/*i18n*/ { id: 'Could not take the place.' }),
  signOut: english(/*i18n*/ { id: 'Could not sign out.' }),
  withdraw: english(/*i18n*/ { id: 'Could not withdraw the entry.' }),
  download: english(/*i18n*/ { id: 'Could not download file.' }),
};

/** "You are next in line." / "3 entries are ahead of yours.": a waitlisted entry's place in the queue. */
export function waitlistText(i18n: I18n, ahead: number): string {
  if (ahead === 0) return i18n._(/*i18n*/ { id: 'You are next in line.' });
  return i18n._(
    /*i18n*/ { id: '{count, plural, one {# entry is ahead of yours.} other {# entries are ahead of yours.}}', values: { count: ahead } },
  );
}

/** "1st of 12 in Pre-war Classics", "Joint 2nd of 12 in …" (a tie left shared), "Not placed" (no judge scored it). */
export function placingText(i18n: I18n, placing: EntryPlacing): string {
  if (placing.intPlace === null) return i18n._(/*i18n*/ { id: 'Not placed' });
  const values = { place: placing.intPlace, of: i18n.number(placing.intOf), category: placing.strCategoryName };
  return placing.blnShared
    ? i18n._(/*i18n*/ { id: 'Joint {place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} of {of} in {category}', values })
    : i18n._(/*i18n*/ { id: '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} of {of} in {category}', values });
}

/** What withdrawing does: a place goes to the next in line (a waiting entry just leaves the list); money paid comes back from the organiser. */
export function withdrawText(i18n: I18n, entry: RegistrationView): string {
  const leaves = i18n._(/*i18n*/ { id: '{car} leaves {event}.', values: { car: entryName(entry), event: entry.strEventTitle } });
  const place =
    entry.strStatus === 'waitlisted'
      ? i18n._(/*i18n*/ { id: 'It is taken off the waiting list.' })
      : i18n._(/*i18n*/ { id: 'Your place goes to the next car on the waiting list.' });
  const refund =
    entry.blnPaid && entry.intAmountCents > 0
      ? ` ${i18n._(
          /*i18n*/ {
            id: 'The organiser refunds the {amount} you paid.',
            values: { amount: moneyText(entry.intAmountCents, entry.strCurrency, i18n.locale) },
          },
        )}`
      : '';
  return `${leaves} ${place}${refund}`;
}
