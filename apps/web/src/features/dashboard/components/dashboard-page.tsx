import { useCallback, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { ROUTES } from '@showgrid/shared/paths';
import type { Dashboard } from '@showgrid/shared/schemas/results';
import { FullPageSpinner } from '../../../components/spinner';
import { useAllEvents, useUpcomingEvent } from '../../../api/events';
import { useEventJudges } from '../../../api/judges';
import { getDashboard, useDashboard } from '../api/get-dashboard';
import { defaultDashboardEvent } from '../lib/pick-event';
import { scoreShown } from '@showgrid/shared/score-text';
import { useDashboardSocket } from '../lib/use-dashboard-socket';
import { ConnectionBadge } from './connection-badge';
import { EntriesCard } from './entries-card';
import { SetupChecklist } from './setup-checklist';
import { VotingCard } from './voting-card';

/** /admin/dashboard (SPEC §2 "Admin dashboard"), live over /ws/dashboard. */
export function DashboardPage() {
  const { _ } = useLingui();
  const events = useAllEvents();
  const [picked, setPicked] = useState<number | null>(null);
  const eventId = picked ?? (events.data ? (defaultDashboardEvent(events.data)?.id ?? null) : null);
  // Each (re)connection first renews the access token through an ordinary authenticated call.
  const renewToken = useCallback(() => (eventId === null ? Promise.resolve() : getDashboard(eventId)), [eventId]);
  const state = useDashboardSocket(eventId, renewToken);
  const message = useDashboard(eventId).data ?? null;
  // The judges table follows the live count: a mapping change refetches it.
  const judges = useEventJudges(eventId, message?.objJudgeStats.intTotalJudgeCount);
  // The Entries panel only for an event that takes entrants' registrations.
  const event = events.data?.find((candidate) => candidate.id === eventId);
  const takesEntries = (event?.objRegistration.arrClasses.length ?? 0) > 0;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-6 lg:p-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">{_(/*i18n*/ { id: 'Dashboard' })}</h1>
          <ConnectionBadge state={state} />
          <div className="mt-1 flex flex-wrap gap-4 text-sm font-semibold text-red-700">
            <Link to={ROUTES.adminAudit} className="hover:underline">
              {_(/*i18n*/ { id: 'Audit log →' })}
            </Link>
            <Link to={ROUTES.adminGateStaff} className="hover:underline">
              {_(/*i18n*/ { id: 'Gate volunteers →' })}
            </Link>
            {eventId !== null && (
              <Link to={ROUTES.gateArrivalList(eventId)} className="hover:underline">
                {_(/*i18n*/ { id: 'Arrival list →' })}
              </Link>
            )}
          </div>
        </div>
        {events.data && events.data.length > 0 && (
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
            {_(/*i18n*/ { id: 'Event' })}
            <select
              value={eventId ?? ''}
              onChange={(change) => setPicked(Number(change.target.value))}
              className="min-w-64 rounded-md border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900"
            >
              {events.data.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.strEventTitle}
                </option>
              ))}
            </select>
          </label>
        )}
      </header>
      <SetupChecklist />
      {events.data && events.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          {_(/*i18n*/ { id: 'No events found.' })}
        </p>
      ) : message === null ? (
        <FullPageSpinner />
      ) : (
        <DashboardBody
          data={message}
          timeZone={event?.strTimeZone ?? localZone()}
          judges={judges.data ?? []}
          entries={takesEntries && eventId !== null && <EntriesCard eventId={eventId} />}
        />
      )}
    </div>
  );
}

interface DashboardJudge {
  intJudgeId: number;
  strFullName: string;
  strTitle: string;
  strJudgeCode: string;
  profilePicture: string | null;
}

/** Before the events have come (never, once a message has): the browser's zone. */
const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

interface DashboardBodyProps {
  data: Dashboard;
  /** The event's time zone: the voting window's times are the show's. */
  timeZone: string;
  judges: DashboardJudge[];
  entries: ReactNode;
}

