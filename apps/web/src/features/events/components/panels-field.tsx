import { useId } from 'react';
import { useLingui } from '@lingui/react';
import type { Category } from '@showgrid/shared/schemas/catalogue';
import type { Judge } from '@showgrid/shared/schemas/judge';
import type { FormPanel } from '../lib/event-form-schema';

interface PanelsFieldProps {
  /** The event's categories and judges as the form has them now. */
  categories: Category[];
  judges: Judge[];
  value: FormPanel[];
  onChange: (value: FormPanel[]) => void;
  error?: string;
}

/**
 * Who judges which category (PRODUCT.md "Panels"): per chosen category, the chosen judges, all
 * ticked by default. Unticking some makes a panel (the motorcycle specialist gets the motorcycles);
 * all ticked is every judge of the event, as before panels existed.
 */
export function PanelsField({ categories, judges, value, onChange, error }: PanelsFieldProps) {
  const { _, i18n } = useLingui();
  const baseId = useId();
  const judgeIds = judges.map((judge) => judge.intJudgeId);
  const panelOf = (categoryId: number) =>
    value.find((panel) => panel.categoryId === categoryId)?.judgeIds.filter((id) => judgeIds.includes(id)) ?? judgeIds;

  const toggle = (categoryId: number, judgeId: number, checked: boolean) => {
    const current = panelOf(categoryId);
    const next = checked ? judgeIds.filter((id) => id === judgeId || current.includes(id)) : current.filter((id) => id !== judgeId);
    const others = value.filter((panel) => panel.categoryId !== categoryId);
    onChange(next.length === judgeIds.length ? others : [...others, { categoryId, judgeIds: next }]);
  };

  if (categories.length === 0 || judges.length < 2) return null;
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? `${baseId}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-700">{_(/*i18n*/ { id: 'Panels' })}</legend>
      <p className="text-xs text-slate-500">
        {_(
          /*i18n*/ {
            id: 'Who judges which category. All ticked: every judge of the event judges it; untick some to give a category its own panel.',
          },
        )}
      </p>
      {categories.map((category) => {
        const panel = panelOf(category.id);
        const everyone = panel.length === judgeIds.length;
        return (
          <fieldset key={category.id} className="rounded-lg border border-slate-200 p-3">
            <legend className="px-1 text-sm font-medium text-slate-900">
              {_(/*i18n*/ { id: 'Panel of {category}', values: { category: category.strVehicleCategoryName } })}
              <span className="ms-2 text-xs font-normal text-slate-500">
                {everyone
                  ? _(/*i18n*/ { id: 'every judge' })
                  : _(
                      /*i18n*/ {
                        id: '{count} of {total}',
                        values: { count: i18n.number(panel.length), total: i18n.number(judgeIds.length) },
                      },
                    )}
              </span>
            </legend>
            <ul className="flex flex-wrap gap-x-4 gap-y-2">
              {judges.map((judge) => (
                <li key={judge.intJudgeId}>
                  <label className="flex items-center gap-2 text-sm text-slate-800">
                    {/* Named with its category: the same judge is ticked once per category. */}
                    <input
                      type="checkbox"
                      aria-label={_(
                        /*i18n*/ {
                          id: '{judge} judges {category}',
                          values: { judge: judge.strFullName, category: category.strVehicleCategoryName },
                        },
                      )}
                      className="size-4 accent-red-600"
                      checked={panel.includes(judge.intJudgeId)}
                      onChange={(change) => toggle(category.id, judge.intJudgeId, change.target.checked)}
                    />
                    {judge.strFullName}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        );
      })}
      {error && (
        <p id={`${baseId}-error`} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
