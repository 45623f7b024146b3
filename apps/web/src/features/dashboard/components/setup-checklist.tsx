import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { translated } from '@showgrid/shared/i18n/translate';
import { useSetupSteps } from '../hooks/use-setup-steps';

/**
 * The first show without a manual: the set-up steps in the order they depend on each other, each
 * linked to its page and ticked once done. It gives way to the dashboard when every step is done.
 */
export function SetupChecklist() {
  const { _, i18n } = useLingui();
  const steps = useSetupSteps();
  if (steps === null || steps.every((step) => step.done)) return null;
  const doneCount = steps.filter((step) => step.done).length;
  const next = steps.find((step) => !step.done);

  return (
    <section aria-labelledby="setup-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="setup-heading" className="text-lg font-semibold text-slate-900">
          {_(/*i18n*/ { id: 'Set up your show' })}
        </h2>
        <p className="text-sm font-medium text-slate-600">
          {_(/*i18n*/ { id: '{done} of {total} done', values: { done: i18n.number(doneCount), total: i18n.number(steps.length) } })}
        </p>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {_(/*i18n*/ { id: 'Work down the list: each step opens the page where it is done, and is ticked here once it is.' })}
      </p>
      <ol aria-labelledby="setup-heading" className="mt-4 flex flex-col divide-y divide-slate-100">
        {steps.map((step, index) => (
          <li key={step.id} aria-current={step === next ? 'step' : undefined} className="flex items-start gap-3 py-3">
            <span
              aria-hidden="true"
              className={`flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                step.done ? 'bg-green-600 text-white' : step === next ? 'bg-red-600 text-white' : 'bg-slate-200 text-slate-600'
              }`}
            >
              {step.done ? '✓' : i18n.number(index + 1)}
            </span>
            <div className="min-w-0 flex-1">
              <Link to={step.to} className="font-semibold text-red-700 hover:underline">
                {translated(i18n, step.title)}
              </Link>
              <p className="text-sm text-slate-600">{translated(i18n, step.help)}</p>
            </div>
            <span
              className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                step.done ? 'bg-green-100 text-green-800' : 'bg-slate-100 text-slate-700'
              }`}
            >
              {step.done ? _(/*i18n*/ { id: 'Done' }) : _(/*i18n*/ { id: 'To do' })}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
