import { useState } from 'react';
import { useLingui } from '@lingui/react';
import { LIMITS } from '@showgrid/shared/limits';
import { deductedScore } from '@showgrid/shared/scoring-rules';
import type { Parameter } from '@showgrid/shared/schemas/catalogue';
import type { Deduction } from '@showgrid/shared/schemas/score';
import { scoreNumber } from '@showgrid/shared/score-text';
import { DeductionEditor } from './deduction-editor';

interface DeductionParameterProps {
  /** Prefix of the ids of this parameter's controls. */
  id: string;
  parameter: Parameter;
  deductions: readonly Deduction[];
  /** The organiser's reasons (ADR 029); the judge may also type one. */
  reasons: readonly string[];
  onChange: (deductions: Deduction[]) => void;
  /** Whether a deduction is typed in this parameter's editor and not recorded yet. */
  onPendingChange: (pending: boolean) => void;
  /** The judge tried to submit the sheet. */
  submitTried: boolean;
}

/**
 * One parameter of a deduction sheet (ADR 029): it starts at its limit, and the judge records what
 * they take off and why, as a concours judge writes flaws on a card. The score is shown as
 * "limit − deductions = score", never below 0; each deduction can be taken back. Recording one
 * takes two taps (open the editor, then Deduct), so a palm brushing the tablet records nothing.
 */
export function DeductionParameter({
  id,
  parameter,
  deductions,
  reasons,
  onChange,
  onPendingChange,
  submitTried,
}: DeductionParameterProps) {
  const { _, i18n } = useLingui();
  const [editing, setEditing] = useState(false);
  const title = parameter.strParameterTitle;
  const limit = parameter.intScoreLimit;
  const taken = deductions.reduce((sum, deduction) => sum + deduction.intPoints, 0);
  const score = deductedScore(limit, deductions);
  const full = deductions.length >= LIMITS.deductionsPerParameterMax;

  return (
    <section aria-labelledby={`${id}-label`} className="flex flex-col gap-3 border-b border-slate-200 pb-5 last:border-b-0 last:pb-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={`${id}-label`} className="font-medium text-slate-800">
          {title}
        </h2>
        <p className="text-lg font-semibold text-slate-900 tabular-nums" data-testid={`${id}-sum`}>
          <span className="sr-only">{title}: </span>
          {scoreNumber(i18n, limit)} − {scoreNumber(i18n, taken)} = {scoreNumber(i18n, score)}
        </p>
      </div>
      {taken > limit && <p className="text-sm text-slate-600">{_(/*i18n*/ { id: 'A score never goes below 0.' })}</p>}
      {deductions.length > 0 && (
        <ul aria-label={_(/*i18n*/ { id: 'Deductions from {title}', values: { title } })} className="flex flex-col gap-2">
          {deductions.map((deduction, index) => (
            // Deductions have no id of their own; two alike are the same to the judge, so the place will do.
            <li key={index} className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 py-1 ps-3 pe-1">
              <span className="min-w-0 break-words text-slate-800">
                <span className="font-semibold text-red-700 tabular-nums">−{scoreNumber(i18n, deduction.intPoints)}</span>{' '}
                {deduction.strReason || _(/*i18n*/ { id: 'No reason given' })}
              </span>
              <button
                type="button"
                aria-label={
                  deduction.strReason
                    ? _(
                        /*i18n*/ {
                          id: 'Remove −{points} {reason} from {title}',
                          values: { points: scoreNumber(i18n, deduction.intPoints), reason: deduction.strReason, title },
                        },
                      )
                    : _(
                        /*i18n*/ {
                          id: 'Remove −{points} with no reason from {title}',
                          values: { points: scoreNumber(i18n, deduction.intPoints), title },
                        },
                      )
                }
                onClick={() => onChange(deductions.filter((_kept, at) => at !== index))}
                className="min-h-11 shrink-0 rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-100"
              >
                {_(/*i18n*/ { id: 'Remove' })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <DeductionEditor
          id={id}
          title={title}
          limit={limit}
          reasons={reasons}
          full={full}
          onDeduct={(deduction) => onChange([...deductions, deduction])}
          onDone={() => setEditing(false)}
          onPendingChange={onPendingChange}
          submitTried={submitTried}
        />
      ) : (
        <button
          type="button"
          aria-label={_(/*i18n*/ { id: 'Add deduction to {title}', values: { title } })}
          onClick={() => setEditing(true)}
          disabled={full}
          className="min-h-11 self-start rounded-md border border-red-600 px-4 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-40"
        >
          {_(/*i18n*/ { id: 'Add deduction' })}
        </button>
      )}
    </section>
  );
}
