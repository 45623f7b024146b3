import { useMemo, useRef, useState } from 'react';
import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { LIMITS } from '@showgrid/shared/limits';
import { ROUTES } from '@showgrid/shared/paths';
import { deductedScore } from '@showgrid/shared/scoring-rules';
import type { Parameter } from '@showgrid/shared/schemas/catalogue';
import { Button } from '../../../components/button';
import { SwitchField } from '../../../components/switch-field';
import { TextareaField } from '../../../components/textarea-field';
import { useShallow } from 'zustand/react/shallow';
import { judgingKeys } from '../api/query-keys';
import { useSheetDraft } from '../hooks/use-sheet-draft';
import type { EventScoring } from '../lib/event-scoring';
import { scaleText } from '../lib/scale-text';
import { scoreNumber } from '@showgrid/shared/score-text';
import { scoreOutbox } from '../outbox/score-outbox';
import type { ScoreSheet } from '../outbox/sheet-state';
import { chosenIdsOf, useJudgeStore, type JudgeVehicle } from '../stores/judge-store';
import { DeductionParameter } from './deduction-parameter';
import { DraftNotice } from './draft-notice';
import { RecuseButton } from './recuse-button';
import { ScoreSlider } from './score-slider';

const twoDigits = (count: number) => String(count).padStart(2, '0');
const ignorePending = () => undefined;

/** One toast for saves on the tablet: a second save offline replaces it rather than stacking another. */
const SAVED_ON_TABLET_TOAST_ID = 'saved-on-tablet';

interface ScoringFormProps {
  vehicle: JudgeVehicle;
  parameters: Parameter[];
  scoring: EventScoring;
}

