import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ROUTES } from '@showgrid/shared/paths';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { downloadJudgeChoices } from '../api/download';
import { useEvent } from '../../../api/events';
import { useEventJudges } from '../../../api/judges';
import { useTopChoices } from '../api/get-results-data';

const twoDigits = (rank: number) => String(rank).padStart(2, '0');

/** /admin/results/{eventId}/judges-choice (SPEC §2 "Admin judges-choice results"). */
export function JudgesChoicePage() {
  const eventId = Number(useParams().eventId);
  const navigate = useNavigate();
  const event = useEvent(eventId);
  const judges = useEventJudges(eventId);
  const [picked, setPicked] = useState<number | null>(null);
  const judgeId = picked ?? judges.data?.[0]?.intJudgeId ?? null;
  const choices = useTopChoices(eventId, judgeId);

  let body;
  if (judges.isPending || (judgeId !== null && choices.isPending)) body = <Message text="Fetching Result..." />;
  else if (!choices.data || choices.data.length === 0) body = <Message text="No Vehicle Choice Found." />;
  else {
    body = (
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {choices.data.map((choice) => (
          <li key={choice.intScoreId} className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
            <div className="relative">
              {choice.strImage ? (
                <img src={choice.strImage} alt={choice.strVehicleName} className="aspect-[16/10] w-full object-cover" />
              ) : (
                <div aria-hidden="true" className="aspect-[16/10] w-full bg-slate-100" />
              )}
              <span
                className="absolute top-3 left-3 rounded-lg bg-red-700 px-3 py-1 text-xl font-bold text-white"
                aria-label={`Rank ${String(choice.intRank)}`}
              >
                {twoDigits(choice.intRank)}
              </span>
            </div>
            <dl className="grid grid-cols-2 gap-2 p-4 text-sm">
              <dt className="text-slate-500">Vehicle ID</dt>
              <dd className="font-semibold text-red-700">{choice.strUniqueId ?? '—'}</dd>
              <dt className="text-slate-500">Category</dt>
              <dd className="text-slate-900">{choice.strCategoryName}</dd>
              <dt className="text-slate-500">Vehicle Name</dt>
              <dd className="font-medium text-slate-900">{choice.strVehicleName}</dd>
              <dt className="text-slate-500">Score</dt>
              <dd className="font-semibold text-slate-900">
                {choice.intTotalScore}/{choice.intMaxScore}
              </dd>
            </dl>
          </li>
        ))}
      </ol>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-6 lg:p-8">
      <header className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => void navigate(ROUTES.adminResults(eventId))}>
          ← Back
        </Button>
        <h1 className="flex-1 text-2xl font-semibold text-slate-900">Judges Choice · {event.data?.strEventTitle ?? 'Event'}</h1>
        <Button disabled={judgeId === null} onClick={() => judgeId !== null && void downloadJudgeChoices(eventId, judgeId)}>
          Download Result
        </Button>
      </header>
      <div className="max-w-sm">
        <SelectField
          id="choices-judge"
          label="Judge"
          placeholder="Select Judge"
          value={judgeId ?? ''}
          options={(judges.data ?? []).map((j) => ({ value: j.intJudgeId, label: j.strFullName }))}
          onChange={(change) => setPicked(change.target.value === '' ? null : Number(change.target.value))}
        />
      </div>
      {body}
    </div>
  );
}

function Message({ text }: { text: string }) {
  return <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">{text}</p>;
}
