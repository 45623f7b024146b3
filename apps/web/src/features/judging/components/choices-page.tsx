import { useMemo } from 'react';
import { useLingui } from '@lingui/react';
import { translated } from '@showgrid/shared/i18n/translate';
import { EmptyMessage } from '../../../components/empty-message';
import { JudgesChoiceCards } from '../../../components/judges-choice-cards';
import { Spinner } from '../../../components/spinner';
import { getErrorMessage } from '../../../lib/api-errors';
import { useOnline } from '../../../offline/network-status';
import { useJudgeChoices } from '../api/get-judge-choices';
import { choicesOnTablet } from '../lib/choices-on-tablet';
import { useJudgeStore } from '../stores/judge-store';

/**
 * /judge/choices: this judge's top choices in the event (SPEC §2), read fresh from the server.
 * Offline, or when the server cannot answer, the picks the tablet keeps (issue 29; SPEC said
 * "You are offline." and nothing more).
 */
export function ChoicesPage() {
  const { _, i18n } = useLingui();
  const online = useOnline();
  const eventId = useJudgeStore((state) => state.selectedEventId);
  const choicesQuery = useJudgeChoices(eventId, online);
  const sheets = useJudgeStore((state) => state.sheets);
  const vehicles = useJudgeStore((state) => state.vehicles);
  const parameters = useJudgeStore((state) => state.parameters);
  const kept = useMemo(
    () => (eventId === null ? [] : choicesOnTablet({ sheets, vehicles, parameters }, eventId)),
    [eventId, sheets, vehicles, parameters],
  );
  const fromTablet = !online || choicesQuery.isError;

  let body;
  if (eventId === null) body = <EmptyMessage text={_(/*i18n*/ { id: 'No vehicles selected.' })} />;
  else if (fromTablet) {
    body = (
      <>
        <p className="font-semibold text-slate-700">
          {online
            ? translated(i18n, getErrorMessage(choicesQuery.error, _(/*i18n*/ { id: 'API Failed.' })))
            : _(/*i18n*/ { id: 'You are offline.' })}
        </p>
        <p className="text-slate-600">{_(/*i18n*/ { id: 'Your picks as kept on this tablet, with the scores you gave:' })}</p>
        {kept.length === 0 ? (
          <EmptyMessage text={_(/*i18n*/ { id: 'No vehicles selected.' })} />
        ) : (
          <JudgesChoiceCards choices={kept} scoreLabel={_(/*i18n*/ { id: 'Overall Score' })} />
        )}
      </>
    );
  } else if (choicesQuery.isPending) {
    body = (
      <div className="flex justify-center p-8 text-red-600">
        <Spinner />
      </div>
    );
  } else if (choicesQuery.data.length === 0) body = <EmptyMessage text={_(/*i18n*/ { id: 'No vehicles selected.' })} />;
  else body = <JudgesChoiceCards choices={choicesQuery.data} scoreLabel={_(/*i18n*/ { id: 'Overall Score' })} />;

  return (
    <section className="flex flex-col gap-5 p-6">
      <h1 className="text-2xl font-semibold text-slate-900">{_(/*i18n*/ { id: 'Judges Choice' })}</h1>
      {body}
    </section>
  );
}
