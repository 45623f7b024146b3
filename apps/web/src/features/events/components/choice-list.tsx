import { useId } from 'react';
import { useLingui } from '@lingui/react';

export interface Choice {
  id: number;
  /** The checkbox's accessible name. */
  label: string;
  /** A second line, read as the checkbox's description. */
  detail: string;
  imageUrl: string | null;
  /** Round (a person) or square (a thing). */
  round?: boolean;
}

interface ChoiceListProps {
  legend: string;
  choices: Choice[] | undefined;
  value: number[];
  onChange: (value: number[]) => void;
  isLoading: boolean;
  isError: boolean;
  loadingText: string;
  errorText: string;
  emptyText: string;
  error?: string;
}

function initials(text: string): string {
  const parts = text.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase();
}

/** A labelled group of checkboxes with a thumbnail each: the event form's categories and judges. */
export function ChoiceList({
  legend,
  choices,
  value,
  onChange,
  isLoading,
  isError,
  loadingText,
  errorText,
  emptyText,
  error,
}: ChoiceListProps) {
  const { _, i18n } = useLingui();
  const baseId = useId();
  const countId = `${baseId}-count`;
  const errorId = `${baseId}-error`;
  const toggle = (id: number, checked: boolean) =>
    onChange(checked ? [...value.filter((v) => v !== id), id] : value.filter((v) => v !== id));

  let body;
  if (isLoading) body = <p className="py-3 text-sm text-slate-500">{loadingText}</p>;
  else if (isError) body = <p className="py-3 text-sm text-red-600">{errorText}</p>;
  else if (!choices || choices.length === 0) body = <p className="py-3 text-sm text-slate-500">{emptyText}</p>;
  else {
    body = (
      <ul className="grid max-h-56 grid-cols-1 gap-2 overflow-y-auto p-0.5 sm:grid-cols-2">
        {choices.map((choice) => {
          const nameId = `${baseId}-${String(choice.id)}-name`;
          const detailId = `${baseId}-${String(choice.id)}-detail`;
          const shape = choice.round ? 'rounded-full' : 'rounded-md';
          return (
            <li key={choice.id}>
              <label className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 p-2 hover:bg-slate-50 has-checked:border-red-500 has-checked:bg-red-50">
                <input
                  type="checkbox"
                  className="size-4 shrink-0 accent-red-600"
                  aria-labelledby={nameId}
                  aria-describedby={detailId}
                  checked={value.includes(choice.id)}
                  onChange={(event) => toggle(choice.id, event.target.checked)}
                />
                {choice.imageUrl ? (
                  <img src={choice.imageUrl} alt="" className={`size-10 shrink-0 border border-slate-200 object-cover ${shape}`} />
                ) : (
                  <span
                    aria-hidden="true"
                    className={`inline-flex size-10 shrink-0 items-center justify-center bg-slate-200 text-xs font-semibold text-slate-600 ${shape}`}
                  >
                    {initials(choice.label)}
                  </span>
                )}
                <span className="flex min-w-0 flex-col">
                  <span id={nameId} className="truncate text-sm font-medium text-slate-900">
                    {choice.label}
                  </span>
                  <span id={detailId} className="truncate text-xs text-slate-500">
                    {choice.detail}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <fieldset aria-describedby={error ? `${countId} ${errorId}` : countId} className="flex flex-col gap-2">
      <legend className="mb-2 flex w-full items-baseline justify-between text-sm font-medium text-slate-700">
        <span>{legend}</span>
        {/* Out of the group's name, read as its description instead. */}
        <span id={countId} aria-hidden="true" className="text-xs font-normal text-slate-500">
          {_(/*i18n*/ { id: '{count} selected', values: { count: i18n.number(value.length) } })}
        </span>
      </legend>
      {body}
      {error && (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
