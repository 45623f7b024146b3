import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { LIMITS } from '@showgrid/shared/limits';
import { ROUTES } from '@showgrid/shared/paths';
import type { Parameter } from '@showgrid/shared/schemas/catalogue';
import { Button } from '../../../components/button';
import { SwitchField } from '../../../components/switch-field';
import { TextareaField } from '../../../components/textarea-field';
import { useShallow } from 'zustand/react/shallow';
import { judgingKeys } from '../api/query-keys';
import { scaleText } from '../lib/scale-text';
import { scoreOutbox } from '../outbox/score-outbox';
import { chosenIdsOf, useJudgeStore, type JudgeVehicle } from '../stores/judge-store';
import { RecuseButton } from './recuse-button';
import { ScoreSlider } from './score-slider';

const twoDigits = (count: number) => String(count).padStart(2, '0');

const SAVED_ON_TABLET = 'Saved on this tablet; it will be sent when the connection is back.';
/** One toast for saves on the tablet: a second save offline replaces it rather than stacking another. */
const SAVED_ON_TABLET_TOAST_ID = 'saved-on-tablet';

interface ScoringFormProps {
  vehicle: JudgeVehicle;
  parameters: Parameter[];
}

export function ScoringForm({ vehicle, parameters }: ScoringFormProps) {
  const id = vehicle.intVehicleId;
  const stored = useJudgeStore.getState().sheets[id]?.sheet;
  const chosenIds = useJudgeStore(useShallow(chosenIdsOf));
  const [values, setValues] = useState<Record<number, number>>(() => ({ ...stored?.scores }));
  const [note, setNote] = useState(stored?.specialNote ?? '');
  const [chosen, setChosen] = useState(stored?.chosen ?? false);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const otherChoices = chosenIds.filter((chosenId) => chosenId !== id).length;
  // SPEC §4: shown only while fewer than 3 are chosen, or for a vehicle already chosen.
  const showChoice = chosenIds.length < LIMITS.maxJudgesChoices || chosenIds.includes(id);
  const count = otherChoices + (chosen ? 1 : 0);
  const maxScore = parameters.reduce((total, parameter) => total + parameter.intScoreLimit, 0);
  const scoreOf = (parameter: Parameter) => Math.min(values[parameter.id] ?? 0, parameter.intScoreLimit);
  const total = parameters.reduce((sum, parameter) => sum + scoreOf(parameter), 0);
  const noteTooLong = note.length > LIMITS.specialNoteMax;
  const scale = scaleText(parameters);

  const submit = async () => {
    setBusy(true);
    const scores = Object.fromEntries(parameters.map((parameter) => [parameter.id, scoreOf(parameter)]));
    const outcome = await scoreOutbox.submit(vehicle, { scores, specialNote: note.trim(), chosen });
    setBusy(false);
    // The outbox has shown the refusal; on a 409 the server's newer score is now the tablet's.
    if (outcome.kind === 'refused' && outcome.error.status !== 409) return;
    if (outcome.kind === 'waiting') toast(SAVED_ON_TABLET, { id: SAVED_ON_TABLET_TOAST_ID });
    void queryClient.invalidateQueries({ queryKey: judgingKeys.all });
    void navigate(ROUTES.judgeVehicles);
  };

  return (
    <form
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="flex flex-col gap-1 text-slate-600">
        {scale !== null && <p>{scale}</p>}
        <p>Drag a handle, tap the track, or use − and +.</p>
      </div>
      <div className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5">
        {parameters.map((parameter) => (
          <ScoreSlider
            key={parameter.id}
            id={`parameter-${String(parameter.id)}`}
            label={parameter.strParameterTitle}
            value={scoreOf(parameter)}
            max={parameter.intScoreLimit}
            onChange={(value) => setValues((current) => ({ ...current, [parameter.id]: value }))}
          />
        ))}
        <p className="text-right font-semibold text-slate-900">
          Total: {total} / {maxScore}
        </p>
      </div>
      <TextareaField
        id="special-note"
        label="Special Note"
        value={note}
        onChange={(change) => setNote(change.target.value)}
        maxChars={LIMITS.specialNoteMax}
        valueLength={note.length}
        error={noteTooLong ? `Must be at most ${String(LIMITS.specialNoteMax)} characters.` : undefined}
      />
      <div className="flex items-center justify-between gap-4 rounded-xl border border-slate-200 bg-white p-4">
        {showChoice ? (
          <SwitchField id="judges-choice" label="Judges Choice" checked={chosen} onChange={(change) => setChosen(change.target.checked)} />
        ) : (
          <p className="text-sm text-slate-600">You have chosen 3 vehicles already.</p>
        )}
        <p className="font-semibold text-slate-900">
          {twoDigits(count)} out of {twoDigits(LIMITS.maxJudgesChoices)}
        </p>
      </div>
      <div className="flex justify-between gap-3">
        <RecuseButton vehicle={vehicle} disabled={busy} />
        <Button type="submit" loading={busy} disabled={noteTooLong} className="min-w-36">
          Submit
        </Button>
      </div>
    </form>
  );
}
