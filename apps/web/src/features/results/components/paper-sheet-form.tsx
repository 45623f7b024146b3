import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { translated, type I18n } from '@showgrid/shared/i18n/translate';
import { LIMITS } from '@showgrid/shared/limits';
import type { ScoreEntry } from '@showgrid/shared/schemas/score';
import { Button } from '../../../components/button';
import { SwitchField } from '../../../components/switch-field';
import { TextField } from '../../../components/text-field';
import { TextareaField } from '../../../components/textarea-field';
import { ApiError, serverFieldErrors } from '../../../lib/api-errors';
import { useEnterPaperSheetMutation } from '../api/enter-paper-sheet';
import {
  deductedOf,
  draftOf,
  draftProblems,
  fieldKey,
  paperBody,
  type DeductionLine,
  type PaperDraft,
  type PaperParameter,
  type PaperTarget,
} from '../lib/paper-sheet';

interface PaperSheetFormProps {
  target: PaperTarget;
  judgeName: string;
  parameters: PaperParameter[];
  /** A Deduction event (ADR 029): deductions with reasons per parameter instead of scores. */
  deduction: boolean;
  /** The organiser's deduction reasons, offered as suggestions. */
  reasons: readonly string[];
  /** The judge's sheet kept for the car, the form's first state. */
  entry: ScoreEntry | undefined;
  onCancel: () => void;
  onSaved: () => void;
}

/** The server's refusal, in words: field errors beside their fields, the rest (a 409, a 404) at the top. */
function refusalOf(i18n: I18n, error: unknown): { fields: Record<string, string>; message: string | null } {
  const fields = serverFieldErrors(error) ?? {};
  const general = Object.entries(fields)
    .filter(([field]) => field !== 'strSpecialNote' && field !== 'blnTopChoice')
    .map(([, message]) => message);
  if (error instanceof ApiError && Object.keys(fields).length === 0)
    return { fields, message: error.firstMessage ?? i18n._(/*i18n*/ { id: 'Could not save the paper sheet.' }) };
  if (!(error instanceof ApiError) && error)
    return { fields, message: i18n._(/*i18n*/ { id: 'Could not save the paper sheet: the server did not answer.' }) };
  return { fields, message: general.length > 0 ? general.join(' ') : null };
}

/** A message of the form's own checks (PAPER_MESSAGES) in the reader's language; none stays none. */
const messageOf = (i18n: I18n, message: string | undefined) => (message === undefined ? undefined : translated(i18n, message));

/** One parameter's deductions: points and reason per line, added and removed; its score shown as it adds up. */
function DeductionFields(props: {
  parameter: PaperParameter;
  lines: DeductionLine[];
  problems: Record<string, string>;
  reasonsId: string;
  onChange: (lines: DeductionLine[]) => void;
}) {
  const { parameter, lines, problems, reasonsId, onChange } = props;
  const { _, i18n } = useLingui();
  const set = (index: number, change: Partial<DeductionLine>) =>
    onChange(lines.map((line, i) => (i === index ? { ...line, ...change } : line)));
  const score = deductedOf(parameter, lines);
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">
        {_(
          /*i18n*/ {
            id: '{parameter}: {score} of {limit}',
            values: { parameter: parameter.title, score: i18n.number(score), limit: i18n.number(parameter.limit) },
          },
        )}
      </legend>
      {lines.length === 0 && <p className="text-sm text-slate-600">{_(/*i18n*/ { id: 'No deductions: full marks.' })}</p>}
      <ul className="flex flex-col gap-2">
        {lines.map((line, index) => {
          const n = String(index + 1);
          const shown = i18n.number(index + 1);
          return (
            <li key={index} className="grid grid-cols-[6rem_1fr_auto] items-end gap-2">
              <TextField
                id={`paper-points-${String(parameter.id)}-${n}`}
                label={_(/*i18n*/ { id: 'Points {n}', values: { n: shown } })}
                aria-label={_(/*i18n*/ { id: 'Points {n} off {parameter}', values: { n: shown, parameter: parameter.title } })}
                type="number"
                inputMode="numeric"
                min={1}
                max={parameter.limit}
                value={line.points}
                error={messageOf(i18n, problems[fieldKey.points(parameter.id, index)])}
                onChange={(change) => set(index, { points: change.target.value })}
              />
              <TextField
                id={`paper-reason-${String(parameter.id)}-${n}`}
                label={_(/*i18n*/ { id: 'Reason {n}', values: { n: shown } })}
                aria-label={_(/*i18n*/ { id: 'Reason {n} for {parameter}', values: { n: shown, parameter: parameter.title } })}
                list={reasonsId}
                maxLength={LIMITS.deductionReasonMax}
                value={line.reason}
                onChange={(change) => set(index, { reason: change.target.value })}
              />
              <Button
                variant="secondary"
                aria-label={_(/*i18n*/ { id: 'Remove deduction {n} from {parameter}', values: { n: shown, parameter: parameter.title } })}
                onClick={() => onChange(lines.filter((_, i) => i !== index))}
              >
                {_(/*i18n*/ { id: 'Remove' })}
              </Button>
            </li>
          );
        })}
      </ul>
      <Button
        variant="secondary"
        className="mt-2"
        aria-label={_(/*i18n*/ { id: 'Add deduction to {parameter}', values: { parameter: parameter.title } })}
        disabled={lines.length >= LIMITS.deductionsPerParameterMax}
        onClick={() => onChange([...lines, { points: '1', reason: '' }])}
      >
        {_(/*i18n*/ { id: 'Add deduction' })}
      </Button>
    </fieldset>
  );
}

