import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rankStates } from '../../db/schema/index.ts';
import { rankOverall } from '../results/ranking.ts';
import { loadStandings } from '../results/standings.ts';

/** Advisory-lock namespace of rank-state refreshes (unique in this codebase; bulk upload uses 7001). */
const RANK_LOCK = 7_007;

/** A vehicle of the event's overall ranking with its rank movement (SPEC §3 "Top Vehicles"). */
export interface RankedVehicle {
  vehicleId: number;
  /** Brand and model, or the registration number when neither is known. */
  name: string;
  rank: number;
  total: number;
  max: number;
  /** previous rank − rank: how the vehicle moved at the refresh that last moved it; 0 for a newcomer. */
  variation: number;
}

/**
 * Brings the event's rank states up to date with its overall ranking (ranking.ts, the one the
 * results use) and answers that ranking, best first, with each vehicle's movement (ADR 014):
 * - a vehicle whose rank changed since the last refresh keeps the rank it had as `previous_rank`;
 * - one whose rank did not change keeps its last movement (its arrow shows how it last moved);
 * - one no longer ranked (unscored, unpaid, deleted) is dropped; a newcomer has no movement yet.
 * It runs after the writes that moved ranks have committed, coalesced per event (hub.ts), and when
 * a dashboard is read; never inside a score or vote. Refreshes of one event take turns on a lock,
 * so each compares against what the one before it stored, also across instances.
 */
export async function refreshRankStates(db: Db, eventId: number): Promise<RankedVehicle[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RANK_LOCK}, ${eventId})`);
    const [{ scoring, standings }, stored] = await Promise.all([
      loadStandings(tx, eventId),
      tx
        .select({ vehicleId: rankStates.vehicleId, rank: rankStates.rank, previousRank: rankStates.previousRank })
        .from(rankStates)
        .where(eq(rankStates.eventId, eventId)),
    ]);
    const before = new Map(stored.map((row) => [row.vehicleId, row]));
    const now = rankOverall(standings, scoring.tieBreak).map(({ standing, rank }) => {
      const was = before.get(standing.vehicleId);
      const previousRank = was === undefined ? null : was.rank === rank ? was.previousRank : was.rank;
      return { vehicleId: standing.vehicleId, standing, rank, previousRank };
    });
    const moved = now.filter((row) => before.get(row.vehicleId)?.rank !== row.rank);
    const ranked = new Set(now.map((row) => row.vehicleId));
    const gone = stored.filter((row) => !ranked.has(row.vehicleId)).map((row) => row.vehicleId);
    if (moved.length > 0 || gone.length > 0) {
      // One statement for the lot, the rows as one JSON parameter (binding 800 × 3 parameters is slow on PGlite).
      await tx.execute(sql`
        with gone as (
          delete from ${rankStates}
          where ${rankStates.eventId} = ${eventId}
            and ${rankStates.vehicleId} in (select value::int from jsonb_array_elements_text(${JSON.stringify(gone)}::jsonb))
        )
        insert into ${rankStates} (event_id, vehicle_id, rank, previous_rank, updated_at)
        select ${eventId}, m.vehicle_id, m.rank, m.previous_rank, now()
        from jsonb_to_recordset(${JSON.stringify(moved.map((row) => ({ vehicle_id: row.vehicleId, rank: row.rank, previous_rank: row.previousRank })))}::jsonb)
          as m(vehicle_id int, rank int, previous_rank int)
        on conflict (event_id, vehicle_id) do update
          set rank = excluded.rank, previous_rank = excluded.previous_rank, updated_at = excluded.updated_at`);
    }
    return now
      .map(({ vehicleId, standing, rank, previousRank }) => ({
        vehicleId,
        name: standing.vehicleName || standing.registrationNo,
        rank,
        total: standing.total ?? 0,
        max: standing.max ?? 0,
        variation: previousRank === null ? 0 : previousRank - rank,
      }))
      .sort((a, b) => a.rank - b.rank || a.vehicleId - b.vehicleId);
  });
}
