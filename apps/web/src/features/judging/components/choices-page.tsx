import { useMemo } from 'react';
import { Spinner } from '../../../components/spinner';
import { getErrorMessage } from '../../../lib/api-errors';
import { useOnline } from '../../../offline/network-status';
import { useJudgeChoices } from '../api/get-judge-choices';
import { choicesOnTablet, type TabletChoice } from '../lib/choices-on-tablet';
import { useJudgeStore } from '../stores/judge-store';

/**
 * /judge/choices: this judge's top choices in the event (SPEC §2), read fresh from the server.
 * Offline, or when the server cannot answer, the picks the tablet keeps (issue 29; SPEC said
 * "You are offline." and nothing more).
 */
export function ChoicesPage() {
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
  if (eventId === null) body = <Message text="No vehicles selected." />;
  else if (fromTablet) {
    body = (
      <>
        <p className="font-semibold text-slate-700">{online ? getErrorMessage(choicesQuery.error, 'API Failed.') : 'You are offline.'}</p>
        <p className="text-slate-600">Your picks as kept on this tablet, with the scores you gave:</p>
        {kept.length === 0 ? <Message text="No vehicles selected." /> : <ChoiceCards choices={kept} />}
      </>
    );
  } else if (choicesQuery.isPending) {
    body = (
      <div className="flex justify-center p-8 text-red-600">
        <Spinner />
      </div>
    );
  } else if (choicesQuery.data.length === 0) body = <Message text="No vehicles selected." />;
  else body = <ChoiceCards choices={choicesQuery.data} />;

  return (
    <section className="flex flex-col gap-5 p-6">
      <h1 className="text-2xl font-semibold text-slate-900">Judges Choice</h1>
      {body}
    </section>
  );
}

function ChoiceCards({ choices }: { choices: readonly TabletChoice[] }) {
  return (
    <ol className="grid grid-cols-2 gap-4 lg:grid-cols-3">
      {choices.map((choice) => (
        <li key={choice.intVehicleId} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
          <div className="flex h-36 items-center justify-center bg-slate-100">
            {choice.strImage ? (
              <img src={choice.strImage} alt="" className="size-full object-cover" />
            ) : (
              <span className="text-sm text-slate-600">No image</span>
            )}
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 p-4 text-sm">
            <dt className="text-slate-500">Vehicle ID</dt>
            <dd className="font-semibold text-red-700">{choice.strUniqueId ?? '—'}</dd>
            <dt className="text-slate-500">Vehicle Name</dt>
            <dd className="font-semibold text-slate-900">{choice.strVehicleName}</dd>
            <dt className="text-slate-500">Category</dt>
            <dd className="text-slate-900">{choice.strCategoryName}</dd>
            <dt className="text-slate-500">Overall Score</dt>
            <dd className="text-slate-900">
              {choice.intTotalScore}
              {choice.intMaxScore === null ? '' : `/${String(choice.intMaxScore)}`}
            </dd>
          </dl>
        </li>
      ))}
    </ol>
  );
}

function Message({ text }: { text: string }) {
  return <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">{text}</p>;
}
