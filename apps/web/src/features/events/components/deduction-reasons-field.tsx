import { useId, useState } from 'react';
import { useLingui } from '@lingui/react';
import { english } from '@showgrid/shared/i18n/english';
import { translated } from '@showgrid/shared/i18n/translate';
import { LIMITS } from '@showgrid/shared/limits';
import { Button } from '../../../components/button';
import { IconButton } from '../../../components/icon-button';
import { TextField } from '../../../components/text-field';

interface DeductionReasonsFieldProps {
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
}

/** Why a new reason cannot be added (null: it can), by the server's limits: in English, shown translated. */
export function reasonProblem(reason: string, reasons: readonly string[]): string | null {
  const text = reason.trim();
  if (text === '') return english(/*i18n*/ { id: 'Type a reason first.' });
  if (text.length > LIMITS.deductionReasonMax) {
    return english(/*i18n*/ { id: 'At most {max} characters.', values: { max: LIMITS.deductionReasonMax } });
  }
  if (reasons.some((existing) => existing.toLowerCase() === text.toLowerCase())) {
    return english(/*i18n*/ { id: 'That reason is already listed.' });
  }
  if (reasons.length >= LIMITS.deductionReasonsMax) {
    return english(/*i18n*/ { id: 'At most {max} reasons.', values: { max: LIMITS.deductionReasonsMax } });
  }
  return null;
}

/** The reasons a deduction sheet offers its judges (ADR 029): add one, remove one. */
export function DeductionReasonsField({ value, onChange, error }: DeductionReasonsFieldProps) {
  const { _, i18n } = useLingui();
  const baseId = useId();
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const add = () => {
    const found = reasonProblem(draft, value);
    setProblem(found);
    if (found) return;
    onChange([...value, draft.trim()]);
    setDraft('');
  };

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
      <legend className="mb-1 text-sm font-medium text-slate-700">{_(/*i18n*/ { id: 'Deduction reasons' })}</legend>
      <p id={hintId} className="text-xs text-slate-500">
        {_(/*i18n*/ { id: 'Offered to the judges on a deduction sheet; they may also type their own.' })}
      </p>
      {value.length === 0 ? (
        <p className="text-sm text-slate-600">{_(/*i18n*/ { id: 'No reasons listed yet.' })}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {value.map((reason) => (
            <li key={reason} className="flex items-center gap-1 rounded-full bg-slate-100 py-0.5 ps-3 pe-0.5 text-sm text-slate-800">
              {reason}
              <IconButton
                icon="close"
                label={_(/*i18n*/ { id: 'Remove reason {reason}', values: { reason } })}
                className="size-7!"
                onClick={() => onChange(value.filter((r) => r !== reason))}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <TextField
            id={`${baseId}-new`}
            label={_(/*i18n*/ { id: 'New reason' })}
            autoComplete="off"
            value={draft}
            error={problem === null ? undefined : translated(i18n, problem)}
            onChange={(change) => {
              setDraft(change.target.value);
              setProblem(null);
            }}
            onKeyDown={(key) => {
              // Enter adds the reason instead of sending the whole form.
              if (key.key !== 'Enter') return;
              key.preventDefault();
              add();
            }}
          />
        </div>
        <Button variant="secondary" className="mt-7" onClick={add}>
          {_(/*i18n*/ { id: 'Add reason' })}
        </Button>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-600">
          {translated(i18n, error)}
        </p>
      )}
    </fieldset>
  );
}
