import { useLingui } from '@lingui/react';
import { LinkButton } from '../../../components/link-button';
import { ENTRANT_PAGES } from '../lib/pages';
import { EntryOutcomeCard, type EntryOutcomeProps } from './entry-outcome-card';

/** What became of the entry just sent, with the way to the entrant's entries. */
export function EntryOutcome(props: EntryOutcomeProps) {
  const { _ } = useLingui();
  return (
    <EntryOutcomeCard {...props}>
      <LinkButton to={ENTRANT_PAGES.entry(props.registrationId)} className="w-full py-3 text-base">
        {_(/*i18n*/ { id: 'See your entries' })}
      </LinkButton>
    </EntryOutcomeCard>
  );
}