export function ScoringForm({ vehicle, parameters, scoring }: ScoringFormProps) {
  const { _, i18n } = useLingui();
  const id = vehicle.intVehicleId;
  const submittedBefore = useJudgeStore((state) => id in state.sheets);
  const chosenIds = useJudgeStore(useShallow((state) => chosenIdsOf(state, vehicle.intEventId)));
  // A deduction sheet (ADR 029): each parameter is its limit less what the judge took off.
  const deductionSheet = scoring.rule === 'deduction';
  // The sheet being filled in lives in the judge store, not here (ADR 030): nothing typed is lost.
  const draft = useSheetDraft({ vehicle, parameters, deductionSheet });
  const { values, deductions, note, chosen } = draft.form;
  const [busy, setBusy] = useState(false);
  // Parameters whose editor holds a deduction typed but not recorded: the sheet waits for them.
  const unrecorded = useRef(new Set<number>());
  const [submitTried, setSubmitTried] = useState(false);
  const pendingHandlers = useMemo(
    () =>
      new Map(
        parameters.map((parameter) => [
          parameter.id,
          (pending: boolean) => {
            if (pending) unrecorded.current.add(parameter.id);
            else unrecorded.current.delete(parameter.id);
            if (unrecorded.current.size === 0) setSubmitTried(false);
          },
        ]),
      ),
    [parameters],
  );
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const otherChoices = chosenIds.filter((chosenId) => chosenId !== id).length;
  // SPEC §4: shown only while fewer than 3 are chosen, or for a vehicle already chosen.
  const showChoice = chosenIds.length < LIMITS.maxJudgesChoices || chosenIds.includes(id);
  const count = otherChoices + (chosen ? 1 : 0);
  const maxScore = parameters.reduce((total, parameter) => total + parameter.intScoreLimit, 0);
  const scoreOf = (parameter: Parameter) =>
    deductionSheet
      ? deductedScore(parameter.intScoreLimit, deductions[parameter.id] ?? [])
      : Math.min(values[parameter.id] ?? 0, parameter.intScoreLimit);
  const total = parameters.reduce((sum, parameter) => sum + scoreOf(parameter), 0);
  const noteTooLong = note.length > LIMITS.specialNoteMax;
  const scale = scaleText(i18n, parameters);

  const submit = async () => {
    const [first] = unrecorded.current;
    if (first !== undefined) {
      setSubmitTried(true);
      // The editor may be far above Submit on a long sheet: take the judge to it.
      document.getElementById(`parameter-${String(first)}-reason`)?.focus();
      return;
    }
    setBusy(true);
    const scores = Object.fromEntries(parameters.map((parameter) => [parameter.id, scoreOf(parameter)]));
    const sheet: ScoreSheet = { scores, specialNote: note.trim(), chosen };
    // Every parameter is named, none taken off included: the server then scores each from its deductions.
    if (deductionSheet)
      sheet.deductions = Object.fromEntries(parameters.map((parameter) => [parameter.id, deductions[parameter.id] ?? []]));
    const outcome = await scoreOutbox.submit(vehicle, sheet);
    setBusy(false);
    // The outbox has shown the refusal; on a 409 the server's newer score is now the tablet's.
    if (outcome.kind === 'refused' && outcome.error.status !== 409) return;
    if (outcome.kind === 'waiting') {
      toast(_(/*i18n*/ { id: 'Saved on this tablet; it will be sent when the connection is back.' }), { id: SAVED_ON_TABLET_TOAST_ID });
    }
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
      {draft.hasDraft && <DraftNotice submittedBefore={submittedBefore} onDiscard={draft.discard} />}
      {deductionSheet ? (
        <p className="text-slate-600">
          {_(/*i18n*/ { id: 'Each parameter starts at its limit. Add a deduction for each flaw, with its points and a reason.' })}
        </p>
      ) : (
        <div className="flex flex-col gap-1 text-slate-600">
          {scale !== null && <p>{scale}</p>}
          <p>{_(/*i18n*/ { id: 'Drag a handle, tap the track, or use − and +.' })}</p>
        </div>
      )}
      <div className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5">
        {parameters.map((parameter) =>
          deductionSheet ? (
            <DeductionParameter
              key={parameter.id}
              id={`parameter-${String(parameter.id)}`}
              parameter={parameter}
              deductions={deductions[parameter.id] ?? []}
              reasons={scoring.reasons}
              onChange={(list) => draft.update((form) => ({ ...form, deductions: { ...form.deductions, [parameter.id]: list } }))}
              onPendingChange={pendingHandlers.get(parameter.id) ?? ignorePending}
              submitTried={submitTried}
            />
          ) : (
            <ScoreSlider
              key={parameter.id}
              id={`parameter-${String(parameter.id)}`}
              label={parameter.strParameterTitle}
              value={scoreOf(parameter)}
              max={parameter.intScoreLimit}
              onChange={(value) => draft.update((form) => ({ ...form, values: { ...form.values, [parameter.id]: value } }))}
            />
          ),
        )}
        <p className="text-end font-semibold text-slate-900">
          {_(/*i18n*/ { id: 'Total: {total} / {max}', values: { total: scoreNumber(i18n, total), max: scoreNumber(i18n, maxScore) } })}
        </p>
      </div>
      <TextareaField
        id="special-note"
        label={_(/*i18n*/ { id: 'Special Note' })}
        value={note}
        onChange={(change) => {
          const typed = change.target.value;
          draft.update((form) => ({ ...form, note: typed }));
        }}
        maxChars={LIMITS.specialNoteMax}
        valueLength={note.length}
        error={
          noteTooLong ? _(/*i18n*/ { id: 'Must be at most {max} characters.', values: { max: String(LIMITS.specialNoteMax) } }) : undefined
        }
      />
      <div className="flex items-center justify-between gap-4 rounded-xl border border-slate-200 bg-white p-4">
        {showChoice ? (
          <SwitchField
            id="judges-choice"
            label={_(/*i18n*/ { id: 'Judges Choice' })}
            checked={chosen}
            onChange={(change) => {
              const checked = change.target.checked;
              draft.update((form) => ({ ...form, chosen: checked }));
            }}
          />
        ) : (
          <p className="text-sm text-slate-600">{_(/*i18n*/ { id: 'You have chosen 3 vehicles already.' })}</p>
        )}
        <p className="font-semibold text-slate-900">
          {_(/*i18n*/ { id: '{count} out of {max}', values: { count: twoDigits(count), max: twoDigits(LIMITS.maxJudgesChoices) } })}
        </p>
      </div>
      <div className="flex justify-between gap-3">
        <RecuseButton vehicle={vehicle} disabled={busy} />
        <Button type="submit" loading={busy} disabled={noteTooLong} className="min-w-36">
          {_(/*i18n*/ { id: 'Submit' })}
        </Button>
      </div>
    </form>
  );
}