function DashboardBody({ data, timeZone, judges, entries }: DashboardBodyProps) {
  const { _, i18n } = useLingui();
  const { objVehicleStats: vehicles, objJudgeStats: judging } = data;
  const registered = vehicles.intTotalRegisteredVehicles;
  const judged = judging.objJudgingProgress.intJudgedVehicleCount;
  const judgeable = judging.objJudgingProgress.intJudgeableVehicleCount;
  const openCategories = judging.objJudgingProgress.arrCategoryStats.filter((c) => c.intJudgedCount < c.intTotalVehicleCount);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Card
          title={_(/*i18n*/ { id: 'Total Vehicles' })}
          value={registered}
          detail={_(/*i18n*/ { id: '{count} attended', values: { count: i18n.number(vehicles.intTotalAttendedVehicles) } })}
        />
        <Card title={_(/*i18n*/ { id: 'Total Judges' })} value={judging.intTotalJudgeCount} />
        <Card title={_(/*i18n*/ { id: 'Total Audience Vote' })} value={data.intTotalAudienceVote} />
        <UpcomingEventCard />
      </div>
      <VotingCard
        key={`${data.objVoting.dtOpensAt}|${data.objVoting.dtClosesAt}`}
        eventId={data.intEventId}
        voting={data.objVoting}
        timeZone={timeZone}
      />
      {entries}
      <section aria-labelledby="progress-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="progress-heading" className="font-semibold text-slate-900">
            {_(/*i18n*/ { id: 'Judging Progress' })}
          </h2>
          <Link to={ROUTES.adminCoverage(data.intEventId)} className="text-sm font-semibold text-red-700 hover:underline">
            {_(/*i18n*/ { id: 'Judging coverage →' })}
          </Link>
        </div>
        <p id="progress-paid-only" className="mb-3 text-sm text-slate-600">
          {_(
            /*i18n*/ {
              id: 'Only Paid vehicles are judged: {judgeable} of {registered} registered.',
              values: { judgeable: i18n.number(judgeable), registered: i18n.number(registered) },
            },
          )}
        </p>
        <Bar label={_(/*i18n*/ { id: 'All vehicles' })} done={judged} total={judgeable} describedBy="progress-paid-only" />
        {openCategories.length > 0 && (
          <div className="mt-4 flex flex-col gap-3">
            {openCategories.map((category) => (
              <Bar key={category.intId} label={category.strName} done={category.intJudgedCount} total={category.intTotalVehicleCount} />
            ))}
          </div>
        )}
        <JudgeProgress rows={judging.objJudgingProgress.arrJudgeProgress} />
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <TopVehicles rows={data.arrTopVehicles} />
        <JudgesTable judges={judges} />
      </div>
    </>
  );
}

function Card({ title, value, detail }: { title: string; value: number; detail?: string }) {
  const { i18n } = useLingui();
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-sm font-medium text-slate-500">{title}</h2>
      <p className="mt-2 text-3xl font-bold text-slate-900">{i18n.number(value)}</p>
      {detail && <p className="mt-1 text-sm text-slate-600">{detail}</p>}
    </section>
  );
}

function UpcomingEventCard() {
  const { _, i18n } = useLingui();
  const upcoming = useUpcomingEvent();
  const event = upcoming.data;
  const date = event ? new Date(event.strEventStartDateTime) : null;
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-sm font-medium text-slate-500">{_(/*i18n*/ { id: 'Upcoming Event' })}</h2>
      {event && date ? (
        <>
          {/* The show's day, in its own time zone. */}
          <p className="mt-2 text-3xl font-bold text-slate-900">{i18n.date(date, { day: 'numeric', timeZone: event.strTimeZone })}</p>
          <p className="text-sm text-slate-700">{i18n.date(date, { month: 'long', year: 'numeric', timeZone: event.strTimeZone })}</p>
          <p className="mt-1 truncate text-sm font-medium text-slate-900">{event.strEventTitle}</p>
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{_(/*i18n*/ { id: 'None scheduled' })}</p>
      )}
    </section>
  );
}

function Bar({
  label,
  done,
  total,
  detail,
  describedBy,
}: {
  label: string;
  done: number;
  total: number;
  detail?: string;
  describedBy?: string;
}) {
  const { i18n } = useLingui();
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <div>
      <div className="mb-1 flex justify-between gap-2 text-sm">
        <span className="font-medium text-slate-800">{label}</span>
        <span className="text-slate-600">
          {i18n.number(done)} / {i18n.number(total)}
          {detail && ` · ${detail}`}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-describedby={describedBy}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        className="h-2.5 rounded-full bg-slate-100"
      >
        <div className="h-2.5 rounded-full bg-red-600" style={{ width: `${String(percent)}%` }} />
      </div>
    </div>
  );
}

