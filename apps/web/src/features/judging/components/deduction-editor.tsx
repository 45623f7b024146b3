import { useEffect, useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react';
import { LIMITS } from '@showgrid/shared/limits';
import type { Deduction } from '@showgrid/shared/schemas/score';
import { Button } from '../../../components/button';

interface DeductionEditorProps {
  id: string;
  /** The parameter's title, in every control's name: a screen reader then knows which parameter it is on. */
  title: string;
  /** The parameter's limit: no single deduction takes off more. */
  limit: number;
  reasons: readonly string[];
  /** The parameter holds as many deductions as it may. */
  full: boolean;
  onDeduct: (deduction: Deduction) => void;
  onDone: () => void;
  /** Told whether a reason is typed (or tapped) and not recorded yet: the sheet must not go without it. */
  onPendingChange: (pending: boolean) => void;
  /** The judge tried to submit the sheet: a deduction typed but not recorded says so. */
  submitTried: boolean;
}

const STEP_BUTTON =
  'size-11 shrink-0 rounded-full border border-slate-300 bg-white text-xl font-semibold text-slate-800 disabled:opacity-40';

/**
 * Records one deduction on a parameter: how many points (− and +, or typed) and why (one of the
 * organiser's reasons, tapped, or typed; a tapped reason lands in the box, where it can be made
 * more precise). Stays open after Deduct, for the next flaw on the same parameter.
 */
export function DeductionEditor({ id, title, limit, reasons, full, onDeduct, onDone, onPendingChange, submitTried }: DeductionEditorProps) {
  const { _ } = useLingui();
  const [pointsInput, setPointsInput] = useState('1');
  const [reason, setReason] = useState('');
  const [doneTried, setDoneTried] = useState(false);
  const maxPoints = Math.max(1, Math.min(limit, LIMITS.scoreLimitMax));
  const points = Number(pointsInput);
  const pointsValid = Number.isInteger(points) && points >= 1 && points <= maxPoints;
  const chosenReason = reason.trim();
  const canDeduct = pointsValid && chosenReason !== '' && !full;
  // "Deduct 2 points", or "Deduct points" while the box holds no valid number.
  const deductText = pointsValid
    ? _(/*i18n*/ { id: 'Deduct {points, plural, one {# point} other {# points}}', values: { points } })
    : _(/*i18n*/ { id: 'Deduct points' });
  const deductLabel = pointsValid
    ? _(/*i18n*/ { id: 'Deduct {points, plural, one {# point} other {# points}} from {title}', values: { points, title } })
    : _(/*i18n*/ { id: 'Deduct points from {title}', values: { title } });
  const stepped = (by: number) => String(Math.min(maxPoints, Math.max(1, (pointsValid ? points : 1) + by)));

  // A flaw typed but not deducted is not on the sheet: Submit and Done wait until it is recorded or
  // its reason cleared, so the sheet never goes out higher than the judge meant (issue 29 attack).
  const pending = chosenReason !== '';
  useEffect(() => {
    onPendingChange(pending);
  }, [pending, onPendingChange]);
  useEffect(() => () => onPendingChange(false), [onPendingChange]);
  const done = () => {
    if (pending) setDoneTried(true);
    else onDone();
  };

  const deduct = () => {
    if (!canDeduct) return;
    onDeduct({ intPoints: points, strReason: chosenReason });
    setPointsInput('1');
    setReason('');
    setDoneTried(false);
  };
  // Enter in a box records the deduction; it must not submit the whole sheet.
  const onEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    deduct();
  };

  return (
    <div className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={`${id}-points`} className="font-medium text-slate-700">
          {_(/*i18n*/ { id: 'Points off' })}
        </label>
        <div className="flex items-center gap-2">
          <button
            type="button"
            aria-label={_(/*i18n*/ { id: 'Fewer points off {title}', values: { title } })}
            disabled={pointsValid && points <= 1}
            onClick={() => setPointsInput(stepped(-1))}
            className={STEP_BUTTON}
          >
            −
          </button>
          <input
            id={`${id}-points`}
            type="number"
            inputMode="numeric"
            min={1}
            max={maxPoints}
            step={1}
            aria-label={_(/*i18n*/ { id: 'Points off {title}', values: { title } })}
            value={pointsInput}
            onChange={(change) => setPointsInput(change.target.value)}
            onKeyDown={onEnter}
            aria-invalid={!pointsValid}
            className="h-11 w-20 rounded-md border border-slate-300 bg-white px-2 text-center text-lg font-semibold text-slate-900 tabular-nums"
          />
          <button
            type="button"
            aria-label={_(/*i18n*/ { id: 'More points off {title}', values: { title } })}
            disabled={pointsValid && points >= maxPoints}
            onClick={() => setPointsInput(stepped(1))}
            className={STEP_BUTTON}
          >
            +
          </button>
        </div>
        {!pointsValid && (
          <p className="text-sm text-red-700">{_(/*i18n*/ { id: 'From 1 to {max}.', values: { max: String(maxPoints) } })}</p>
        )}
      </div>
      {reasons.length > 0 && (
        <div role="group" aria-label={_(/*i18n*/ { id: 'Reasons for {title}', values: { title } })} className="flex flex-wrap gap-2">
          {[...new Set(reasons)].map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={chosenReason === option}
              onClick={() => setReason(option)}
              className="min-h-11 rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:border-red-400 aria-pressed:border-red-600 aria-pressed:bg-red-50 aria-pressed:text-red-800"
            >
              {option}
            </button>
          ))}
        </div>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-reason`} className="font-medium text-slate-700">
          {_(/*i18n*/ { id: 'Reason' })}
        </label>
        <input
          id={`${id}-reason`}
          type="text"
          aria-label={_(/*i18n*/ { id: 'Reason for {title}', values: { title } })}
          value={reason}
          maxLength={LIMITS.deductionReasonMax}
          placeholder={reasons.length > 0 ? _(/*i18n*/ { id: 'Tap one above or type your own' }) : _(/*i18n*/ { id: 'Type the reason' })}
          onChange={(change) => setReason(change.target.value)}
          onKeyDown={onEnter}
          className="h-11 rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900"
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={deduct} disabled={!canDeduct} aria-label={deductLabel} className="min-h-11">
          {deductText}
        </Button>
        <Button
          variant="secondary"
          onClick={done}
          aria-label={_(/*i18n*/ { id: 'Done with {title}', values: { title } })}
          className="min-h-11"
        >
          {_(/*i18n*/ { id: 'Done' })}
        </Button>
        {full && <p className="text-sm text-slate-600">{_(/*i18n*/ { id: 'This parameter holds as many deductions as it may.' })}</p>}
      </div>
      {pending && (submitTried || doneTried) && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {_(/*i18n*/ { id: 'A deduction from {title} is typed but not recorded: tap Deduct, or clear its reason.', values: { title } })}
        </p>
      )}
    </div>
  );
}
