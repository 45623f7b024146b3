import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import type { ShowEvent } from '@showgrid/shared/schemas/event';
import { formatEventNumber, formatLongDate, formatTime } from '../lib/event-dates';
import { EventStatusBadge } from './event-status-badge';

interface EventCardProps {
  event: ShowEvent;
  to: string;
}

/**
 * One picker card (SPEC §9: 315 px high, icon 350 px wide). The title's link is stretched over the
 * whole card, so a click anywhere opens the event while the link keeps a short accessible name.
 */
export function EventCard({ event, to }: EventCardProps) {
  const { _, i18n } = useLingui();
  const start = event.strEventStartDateTime;
  const coordinator = [event.strEventCoordinatorName, event.strEventCoordinatorPhone].filter(Boolean).join(' · ');
  return (
    <article className="relative flex h-[315px] overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:border-red-300 hover:shadow-md focus-within:ring-2 focus-within:ring-red-600">
      <div className="hidden h-full w-[350px] shrink-0 bg-slate-100 sm:block">
        {event.b64Icon ? (
          <img src={event.b64Icon} alt="" className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center text-slate-400" aria-hidden="true">
            <svg viewBox="0 0 24 24" className="size-16">
              <path
                d="M7 2v2H5a2 2 0 00-2 2v14a2 2 0 002 2h14a2 2 0 002-2V6a2 2 0 00-2-2h-2V2h-2v2H9V2H7zm-2 7h14v11H5V9z"
                fill="currentColor"
              />
            </svg>
          </div>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="font-mono text-xs font-semibold text-slate-500">{formatEventNumber(event.id)}</p>
            <h2 className="mt-0.5 line-clamp-2 text-lg font-semibold text-slate-900">
              <Link to={to} className="outline-none after:absolute after:inset-0 after:content-['']">
                {event.strEventTitle}
              </Link>
            </h2>
          </div>
          <EventStatusBadge status={event.strStatus} />
        </div>
        {event.strEventDescription && <p className="line-clamp-3 text-sm text-slate-600">{event.strEventDescription}</p>}
        <dl className="mt-auto grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
          <dt className="text-slate-500">{_(/*i18n*/ { id: 'Starts' })}</dt>
          <dd className="text-slate-900">
            {formatLongDate(start, i18n.locale, event.strTimeZone)}, {formatTime(start, i18n.locale, event.strTimeZone)}
          </dd>
          <dt className="text-slate-500">{_(/*i18n*/ { id: 'Location' })}</dt>
          <dd className="truncate text-slate-900">{event.strEventLocation}</dd>
          {coordinator && (
            <>
              <dt className="text-slate-500">{_(/*i18n*/ { id: 'Coordinator' })}</dt>
              <dd className="truncate text-slate-900">{coordinator}</dd>
            </>
          )}
        </dl>
      </div>
    </article>
  );
}
