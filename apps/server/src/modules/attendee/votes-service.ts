import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { voteBodySchema, VoteCount, voteListItemSchema, voteSchema } from '@showgrid/shared/schemas/attendee';
import type { Db, Tx } from '../../db/client.ts';
import { audienceVotes, events, vehicles, voteVerifications } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { ChangeHook } from '../../lib/change-bus.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { canonicalEmail } from './canonical-email.ts';
import { maskEmail, normaliseEmail } from './email.ts';
import { hashVoteToken } from './otp-service.ts';
import { votingState } from './voting-window.ts';

export const VERIFY_AGAIN = 'Verify your e-mail address again.';
export const VEHICLE_NOT_FOUND = 'Vehicle Not Found.';
export const ALREADY_VOTED = 'You have already voted in this show.';
export const VOTING_NOT_OPEN = 'Voting for this show has not opened yet.';
export const VOTING_CLOSED = 'Voting for this show has closed.';
export const VOTE_REGISTERED = 'Vote successfully registered!';

type VoteBody = Omit<z.output<typeof voteBodySchema>, 'strVoteToken'>;
type Vote = z.infer<typeof voteSchema>;
type VoteListItem = z.infer<typeof voteListItemSchema>;
type VoteRow = typeof audienceVotes.$inferSelect;

const vehicleError = (status: number, message: string) => new HttpError(status, { intVehicleId: [message] });

const toApi = (row: VoteRow): Vote => ({
  id: row.id,
  intEventId: row.eventId,
  intVehicleId: row.vehicleId,
  dtCreatedAt: row.createdAt.toISOString(),
});

/** What the audit log keeps of a vote: never the whole address. */
const auditView = (row: VoteRow) => ({
  ...toApi(row),
  strEmailMasked: maskEmail(row.email),
  dtVoidedAt: row.voidedAt?.toISOString() ?? null,
});

/** A live, unused verification of the canonical address `email`, locked until the vote commits; undefined otherwise. */
async function lockVerification(tx: Tx, token: string, email: string, now: Date) {
  const [row] = await tx
    .select()
    .from(voteVerifications)
    .where(eq(voteVerifications.tokenHash, hashVoteToken(token)))
    .for('update');
  if (!row || row.email !== email || row.usedAt !== null || row.expiresAt <= now) return undefined;
  return row;
}

/**
 * The event a vote for this vehicle counts at, refused as the vote refuses it: an unknown or
 * unpaid vehicle, an event not open for voting. With `lock` the vehicle row is held until the
 * transaction ends: a vehicle delete waits, then sees the vote and refuses.
 */
async function voteTarget(q: Db | Tx, vehicleId: number, now: Date, lock: boolean): Promise<{ vehicleId: number; eventId: number }> {
  const query = q
    .select({ id: vehicles.id, eventId: vehicles.eventId, paid: vehicles.paid, startsAt: events.startsAt })
    .from(vehicles)
    .innerJoin(events, eq(events.id, vehicles.eventId))
    .where(eq(vehicles.id, vehicleId));
  const [vehicle] = lock ? await query.for('key share', { of: vehicles }) : await query;
  if (!vehicle?.paid) throw vehicleError(404, VEHICLE_NOT_FOUND);
  const state = votingState(vehicle.startsAt, now);
  if (state !== 'open') throw vehicleError(400, state === 'not-yet' ? VOTING_NOT_OPEN : VOTING_CLOSED);
  return { vehicleId: vehicle.id, eventId: vehicle.eventId };
}

/**
 * `onChange` runs inside each cast and void: votes break ties in the ranking (ADR 014). The app
 * passes it; a caller that only counts may leave it out.
 */