/** The paper sheet's fields: a score per parameter (or deductions), the note and the judges' choice; sent on Save. */
export function PaperSheetForm({ target, judgeName, parameters, deduction, reasons, entry, onCancel, onSaved }: PaperSheetFormProps) {
  const { _, i18n } = useLingui();
  const [draft, setDraft] = useState<PaperDraft>(() => draftOf(entry, parameters));
  const [tried, setTried] = useState(false);
  const save = useEnterPaperSheetMutation({ onSaved });
  const problems = tried ? draftProblems(draft, parameters, deduction) : {};
  const refusal = refusalOf(i18n, save.error);
  const reasonsId = `paper-reasons-${String(target.vehicleId)}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(draftProblems(draft, parameters, deduction)).length > 0) return;
    save.mutate(paperBody(draft, parameters, deduction, target));
  };

  if (parameters.length === 0)
    return <p className="text-sm text-slate-600">{_(/*i18n*/ { id: 'This vehicle type has no judging parameters.' })}</p>;
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={_(/*i18n*/ { id: '{judge}’s paper sheet', values: { judge: judgeName } })}
      className="flex flex-col gap-4"
    >
      {refusal.message && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
          {refusal.message}
        </p>
      )}
      {deduction ? (
        <>
          <datalist id={reasonsId}>
            {reasons.map((reason) => (
              <option key={reason} value={reason} />
            ))}
          </datalist>
          {parameters.map((p) => (
            <DeductionFields
              key={p.id}
              parameter={p}
              lines={draft.deductions[String(p.id)] ?? []}
              problems={problems}
              reasonsId={reasonsId}
              onChange={(lines) => setDraft({ ...draft, deductions: { ...draft.deductions, [String(p.id)]: lines } })}
            />
          ))}
        </>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          {parameters.map((p) => (
            <TextField
              key={p.id}
              id={`paper-score-${String(p.id)}`}
              label={_(/*i18n*/ { id: '{parameter} (0–{limit})', values: { parameter: p.title, limit: i18n.number(p.limit) } })}
              type="number"
              inputMode="numeric"
              min={0}
              max={p.limit}
              value={draft.scores[String(p.id)] ?? ''}
              error={messageOf(i18n, problems[fieldKey.score(p.id)])}
              onChange={(change) => setDraft({ ...draft, scores: { ...draft.scores, [String(p.id)]: change.target.value } })}
            />
          ))}
        </div>
      )}
      <TextareaField
        id="paper-note"
        label={_(/*i18n*/ { id: 'Special note' })}
        maxLength={LIMITS.specialNoteMax}
        maxChars={LIMITS.specialNoteMax}
        valueLength={draft.note.length}
        value={draft.note}
        error={messageOf(i18n, problems[fieldKey.note]) ?? refusal.fields['strSpecialNote']}
        onChange={(change) => setDraft({ ...draft, note: change.target.value })}
      />
      <SwitchField
        id="paper-choice"
        label={_(/*i18n*/ { id: 'Judges Choice' })}
        checked={draft.chosen}
        onChange={(change) => setDraft({ ...draft, chosen: change.target.checked })}
      />
      {refusal.fields['blnTopChoice'] && (
        <p role="alert" className="-mt-3 text-sm text-red-600">
          {refusal.fields['blnTopChoice']}
        </p>
      )}
      <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
        <Button variant="secondary" onClick={onCancel}>
          {_(/*i18n*/ { id: 'Cancel' })}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {_(/*i18n*/ { id: 'Save paper sheet' })}
        </Button>
      </div>
    </form>
  );
}
