import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ROUTES } from '@showgrid/shared/paths';
import { Button } from '../../../components/button';
import { EmptyMessage } from '../../../components/empty-message';
import { JudgesChoiceCards } from '../../../components/judges-choice-cards';
import { SelectField } from '../../../components/select-field';
import { downloadJudgeChoices } from '../api/download-judge-choices';
import { useEvent } from '../../../api/events';
import { useEventJudges } from '../../../api/judges';
import { useTopChoices } from '../api/get-top-choices';

/** /admin/results/{eventId}/judges-choice (SPEC §2 "Admin judges-choice results"). */
export function JudgesChoicePage() {
  const { _, i18n } = useLingui();
  const eventId = Number(useParams().eventId);
  const navigate = useNavigate();
  const event = useEvent(eventId);
  const judges = useEventJudges(eventId);
  const [picked, setPicked] = useState<number | null>(null);
  const judgeId = picked ?? judges.data?.[0]?.intJudgeId ?? null;
  const choices = useTopChoices(eventId, judgeId);

  let body;
  if (judges.isPending || (judgeId !== null && choices.isPending)) body = <EmptyMessage text={_(/*i18n*/ { id: 'Fetching Result...' })} />;
  else if (!choices.data || choices.data.length === 0) body = <EmptyMessage text={_(/*i18n*/ { id: 'No Vehicle Choice Found.' })} />;
  else {
    body = <JudgesChoiceCards choices={choices.data} scoreLabel={_(/*i18n*/ { id: 'Score' })} />;
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-6 lg:p-8">
      <header className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => void navigate(ROUTES.adminResults(eventId))}>
          ← {_(/*i18n*/ { id: 'Back' })}
        </Button>
        <h1 className="flex-1 text-2xl font-semibold text-slate-900">
          {_(/*i18n*/ { id: 'Judges Choice · {event}', values: { event: event.data?.strEventTitle ?? _(/*i18n*/ { id: 'Event' }) } })}
        </h1>
        <Button disabled={judgeId === null} onClick={() => judgeId !== null && void downloadJudgeChoices(i18n, eventId, judgeId)}>
          {_(/*i18n*/ { id: 'Download Result' })}
        </Button>
      </header>
      <div className="max-w-sm">
        <SelectField
          id="choices-judge"
          label={_(/*i18n*/ { id: 'Judge' })}
          placeholder={_(/*i18n*/ { id: 'Select Judge' })}
          value={judgeId ?? ''}
          options={(judges.data ?? []).map((j) => ({ value: j.intJudgeId, label: j.strFullName }))}
          onChange={(change) => setPicked(change.target.value === '' ? null : Number(change.target.value))}
        />
      </div>
      {body}
    </div>
  );
}
