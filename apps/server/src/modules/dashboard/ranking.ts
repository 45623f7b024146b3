import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { audienceVotes, parameters, rankStates, scoreEntries, scoreParameterValues, vehicles } from '../../db/schema/index.ts';
import type { Tx } from '../../db/client.ts';

/**
 * The event's overall ranking (PRODUCT.md "Scores"): every Paid vehicle with at least one score entry
 * (the Paid vehicles are the ones results rank, modules/results),
 * by x/y (x = the sum of its scores, y = the sum of the limits they were given on), then more
 * judges-choice picks, then more audience votes. Vehicles the rules cannot separate share a rank
 * (SQL `rank()`: 1, 1, 3).
 *
 * x/y is compared as a numeric with 20 decimals: x and y stay below 10^7, so two different
 * fractions differ by more than 10^-14 and sort apart, and equal ones (3/6, 4/8) round alike.
 */
export function rankingQuery(eventId: number): SQL {
  return sql`
    select t.vehicle_id, t.total, t.max,
      (rank() over (
        order by t.total::numeric(40, 20) / nullif(t.max, 0) desc nulls last, t.top_choices desc, coalesce(votes.n, 0) desc
      ))::int as rank
    from (
      select ${scoreEntries.vehicleId} as vehicle_id,
        coalesce(sum(${scoreParameterValues.score}), 0)::int as total,
        coalesce(sum(${parameters.scoreLimit}), 0)::int as max,
        (count(distinct ${scoreEntries.id}) filter (where ${scoreEntries.topChoice}))::int as top_choices
      from ${scoreEntries}
      left join ${scoreParameterValues} on ${scoreParameterValues.scoreId} = ${scoreEntries.id}
      left join ${parameters} on ${parameters.id} = ${scoreParameterValues.parameterId}
      where ${scoreEntries.eventId} = ${eventId}
      group by ${scoreEntries.vehicleId}
    ) t
    join ${vehicles} v on v.id = t.vehicle_id and v.paid
    left join (
      select ${audienceVotes.vehicleId} as vehicle_id, count(*)::int as n
      from ${audienceVotes}
      where ${audienceVotes.eventId} = ${eventId} and ${audienceVotes.voidedAt} is null
      group by ${audienceVotes.vehicleId}
    ) votes on votes.vehicle_id = t.vehicle_id`;
}

/** Advisory-lock namespace of rank-state refreshes (unique in this codebase; bulk upload uses 7001). */
const RANK_LOCK = 7_007;

/**
 * Brings the event's rank states up to date inside the transaction of a score or vote change.
 * A vehicle whose rank moved keeps the rank it had before as `previous_rank` (its arrow: previous
 * − current); one whose rank did not move keeps its last movement; one no longer ranked is
 * dropped. The lock makes concurrent changes of one event take turns, so each sees the ranks the
 * one before it left and no two write the same rows in opposite orders.
 */
export async function refreshRankStates(tx: Tx, eventId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${RANK_LOCK}, ${eventId})`);
  await tx.execute(sql`
    with ranked as (${rankingQuery(eventId)}),
    gone as (
      delete from ${rankStates}
      where ${rankStates.eventId} = ${eventId} and ${rankStates.vehicleId} not in (select vehicle_id from ranked)
    )
    insert into ${rankStates} (event_id, vehicle_id, rank, previous_rank, updated_at)
    select ${eventId}, vehicle_id, rank, null, now() from ranked
    on conflict (event_id, vehicle_id) do update
      set previous_rank = ${rankStates}.rank, rank = excluded.rank, updated_at = excluded.updated_at
      where ${rankStates}.rank <> excluded.rank`);
}

const rowsOf = (result: unknown): unknown => (typeof result === 'object' && result !== null && 'rows' in result ? result.rows : []);

const topRowSchema = z.object({
  vehicle_id: z.number().int(),
  name: z.string(),
  rank: z.number().int(),
  total: z.number().int(),
  max: z.number().int(),
  variation: z.number().int(),
});
export type TopVehicleRow = z.infer<typeof topRowSchema>;

/** The best `limit` vehicles of the event, best first, each with its recorded rank movement. */
export async function topVehicles(db: Db, eventId: number, limit: number): Promise<TopVehicleRow[]> {
  const result = await db.execute(sql`
    with ranked as (${rankingQuery(eventId)})
    select r.vehicle_id, coalesce(nullif(trim(${vehicles.brand} || ' ' || ${vehicles.model}), ''), ${vehicles.registrationNo}) as name, r.rank, r.total, r.max,
      coalesce(${rankStates.previousRank} - ${rankStates.rank}, 0)::int as variation
    from ranked r
    join ${vehicles} on ${vehicles.id} = r.vehicle_id
    left join ${rankStates} on ${rankStates.eventId} = ${eventId} and ${rankStates.vehicleId} = r.vehicle_id
    order by r.rank, ${vehicles.id}
    limit ${limit}`);
  return z.array(topRowSchema).parse(rowsOf(result));
}
