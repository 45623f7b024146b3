import type { ShowEvent } from '@showgrid/shared/schemas/event';

/** SPEC §2: the dashboard opens on the most recent past event, else the earliest upcoming one. */
export function defaultDashboardEvent(events: ShowEvent[], now: Date = new Date()): ShowEvent | null {
  const at = (event: ShowEvent) => new Date(event.strEventStartDateTime).getTime();
  const past = events.filter((event) => at(event) <= now.getTime()).sort((a, b) => at(b) - at(a));
  if (past[0]) return past[0];
  const upcoming = [...events].sort((a, b) => at(a) - at(b));
  return upcoming[0] ?? null;
}
