import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { audienceVotes } from '../../db/schema/index.ts';

/** A stored audience vote. */
export type VoteRow = typeof audienceVotes.$inferSelect;

/** A vote just cast. */
export type CastVote = Pick<VoteRow, 'id' | 'eventId' | 'vehicleId' | 'createdAt'>;

/** The live votes of a vehicle. */
export interface VoteTally {
  vehicleId: number;
  votes: number;
}

/**
 * Votes per vehicle of an event, of one vehicle, or of every event (voided ones left out),
 * vehicles without votes left out: the votes count (SPEC /votes/count/) and the results' standings.
 * `q`: the database or a transaction.
 */
export async function countVotes(q: Db, filter: { eventId?: number; vehicleId?: number }): Promise<VoteTally[]> {
  const conditions = [isNull(audienceVotes.voidedAt)];
  if (filter.eventId !== undefined) conditions.push(eq(audienceVotes.eventId, filter.eventId));
  if (filter.vehicleId !== undefined) conditions.push(eq(audienceVotes.vehicleId, filter.vehicleId));
  const rows = await q
    .select({ vehicleId: audienceVotes.vehicleId, n: count() })
    .from(audienceVotes)
    .where(and(...conditions))
    .groupBy(audienceVotes.vehicleId)
    .orderBy(asc(audienceVotes.vehicleId));
  return rows.map((row) => ({ vehicleId: row.vehicleId, votes: row.n }));
}
