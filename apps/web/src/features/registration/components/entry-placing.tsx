import { useLingui } from '@lingui/react';
import { ROUTES } from '@showgrid/shared/paths';
import type { RegistrationView } from '@showgrid/shared/schemas/registration';
import { LinkButton } from '../../../components/link-button';
import { useEntryPlacing } from '../api/get-entry-placing';
import { placingText } from '../lib/placing-text';

/**
 * Once the results are published (the score sheet is ready): where the car placed in its class,
 * and the way to the event's published results. The place is read apart from the entry; while it
 * loads, or when the server has none to give (404: taken back down, or the car is not ranked),
 * the line is simply left out.
 */
export function EntryPlacing({ entry }: { entry: RegistrationView }) {
  const { _, i18n } = useLingui();
  const placing = useEntryPlacing(entry.intRegistrationId, { enabled: entry.blnScoreSheetReady });
  if (!entry.blnScoreSheetReady) return null;
  return (
    <div className="flex flex-wrap items-end justify-between gap-3 rounded-lg bg-amber-50 px-3 py-3">
      {placing.data && (
        <dl className="flex flex-col text-sm">
          <dt className="text-amber-900">{_(/*i18n*/ { id: 'Placing' })}</dt>
          <dd className="text-base font-bold text-slate-900">{placingText(i18n, placing.data)}</dd>
        </dl>
      )}
      <LinkButton variant="secondary" to={ROUTES.publishedResults(entry.intEventId)}>
        {_(/*i18n*/ { id: 'See the results' })}
      </LinkButton>
    </div>
  );
}
