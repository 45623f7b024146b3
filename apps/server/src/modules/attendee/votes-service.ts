import { english } from '@showgrid/shared/i18n/translate';
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { votingRefusal, votingWindow, windowState } from '@showgrid/shared/voting-window';
import { EVENT_NOT_FOUND, VEHICLE_NOT_FOUND_SPEC, VOTE_NOT_FOUND } from '@showgrid/shared/messages';
import type { Db, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { audienceVotes, entrants, events, registrations, vehicles, voteVerifications } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import { SILENT, type ChangeNotifier } from '../../platform/change-bus.ts';
import { HttpError, notFound, said, type Said } from '../../lib/http-errors.ts';
import { eventsRepository } from '../events/repository.ts';
import { canonicalEmail } from './canonical-email.ts';
import { normaliseEmail } from './email.ts';
import { hashVoteToken } from './otp-service.ts';
import { voteSnapshot } from './vote-snapshot.ts';
import { countVotes, type CastVote, type VoteRow, type VoteTally } from './votes-repository.ts';
import { voteFlags } from './vote-flags.ts';

export const VERIFY_AGAIN = english(/*i18n*/ { id: 'Verify your e-mail address again.' });
export const VEHICLE_NOT_FOUND = VEHICLE_NOT_FOUND_SPEC;
export const ALREADY_VOTED = english(/*i18n*/ { id: 'You have already voted in this show.' });
export const VOTE_REGISTERED = english(/*i18n*/ { id: 'Vote successfully registered!' });

/** A visitor's vote: the verified address and the vehicle. */
export interface VoteInput {
  email: string;
  vehicleId: number;
}

const vehicleError = (status: number, message: string | Said) => new HttpError(status, { intVehicleId: [message] });

/** A timestamp as milliseconds since the epoch: one reading on both drivers, whatever their date parsing. */
const epochMs = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;
const instant = z
  .number()
  .nullable()
  .transform((ms) => (ms === null ? null : new Date(ms)));

const ballotSchema = z.object({
  verification_id: z.number().int().nullable(),
  verified_email: z.string().nullable(),
  used: z.boolean().nullable(),
  expires_at: instant,
  vehicle_id: z.number().int().nullable(),
  event_id: z.number().int().nullable(),
  paid: z.boolean().nullable(),
  starts_at: instant,
  voting_opens_at: instant,
  voting_closes_at: instant,
  time_zone: z.string().nullable(),
});

/**
 * The verification of a vote token, locked until the vote commits (of two votes with one token
 * one waits, then finds it used), and the vehicle voted for with its event, held (key share: a
 * vehicle delete waits, then sees the vote and refuses): one statement. Either may be missing.
 */
async function lockBallot(tx: Tx, token: string, vehicleId: number) {
  const result = await tx.execute(sql`
    select ver.id as verification_id, ver.email as verified_email, ver.used_at is not null as used, ${epochMs(sql`ver.expires_at`)} as expires_at,
      v.id as vehicle_id, v.event_id, v.paid, ${epochMs(sql`e.starts_at`)} as starts_at,
      ${epochMs(sql`e.voting_opens_at`)} as voting_opens_at, ${epochMs(sql`e.voting_closes_at`)} as voting_closes_at,
      e.time_zone
    from (select 1) as one
    left join lateral (select * from ${voteVerifications} where token_hash = ${hashVoteToken(token)} for update) ver on true
    left join lateral (select * from ${vehicles} where id = ${vehicleId} for key share) v on true
    left join ${events} e on e.id = v.event_id`);
  const [row] = z.array(ballotSchema).parse(rowsOf(result));
  if (!row) throw new Error('the ballot query answered no row');
  return row;
}

/** The vehicle voted for, its event's start and voting window as set (null: from the start). */
interface Target {
  id: number | null;
  eventId: number | null;
  paid: boolean | null;
  startsAt: Date | null;
  votingOpensAt: Date | null;
  votingClosesAt: Date | null;
  /** The show's own zone (null: the deployment's). */
  timeZone: string | null;
}

/**
 * The event a vote for this vehicle counts at; refused as the vote refuses it: an unknown or
 * unpaid vehicle (404), an event outside its voting window (409, saying when it opens or closed).
 */
function targetOf(vehicle: Target, now: Date, timeZone: string): { vehicleId: number; eventId: number } {
  if (vehicle.id === null || vehicle.eventId === null || !vehicle.paid || vehicle.startsAt === null)
    throw vehicleError(404, VEHICLE_NOT_FOUND);
  const window = votingWindow({ startsAt: vehicle.startsAt, votingOpensAt: vehicle.votingOpensAt, votingClosesAt: vehicle.votingClosesAt });
  // Worded per asker: the date in the show's zone, in their language.
  const zone = vehicle.timeZone ?? timeZone;
  if (windowState(window, now) !== 'open')
    throw vehicleError(
      409,
      said((i18n) => votingRefusal(window, now, zone, i18n) ?? ''),
    );
  return { vehicleId: vehicle.id, eventId: vehicle.eventId };
}

const castSchema = z.object({ id: z.number().int(), event_id: z.number().int(), vehicle_id: z.number().int(), created_at: z.number() });

/**
 * `changes` hears each cast and void, on commit: votes break ties in the ranking (ADR 014). The
 * app passes the bus; a caller that only counts may leave it out. `timeZone` (TIME_ZONE) words
 * the voting window's times in refusals at a show that names no zone of its own.
 */
export function createVotesService(db: Db, clock: () => Date, changes: ChangeNotifier = SILENT, timeZone = 'UTC') {
  return {
    /**
     * One vote per (event, inbox): the unique index on the canonical address decides between
     * racing votes, also from x+1@ and x+2@gmail.com; the verification is locked and used up in
     * the same transaction, so a token casts one vote.
     * Every refusal rolls back: the token still works for a vote that is allowed. `token` comes
     * from the body or the vote cookie (vote-cookie.ts); `clientHash`, the keyed hash of the
     * client's address (kept for the organiser's vote audit).
     */
    async cast(input: VoteInput, token: string, clientHash: string | null = null): Promise<CastVote> {
      const key = canonicalEmail(input.email);
      const now = clock();
      return db.transaction(async (tx) => {
        const ballot = await lockBallot(tx, token, input.vehicleId);
        const expiresAt = ballot.expires_at;
        const verified =
          ballot.verification_id !== null && ballot.verified_email === key && !ballot.used && expiresAt !== null && expiresAt > now;
        if (!verified) throw new HttpError(400, { email: [VERIFY_AGAIN] });
        const target = targetOf(
          {
            id: ballot.vehicle_id,
            eventId: ballot.event_id,
            paid: ballot.paid,
            startsAt: ballot.starts_at,
            votingOpensAt: ballot.voting_opens_at,
            votingClosesAt: ballot.voting_closes_at,
            timeZone: ballot.time_zone,
          },
          now,
          timeZone,
        );
        // The vote, the verification used up and the notification in one statement. Any unique
        // index refuses a second vote: (event, canonical address), and (event, address typed)
        // that it implies; then nothing is used or announced.
        const result = await tx.execute(sql`
          with vote as (
            insert into ${audienceVotes} (event_id, vehicle_id, email, canonical_email, created_at, client_hash)
            values (${target.eventId}, ${target.vehicleId}, ${normaliseEmail(input.email)}, ${key}, ${now.toISOString()}::timestamptz, ${clientHash})
            on conflict do nothing
            returning id, event_id, vehicle_id, ${epochMs(sql`created_at`)} as created_at
          ),
          used as (update ${voteVerifications} set used_at = ${now.toISOString()}::timestamptz where id = ${ballot.verification_id} and exists (select 1 from vote))
          select vote.*, ${changes.notification({ eventId: target.eventId, kind: 'vote', vehicleId: target.vehicleId })} from vote`);
        const [vote] = z.array(castSchema).parse(rowsOf(result));
        if (!vote) throw vehicleError(409, ALREADY_VOTED);
        return { id: vote.id, eventId: vote.event_id, vehicleId: vote.vehicle_id, createdAt: new Date(vote.created_at) };
      });
    },

    /**
     * Before a code is sent for a vote at this vehicle's event: refused when the vote itself would
     * be (an unknown or unpaid vehicle, voting not open), which says nothing about the address.
     * Whether the inbox already voted there (voided votes included: they still hold it) is only
     * answered for the code's mail: the sender's answer must not tell (ADR 032).
     */
    async votedBeforeCode(canonical: string, vehicleId: number): Promise<boolean> {
      const [vehicle] = await db
        .select({
          id: vehicles.id,
          eventId: vehicles.eventId,
          paid: vehicles.paid,
          startsAt: events.startsAt,
          votingOpensAt: events.votingOpensAt,
          votingClosesAt: events.votingClosesAt,
          timeZone: events.timeZone,
          voted: sql<boolean>`exists (select 1 from ${audienceVotes} where ${audienceVotes.eventId} = ${vehicles.eventId} and ${audienceVotes.canonicalEmail} = ${canonical})`,
        })
        .from(vehicles)
        .innerJoin(events, eq(events.id, vehicles.eventId))
        .where(eq(vehicles.id, vehicleId));
      targetOf(
        vehicle ?? { id: null, eventId: null, paid: null, startsAt: null, votingOpensAt: null, votingClosesAt: null, timeZone: null },
        clock(),
        timeZone,
      );
      return vehicle?.voted === true;
    },

    /** Votes per vehicle of an event or of one vehicle (voided ones left out), vehicles without votes left out. */
    counts(eventId: number | undefined, vehicleId?: number): Promise<VoteTally[]> {
      return countVotes(db, { eventId, vehicleId });
    },

    /**
     * Every vote of an event, voided ones too, newest first, with the vehicle voted for and the
     * flags that point the organiser at it (vote-flags.ts); 404 for no such event.
     */
    async ofEvent(eventId: number) {
      if (!(await eventsRepository.exists(db, eventId))) throw notFound(EVENT_NOT_FOUND);
      const rows = await db
        .select({
          id: audienceVotes.id,
          vehicleId: audienceVotes.vehicleId,
          uniqueId: vehicles.uniqueId,
          brand: vehicles.brand,
          model: vehicles.model,
          registrationNo: vehicles.registrationNo,
          email: audienceVotes.email,
          createdAt: audienceVotes.createdAt,
          clientHash: audienceVotes.clientHash,
          voidedAt: audienceVotes.voidedAt,
          voidReason: audienceVotes.voidReason,
          // The inbox that entered the car (issue 31): a vote from it is for its own car.
          ownCar: sql<boolean>`exists (select 1 from ${registrations} join ${entrants} on ${entrants.id} = ${registrations.entrantId}
            where ${registrations.vehicleId} = ${vehicles.id} and ${entrants.canonicalEmail} = ${audienceVotes.canonicalEmail})`,
        })
        .from(audienceVotes)
        .innerJoin(vehicles, eq(vehicles.id, audienceVotes.vehicleId))
        .where(eq(audienceVotes.eventId, eventId))
        .orderBy(desc(audienceVotes.createdAt), desc(audienceVotes.id));
      const flags = voteFlags(rows);
      return rows.map(({ ownCar: _ownCar, ...row }) => ({ ...row, flags: flags.get(row.id) ?? [] }));
    },

    /** The live votes of one vehicle, newest first, addresses masked. */
    async list(eventId: number, vehicleId: number): Promise<VoteRow[]> {
      return db
        .select()
        .from(audienceVotes)
        .where(and(eq(audienceVotes.eventId, eventId), eq(audienceVotes.vehicleId, vehicleId), isNull(audienceVotes.voidedAt)))
        .orderBy(desc(audienceVotes.createdAt), desc(audienceVotes.id));
    },

    /**
     * Voids a vote: it stops counting but stays, so that address still has had its one vote at
     * this event (voiding a stuffed ballot must not hand it a fresh one).
     */
    async void(actorId: number, id: number, reason = ''): Promise<void> {
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(audienceVotes)
          .where(and(eq(audienceVotes.id, id), isNull(audienceVotes.voidedAt)))
          .for('update');
        if (!before) throw notFound(VOTE_NOT_FOUND);
        const [after] = await tx
          .update(audienceVotes)
          .set({ voidedAt: clock(), voidedBy: actorId, voidReason: reason })
          .where(eq(audienceVotes.id, id))
          .returning();
        await audit(tx, {
          userId: actorId,
          action: 'void',
          entity: 'audience-vote',
          entityId: id,
          before: voteSnapshot(before),
          after: after ? voteSnapshot(after) : null,
        });
        await changes.announce(tx, { eventId: before.eventId, kind: 'vote', vehicleId: before.vehicleId });
      });
    },
  };
}

export type VotesService = ReturnType<typeof createVotesService>;
