import { useCallback, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '@showgrid/shared/paths';
import type { Dashboard } from '@showgrid/shared/schemas/results';
import { FullPageSpinner } from '../../../components/spinner';
import { useAllEvents, useUpcomingEvent } from '../../../api/events';
import { useEventJudges } from '../../../api/judges';
import { getDashboard, useDashboard } from '../api/get-dashboard';
import { defaultDashboardEvent } from '../lib/pick-event';
import { useDashboardSocket } from '../lib/use-dashboard-socket';
import { ConnectionBadge } from './connection-badge';
import { EntriesCard } from './entries-card';
import { SetupChecklist } from './setup-checklist';
import { VotingCard } from './voting-card';

/** /admin/dashboard (SPEC §2 "Admin dashboard"), live over /ws/dashboard. */
export function DashboardPage() {
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
  const takesEntries = (events.data?.find((event) => event.id === eventId)?.objRegistration.arrClasses.length ?? 0) > 0;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-6 lg:p-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">Dashboard</h1>
          <ConnectionBadge state={state} />
          <div className="mt-1 flex flex-wrap gap-4 text-sm font-semibold text-red-700">
            <Link to={ROUTES.adminAudit} className="hover:underline">
              Audit log →
            </Link>
            <Link to={ROUTES.adminGateStaff} className="hover:underline">
              Gate volunteers →
            </Link>
            {eventId !== null && (
              <Link to={ROUTES.gateArrivalList(eventId)} className="hover:underline">
                Arrival list →
              </Link>
            )}
          </div>
        </div>
        {events.data && events.data.length > 0 && (
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
            Event
            <select
              value={eventId ?? ''}
              onChange={(change) => setPicked(Number(change.target.value))}
              className="min-w-64 rounded-md border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900"
            >
              {events.data.map((event) => (
                <option key={event.id} value={event.id}>
                  {event.strEventTitle}
                </option>
              ))}
            </select>
          </label>
        )}
      </header>
      <SetupChecklist />
      {events.data && events.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">No events found.</p>
      ) : message === null ? (
        <FullPageSpinner />
      ) : (
        <DashboardBody
          data={message}
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

function DashboardBody({ data, judges, entries }: { data: Dashboard; judges: DashboardJudge[]; entries: ReactNode }) {
  const { objVehicleStats: vehicles, objJudgeStats: judging } = data;
  const registered = vehicles.intTotalRegisteredVehicles;
  const judged = judging.objJudgingProgress.intJudgedVehicleCount;
  const judgeable = judging.objJudgingProgress.intJudgeableVehicleCount;
  const openCategories = judging.objJudgingProgress.arrCategoryStats.filter((c) => c.intJudgedCount < c.intTotalVehicleCount);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Card title="Total Vehicles" value={registered} detail={`${String(vehicles.intTotalAttendedVehicles)} attended`} />
        <Card title="Total Judges" value={judging.intTotalJudgeCount} />
        <Card title="Total Audience Vote" value={data.intTotalAudienceVote} />
        <UpcomingEventCard />
      </div>
      <VotingCard key={`${data.objVoting.dtOpensAt}|${data.objVoting.dtClosesAt}`} eventId={data.intEventId} voting={data.objVoting} />
      {entries}
      <section aria-labelledby="progress-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="progress-heading" className="font-semibold text-slate-900">
            Judging Progress
          </h2>
          <Link to={ROUTES.adminCoverage(data.intEventId)} className="text-sm font-semibold text-red-700 hover:underline">
            Judging coverage →
          </Link>
        </div>
        <p id="progress-paid-only" className="mb-3 text-sm text-slate-600">
          Only Paid vehicles are judged: {judgeable} of {registered} registered.
        </p>
        <Bar label="All vehicles" done={judged} total={judgeable} describedBy="progress-paid-only" />
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
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-sm font-medium text-slate-500">{title}</h2>
      <p className="mt-2 text-3xl font-bold text-slate-900">{value}</p>
      {detail && <p className="mt-1 text-sm text-slate-600">{detail}</p>}
    </section>
  );
}

function UpcomingEventCard() {
  const upcoming = useUpcomingEvent();
  const event = upcoming.data;
  const date = event ? new Date(event.strEventStartDateTime) : null;
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-sm font-medium text-slate-500">Upcoming Event</h2>
      {event && date ? (
        <>
          <p className="mt-2 text-3xl font-bold text-slate-900">{date.getDate()}</p>
          <p className="text-sm text-slate-700">
            {date.toLocaleString('en-GB', { month: 'long' })} {date.getFullYear()}
          </p>
          <p className="mt-1 truncate text-sm font-medium text-slate-900">{event.strEventTitle}</p>
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-600">None scheduled</p>
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
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <div>
      <div className="mb-1 flex justify-between gap-2 text-sm">
        <span className="font-medium text-slate-800">{label}</span>
        <span className="text-slate-600">
          {done} / {total}
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
  if (rows.length === 0) return null;
  return (
    <div className="mt-5 border-t border-slate-100 pt-4">
      <h3 id="judge-progress-heading" className="mb-3 text-sm font-semibold text-slate-700">
        By judge
      </h3>
      <ul aria-labelledby="judge-progress-heading" className="grid gap-3 sm:grid-cols-2">
        {rows.map((row) => (
          <li key={row.intJudgeId}>
            <Bar
              label={row.strFullName}
              done={row.intScoredCount + row.intSteppedAsideCount}
              total={row.intAssignedCount}
              detail={row.intSteppedAsideCount > 0 ? `${String(row.intSteppedAsideCount)} stepped aside` : undefined}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

function Arrow({ variation }: { variation: number }) {
  if (variation > 0)
    return (
      <span aria-label={`Up ${String(variation)}`} className="font-bold text-green-600">
        ▲ {variation}
      </span>
    );
  if (variation < 0)
    return (
      <span aria-label={`Down ${String(-variation)}`} className="font-bold text-red-600">
        ▼ {-variation}
      </span>
    );
  return (
    <span aria-label="No change" className="font-bold text-slate-400">
      ● 0
    </span>
  );
}

function TopVehicles({ rows }: { rows: Dashboard['arrTopVehicles'] }) {
  return (
    <section aria-labelledby="top-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="top-heading" className="mb-3 font-semibold text-slate-900">
        Top Vehicles
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">No data available.</p>
      ) : (
        <ol aria-label="Top Vehicles" className="flex flex-col divide-y divide-slate-100">
          {rows.map((row) => (
            <li key={row.intId} className="flex items-center gap-3 py-2">
              <span className="w-8 text-lg font-bold text-slate-500">{row.intRank}</span>
              <span className="flex-1 font-medium text-slate-900">{row.strName}</span>
              <span className="font-semibold text-slate-900">{row.strTotalScore}</span>
              <Arrow variation={row.intRankVariation} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function JudgesTable({ judges }: { judges: DashboardJudge[] }) {
  return (
    <section aria-labelledby="judges-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="judges-heading" className="mb-3 font-semibold text-slate-900">
        Judges
      </h2>
      <table aria-label="Judges" className="w-full text-left text-sm">
        <thead className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          <tr>
            <th className="py-2">Name</th>
            <th className="py-2">Company</th>
            <th className="py-2">Judge ID</th>
            <th className="py-2">Photo</th>
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
