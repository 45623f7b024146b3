import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react';
import type { Category } from '@showgrid/shared/schemas/catalogue';
import type { Judge } from '@showgrid/shared/schemas/judge';
import { Button } from '../../../components/button';
import { formatLongDate, formatTime, knownZone, toStartIso } from '../lib/event-dates';
import { panelsOfEvent, type EventFormValues } from '../lib/event-form-schema';
import { registrationSummary } from '../lib/registration-form';
import { scoringSummary } from '../lib/scoring-form';

interface EventConfirmStepProps {
  values: EventFormValues;
  currentIconUrl: string | null;
  categories: Category[];
  judges: Judge[];
  pending: boolean;
  onEdit: () => void;
  onConfirm: () => void;
}

/** SPEC §2 "Confirm Event Creation": what will be saved, with Edit (back, values kept) and Confirm. */
export function EventConfirmStep({ values, currentIconUrl, categories, judges, pending, onEdit, onConfirm }: EventConfirmStepProps) {
  const { _, i18n } = useLingui();
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmRef.current?.focus(), []);

  // The object URL is made and revoked by the same effect, so a remount (StrictMode) gets a live one.
  const imageRef = useRef<HTMLImageElement>(null);
  const icon = values.icon;
  useEffect(() => {
    if (!icon || !imageRef.current) return;
    const url = URL.createObjectURL(icon);
    imageRef.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [icon]);

  // On the show's clock, its zone named when it is not this browser's (10:00 in Amsterdam, typed in London).
  const zone = knownZone(values.strTimeZone);
  const start = toStartIso(values.eventDate, values.eventTime, zone);
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const chosen = categories.filter((category) => values.arrVehicleCategory.includes(category.id));
  const judgeCount = values.arrJudges.length;
  const panels = panelsOfEvent(values);
  const nameOf = (judgeId: number) =>
    judges.find((judge) => judge.intJudgeId === judgeId)?.strFullName ?? _(/*i18n*/ { id: 'Judge {id}', values: { id: String(judgeId) } });

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-5 sm:flex-row">
        {icon || currentIconUrl ? (
          <img
            ref={imageRef}
            src={icon ? undefined : (currentIconUrl ?? undefined)}
            alt={_(/*i18n*/ { id: 'Event icon' })}
            className="h-36 w-48 shrink-0 rounded-lg border border-slate-200 object-cover"
          />
        ) : (
          <div className="flex h-36 w-48 shrink-0 items-center justify-center rounded-lg border border-dashed border-slate-300 bg-slate-50 text-sm text-slate-500">
            {_(/*i18n*/ { id: 'No image' })}
          </div>
        )}
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="font-medium text-slate-500">{_(/*i18n*/ { id: 'Event Name' })}</dt>
          <dd className="font-semibold text-slate-900">{values.strEventTitle}</dd>
          <dt className="font-medium text-slate-500">{_(/*i18n*/ { id: 'Date' })}</dt>
          <dd className="text-slate-900">{formatLongDate(start, i18n.locale, zone)}</dd>
          <dt className="font-medium text-slate-500">{_(/*i18n*/ { id: 'Time' })}</dt>
          <dd className="text-slate-900">
            {formatTime(start, i18n.locale, zone)}
            {zone && zone !== browserZone && ` (${zone})`}
          </dd>
          <dt className="font-medium text-slate-500">{_(/*i18n*/ { id: 'Location' })}</dt>
          <dd className="text-slate-900">{values.strEventLocation}</dd>
          <dt className="font-medium text-slate-500">{_(/*i18n*/ { id: 'Judges' })}</dt>
          <dd className="text-slate-900">
            {_(/*i18n*/ { id: '{count, plural, one {# judge} other {# judges}}', values: { count: judgeCount } })}
          </dd>
          <dt className="font-medium text-slate-500">{_(/*i18n*/ { id: 'Scoring' })}</dt>
          <dd className="text-slate-900">{scoringSummary(i18n, values)}</dd>
          <dt className="font-medium text-slate-500">{_(/*i18n*/ { id: 'Registration (entries)', message: 'Registration' })}</dt>
          <dd className="text-slate-900">{registrationSummary(i18n, values)}</dd>
        </dl>
      </div>
      <section aria-labelledby="confirm-categories">
        <h3 id="confirm-categories" className="mb-2 text-sm font-medium text-slate-500">
          {_(/*i18n*/ { id: 'Categories' })}
        </h3>
        {chosen.length === 0 ? (
          <p className="text-sm text-slate-600">{_(/*i18n*/ { id: 'No categories chosen.' })}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {chosen.map((category) => (
              <li key={category.id} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
                {category.strVehicleCategoryName}
                <span className="text-slate-500"> · {category.strVehicleTypeTitle}</span>
                {panels.some((panel) => panel.categoryId === category.id) && (
                  <span className="text-slate-700">
                    {' · '}
                    {_(
                      /*i18n*/ {
                        id: 'judged by {judges}',
                        values: {
                          judges: panels
                            .find((panel) => panel.categoryId === category.id)
                            ?.judgeIds.map(nameOf)
                            .join(', '),
                        },
                      },
                    )}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
        <Button variant="secondary" onClick={onEdit} disabled={pending}>
          {_(/*i18n*/ { id: 'Edit' })}
        </Button>
        <Button ref={confirmRef} onClick={onConfirm} loading={pending}>
          {_(/*i18n*/ { id: 'Confirm' })}
        </Button>
      </div>
    </div>
  );
}
