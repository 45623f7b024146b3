import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { events } from '../../db/schema/index.ts';

/**
 * How long after its start an event still counts as the current one: a show runs all day, and
 * a card scanned in the evening must still find the vehicle at today's show.
 */
export const CURRENT_EVENT_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * ORDER BY for events, nearest to `now` first (PRODUCT.md "Vehicle ids": ongoing or upcoming
 * first, then the most recent past): events that started within the last 24 hours or start
 * later, earliest first; then past events, latest first. One rule for every place that has to
 * pick "the" event of a vehicle id — the id list, the printable cards, /audience/{id}.
 */
export function nearestEventOrder(now: Date): SQL[] {
  const since = new Date(now.getTime() - CURRENT_EVENT_GRACE_MS).toISOString();
  const current = sql`${events.startsAt} >= ${since}::timestamptz`;
  return [
    sql`case when ${current} then 0 else 1 end`,
    sql`case when ${current} then ${events.startsAt} end asc`,
    desc(events.startsAt),
    asc(events.id),
  ];
}
