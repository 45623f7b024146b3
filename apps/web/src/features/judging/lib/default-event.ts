import type { JudgeEvent } from '../stores/judge-store';

/** The tablet's calendar day of a moment (its own time zone: the show's field). */
const dayOf = (moment: Date) => `${String(moment.getFullYear())}-${String(moment.getMonth())}-${String(moment.getDate())}`;

/**
 * The event a judge lands on after signing in (issue 29): the one running today (started today
 * on the tablet's calendar, the latest if two did), else the next to start, else the most recent.
 * The server lists upcoming events first (what an organiser looks for, and what SPEC's
 * upcoming-events call means), which put a judge signing in after the start on tomorrow's show.
 * Events kept by a release before start times were kept come last, in the server's order.
 */
export function defaultEventOf(events: readonly JudgeEvent[], now: Date): JudgeEvent | undefined {
  const timed = events
    .flatMap((event) => (event.strEventStartDateTime ? [{ event, start: new Date(event.strEventStartDateTime) }] : []))
    .filter(({ start }) => !Number.isNaN(start.getTime()));
  const started = timed.filter(({ start }) => start <= now).sort((a, b) => b.start.getTime() - a.start.getTime());
  const today = started.find(({ start }) => dayOf(start) === dayOf(now));
  const next = timed.filter(({ start }) => start > now).sort((a, b) => a.start.getTime() - b.start.getTime())[0];
  return (today ?? next ?? started[0])?.event ?? events[0];
}