/**
 * Each judge's sheets against the Paid vehicles of the categories they judge (their panels); a
 * vehicle they stepped aside from is done for them, though not scored.
 */
function JudgeProgress({ rows }: { rows: Dashboard['objJudgeStats']['objJudgingProgress']['arrJudgeProgress'] }) {
  const { _, i18n } = useLingui();
  if (rows.length === 0) return null;
  return (
    <div className="mt-5 border-t border-slate-100 pt-4">
      <h3 id="judge-progress-heading" className="mb-3 text-sm font-semibold text-slate-700">
        {_(/*i18n*/ { id: 'By judge' })}
      </h3>
      <ul aria-labelledby="judge-progress-heading" className="grid gap-3 sm:grid-cols-2">
        {rows.map((row) => (
          <li key={row.intJudgeId}>
            <Bar
              label={row.strFullName}
              done={row.intScoredCount + row.intSteppedAsideCount}
              total={row.intAssignedCount}
              detail={
                row.intSteppedAsideCount > 0
                  ? _(/*i18n*/ { id: '{count} stepped aside', values: { count: i18n.number(row.intSteppedAsideCount) } })
                  : undefined
              }
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

function Arrow({ variation }: { variation: number }) {
  const { _, i18n } = useLingui();
  const places = i18n.number(Math.abs(variation));
  if (variation > 0)
    return (
      <span aria-label={_(/*i18n*/ { id: 'Up {count}', values: { count: places } })} className="font-bold text-green-600">
        ▲ {places}
      </span>
    );
  if (variation < 0)
    return (
      <span aria-label={_(/*i18n*/ { id: 'Down {count}', values: { count: places } })} className="font-bold text-red-600">
        ▼ {places}
      </span>
    );
  return (
    <span aria-label={_(/*i18n*/ { id: 'No change' })} className="font-bold text-slate-400">
      ● {i18n.number(0)}
    </span>
  );
}

function TopVehicles({ rows }: { rows: Dashboard['arrTopVehicles'] }) {
  const { _, i18n } = useLingui();
  return (
    <section aria-labelledby="top-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="top-heading" className="mb-3 font-semibold text-slate-900">
        {_(/*i18n*/ { id: 'Top Vehicles' })}
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{_(/*i18n*/ { id: 'No data available.' })}</p>
      ) : (
        <ol aria-label={_(/*i18n*/ { id: 'Top Vehicles' })} className="flex flex-col divide-y divide-slate-100">
          {rows.map((row) => (
            <li key={row.intId} className="flex items-center gap-3 py-2">
              <span className="w-8 text-lg font-bold text-slate-500">{i18n.number(row.intRank)}</span>
              <span className="flex-1 font-medium text-slate-900">{row.strName}</span>
              <span className="font-semibold text-slate-900">{scoreShown(i18n, row.strTotalScore)}</span>
              <Arrow variation={row.intRankVariation} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function JudgesTable({ judges }: { judges: DashboardJudge[] }) {
  const { _ } = useLingui();
  return (
    <section aria-labelledby="judges-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="judges-heading" className="mb-3 font-semibold text-slate-900">
        {_(/*i18n*/ { id: 'Judges' })}
      </h2>
      <table aria-label={_(/*i18n*/ { id: 'Judges' })} className="w-full text-start text-sm">
        <thead className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          <tr>
            <th className="py-2">{_(/*i18n*/ { id: 'Name' })}</th>
            <th className="py-2">{_(/*i18n*/ { id: 'Company' })}</th>
            <th className="py-2">{_(/*i18n*/ { id: 'Judge ID' })}</th>
            <th className="py-2">{_(/*i18n*/ { id: 'Photo' })}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {judges.map((judge) => (
            <tr key={judge.intJudgeId}>
              <td className="py-2 font-medium text-slate-900">{judge.strFullName}</td>
              <td className="py-2 text-slate-700">{judge.strTitle}</td>
              <td className="py-2 text-slate-700">{judge.strJudgeCode}</td>
              <td className="py-2">
                {judge.profilePicture ? (
                  <img src={judge.profilePicture} alt={judge.strFullName} className="size-9 rounded-full object-cover" />
                ) : (
                  <span
                    aria-hidden="true"
                    className="flex size-9 items-center justify-center rounded-full bg-slate-200 font-semibold text-slate-600"
                  >
                    {judge.strFullName.slice(0, 1)}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
