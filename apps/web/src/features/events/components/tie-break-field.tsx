import { useId, useState } from 'react';
import { useLingui } from '@lingui/react';
import { Button } from '../../../components/button';
import { IconButton } from '../../../components/icon-button';
import { SelectField } from '../../../components/select-field';
import { tieBreakLabel, type TieBreakParameter } from '../lib/scoring-form';

interface TieBreakFieldProps {
  value: string[];
  onChange: (value: string[]) => void;
  /** The parameters of the event's vehicle types a tie-break can name. */
  parameters: TieBreakParameter[];
  parametersLoading: boolean;
  error?: string;
}

/**
 * The organiser's tie-break order (ADR 029) as an ordered list: add a key, move it up or down,
 * remove it. A new key goes in before the organiser's decision, which can only come last.
 */
export function TieBreakField({ value, onChange, parameters, parametersLoading, error }: TieBreakFieldProps) {
  const { _, i18n } = useLingui();
  const baseId = useId();
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const [picked, setPicked] = useState('');
  const keys = ['score', 'picks', 'votes', ...parameters.map((parameter) => `parameter:${String(parameter.id)}`), 'organiser'];
  const available = keys.filter((key) => !value.includes(key));
  const toAdd = available.includes(picked) ? picked : (available[0] ?? '');
  const labelOf = (key: string) => tieBreakLabel(i18n, key, parameters);

  const add = () => {
    if (!toAdd) return;
    const organiser = value.indexOf('organiser');
    onChange(
      toAdd !== 'organiser' && organiser !== -1 ? [...value.slice(0, organiser), toAdd, ...value.slice(organiser)] : [...value, toAdd],
    );
    setPicked('');
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    const [key] = next.splice(index, 1);
    if (key !== undefined) next.splice(index + by, 0, key);
    onChange(next);
  };
  const remove = (index: number) => onChange(value.filter((_, i) => i !== index));

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
      <legend className="mb-1 text-sm font-medium text-slate-700">{_(/*i18n*/ { id: 'Tie-break order' })}</legend>
      <p id={hintId} className="text-xs text-slate-500">
        {_(
          /*i18n*/ {
            id: 'Vehicles are ranked by the first; each next one decides only between vehicles still equal. Without the organiser’s decision, vehicles still equal share their place.',
          },
        )}
      </p>
      <ol className="flex flex-col gap-1.5">
        {value.map((key, index) => {
          const label = labelOf(key);
          return (
            <li key={key} className="flex items-center gap-2 rounded-lg border border-slate-200 py-1 ps-3 pe-1">
              <span aria-hidden="true" className="w-5 text-sm font-semibold text-slate-500">
                {i18n.number(index + 1)}
              </span>
              <span className="flex-1 text-sm text-slate-900">{label}</span>
              <Button
                variant="secondary"
                className="px-3! py-1.5!"
                aria-label={_(/*i18n*/ { id: 'Move {label} up', values: { label } })}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                ↑
              </Button>
              <Button
                variant="secondary"
                className="px-3! py-1.5!"
                aria-label={_(/*i18n*/ { id: 'Move {label} down', values: { label } })}
                disabled={index === value.length - 1}
                onClick={() => move(index, 1)}
              >
                ↓
              </Button>
              <IconButton icon="delete" label={_(/*i18n*/ { id: 'Remove {label}', values: { label } })} onClick={() => remove(index)} />
            </li>
          );
        })}
      </ol>
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <SelectField
            id={`${baseId}-add`}
            label={_(/*i18n*/ { id: 'Add a tie-break' })}
            value={toAdd}
            disabled={available.length === 0}
            options={available.map((key) => ({ value: key, label: labelOf(key) }))}
            onChange={(change) => setPicked(change.target.value)}
          />
        </div>
        <Button variant="secondary" disabled={!toAdd} onClick={add}>
          {_(/*i18n*/ { id: 'Add tie-break' })}
        </Button>
      </div>
      {parametersLoading && <p className="text-xs text-slate-500">{_(/*i18n*/ { id: 'Loading the parameters…' })}</p>}
      {error && (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