export function createVotesService(db: Db, clock: () => Date, onChange: ChangeHook = async () => {}) {
  return {
    /**
     * One vote per (event, inbox): the unique index on the canonical address decides between
     * racing votes, also from x+1@ and x+2@gmail.com; the verification is locked and used up in
     * the same transaction, so a token casts one vote.
     * Every refusal rolls back: the token still works for a vote that is allowed. `token` comes
     * from the body or the vote cookie (vote-cookie.ts).
     */
    async cast(body: VoteBody, token: string): Promise<Vote> {
      const key = canonicalEmail(body.email);
      const now = clock();
      return db.transaction(async (tx) => {
        const verification = await lockVerification(tx, token, key, now);
        if (!verification) throw new HttpError(400, { email: [VERIFY_AGAIN] });
        const target = await voteTarget(tx, body.intVehicleId, now, true);
        const [vote] = await tx
          .insert(audienceVotes)
          .values({ ...target, email: normaliseEmail(body.email), canonicalEmail: key, createdAt: now })
          // Any unique index: (event, canonical address), and (event, address typed) that it implies.
          .onConflictDoNothing()
          .returning();
        if (!vote) throw vehicleError(409, ALREADY_VOTED);
        await tx.update(voteVerifications).set({ usedAt: now }).where(eq(voteVerifications.id, verification.id));
        await onChange(tx, { eventId: vote.eventId, kind: 'vote', vehicleId: vote.vehicleId });
        return toApi(vote);
      });
    },

    /**
     * Before a code is sent for a vote at this vehicle's event: refused when the inbox already
     * voted there (voided votes included: they still hold it), or when the vote itself would be.
     */
    async assertMayVote(canonical: string, vehicleId: number): Promise<void> {
      const target = await voteTarget(db, vehicleId, clock(), false);
      const [voted] = await db
        .select({ id: audienceVotes.id })
        .from(audienceVotes)
        .where(and(eq(audienceVotes.eventId, target.eventId), eq(audienceVotes.canonicalEmail, canonical)))
        .limit(1);
      if (voted) throw new HttpError(409, { email: [ALREADY_VOTED] });
    },

    /** Votes per vehicle of an event or of one vehicle (voided ones left out), vehicles without votes left out. */
    async counts(eventId: number | undefined, vehicleId?: number): Promise<VoteCount[]> {
      const conditions = [isNull(audienceVotes.voidedAt)];
      if (eventId !== undefined) conditions.push(eq(audienceVotes.eventId, eventId));
      if (vehicleId !== undefined) conditions.push(eq(audienceVotes.vehicleId, vehicleId));
      const rows = await db
        .select({ vehicleId: audienceVotes.vehicleId, n: count() })
        .from(audienceVotes)
        .where(and(...conditions))
        .groupBy(audienceVotes.vehicleId)
        .orderBy(asc(audienceVotes.vehicleId));
      return rows.map((row) => ({ intVehicleId: row.vehicleId, numberOfVotes: row.n }));
    },

    /** The live votes of one vehicle, newest first, addresses masked. */
    async list(eventId: number, vehicleId: number): Promise<VoteListItem[]> {
      const rows = await db
        .select()
        .from(audienceVotes)
        .where(and(eq(audienceVotes.eventId, eventId), eq(audienceVotes.vehicleId, vehicleId), isNull(audienceVotes.voidedAt)))
        .orderBy(desc(audienceVotes.createdAt), desc(audienceVotes.id));
      return rows.map((row) => ({
        id: row.id,
        intVehicleId: row.vehicleId,
        strEmailMasked: maskEmail(row.email),
        dtCreatedAt: row.createdAt.toISOString(),
      }));
    },

    /**
     * Voids a vote: it stops counting but stays, so that address still has had its one vote at
     * this event (voiding a stuffed ballot must not hand it a fresh one).
     */
    async void(actorId: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(audienceVotes)
          .where(and(eq(audienceVotes.id, id), isNull(audienceVotes.voidedAt)))
          .for('update');
        if (!before) throw notFound('Vote not found.');
        const [after] = await tx
          .update(audienceVotes)
          .set({ voidedAt: clock(), voidedBy: actorId })
          .where(eq(audienceVotes.id, id))
          .returning();
        await recordAudit(tx, {
          userId: actorId,
          action: 'void',
          entity: 'audience-vote',
          entityId: id,
          before: auditView(before),
          after: after ? auditView(after) : null,
        });
        await onChange(tx, { eventId: before.eventId, kind: 'vote', vehicleId: before.vehicleId });
      });
    },
  };
}

export type VotesService = ReturnType<typeof createVotesService>;
