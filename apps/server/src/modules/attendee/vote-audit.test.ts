import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VOTING } from '@showgrid/shared/limits';
import { API } from '@showgrid/shared/paths';
import type { VoteAuditItem } from '@showgrid/shared/schemas/attendee';
import { audienceVotes, auditLog } from '../../db/schema/index.ts';
import type { SmtpSink } from '../../../test/helpers/smtp-sink.ts';
import type { TestContext } from '../../../test/helpers/test-app.ts';
import {
  castVote,
  MINUTE,
  SECOND,
  useVotingContext,
  verifiedToken,
  votingShow,
  type VotingShow,
} from '../../../test/factories/attendee.ts';
import { voteFlags } from './vote-flags.ts';

let sink: SmtpSink;
let ctx: TestContext;
useVotingContext((s, c) => {
  sink = s;
  ctx = c;
});

type Headers = { authorization: string };
const eventVotesUrl = (eventId: number | string) => `${API.votes}event/?intEventId=${String(eventId)}`;

async function eventVotes(headers: Headers, eventId: number): Promise<VoteAuditItem[]> {
  const res = await ctx.app.inject({ method: 'GET', url: eventVotesUrl(eventId), headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** A vote through the API from `ip`: its own code, verified from that address too. */
async function voteFrom(show: VotingShow, email: string, ip: string, vehicleId = show.first.id) {
  const token = await verifiedToken(ctx, sink, email);
  const res = await castVote(ctx, { email, intVehicleId: vehicleId, strVoteToken: token }, ip);
  expect(res.statusCode, res.body).toBe(201);
}

describe('GET /api/attendee/attendee-vote/event/', () => {
  it('lists every vote of the event, newest first: e-mail masked, address hashed (never shown), vehicle named, voided ones with their reason', async () => {
    const admin = await ctx.authAs('admin');
    const show = await votingShow(ctx);
    await voteFrom(show, 'ada@example.com', '198.51.100.1');
    ctx.clock.advance(MINUTE);
    await voteFrom(show, 'ben@example.com', '198.51.100.2', show.second.id);
    const [ben] = await ctx.database.db.select().from(audienceVotes).where(eq(audienceVotes.email, 'ben@example.com'));
    const voided = await ctx.app.inject({
      method: 'DELETE',
      url: `${API.vote(ben?.id ?? 0)}?strReason=${encodeURIComponent('Owner’s family')}`,
      headers: admin.headers,
    });
    expect(voided.statusCode).toBe(204);

    const res = await ctx.app.inject({ method: 'GET', url: eventVotesUrl(show.event.id), headers: admin.headers });
    expect(res.body).not.toContain('198.51.100');
    expect(res.body).not.toContain('ada@example.com');
    const votes: VoteAuditItem[] = res.json().data;
    expect(votes.map((v) => [v.strEmailMasked, v.strVehicleName, v.strVehicleId, v.strVoidReason, v.arrFlags])).toEqual([
      ['b•••@example.com', 'Ford Mustang', show.id(2), 'Owner’s family', []],
      ['a•••@example.com', 'Jaguar E-Type', show.id(1), null, []],
    ]);
    expect(votes[0]?.dtVoidedAt).toEqual(expect.any(String));
    expect(votes[0]?.strClientHash).toMatch(/^[\w-]{10}$/);
    expect(votes[0]?.strClientHash).not.toBe(votes[1]?.strClientHash);

    const [audited] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'audience-vote'));
    expect(audited?.after).toMatchObject({ strVoidReason: 'Owner’s family' });
  });

  it('flags a seeded bloc: three votes for one car from one address, and a burst of five within two minutes', async () => {
    const admin = await ctx.authAs('admin');
    const show = await votingShow(ctx);
    // One address, three inboxes, the Jaguar: same-address.
    for (const name of ['x1', 'x2', 'x3']) await voteFrom(show, `${name}@example.com`, '203.0.113.77');
    // Five different addresses for the Mustang within a minute: a burst.
    for (const n of [1, 2, 3, 4, 5]) {
      ctx.clock.advance(10 * SECOND);
      await voteFrom(show, `fan${String(n)}@example.com`, `192.0.2.${String(n)}`, show.second.id);
    }
    // Much later, one more Mustang vote: not part of the burst.
    ctx.clock.advance(10 * MINUTE);
    await voteFrom(show, 'late@example.com', '192.0.2.99', show.second.id);

    const flagsOf = (votes: VoteAuditItem[], email: string) => votes.find((v) => v.strEmailMasked === email)?.arrFlags;
    const votes = await eventVotes(admin.headers, show.event.id);
    expect(votes).toHaveLength(9);
    for (const email of ['x•••@example.com']) expect(flagsOf(votes, email)).toEqual(['same-address']);
    expect(votes.filter((v) => v.arrFlags.includes('same-address'))).toHaveLength(3);
    expect(votes.filter((v) => v.arrFlags.includes('burst')).map((v) => v.strEmailMasked)).toEqual(
      Array.from({ length: 5 }, () => 'f•••@example.com'),
    );
    expect(flagsOf(votes, 'l•••@example.com')).toEqual([]);
  });

  it('refuses: no token 401, a judge 403, a malformed or missing event 400, an unknown event 404; a reason too long 400 and the vote stays', async () => {
    const admin = await ctx.authAs('admin');
    const judge = await ctx.authAs('judge');
    const show = await votingShow(ctx);
    await voteFrom(show, 'ada@example.com', '198.51.100.1');
    expect((await ctx.app.inject({ method: 'GET', url: eventVotesUrl(show.event.id) })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: eventVotesUrl(show.event.id), headers: judge.headers })).statusCode).toBe(403);
    for (const url of [eventVotesUrl('abc'), `${API.votes}event/`]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: admin.headers });
      expect(res.statusCode, url).toBe(400);
      expect(Object.keys(res.json())).toEqual(['intEventId']);
    }
    const unknown = await ctx.app.inject({ method: 'GET', url: eventVotesUrl(999_999), headers: admin.headers });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Event not found.' });

    const [vote] = await ctx.database.db.select().from(audienceVotes);
    const tooLong = await ctx.app.inject({
      method: 'DELETE',
      url: `${API.vote(vote?.id ?? 0)}?strReason=${'x'.repeat(VOTING.voidReasonMax + 1)}`,
      headers: admin.headers,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json())).toEqual(['strReason']);
    expect((await ctx.database.db.select().from(audienceVotes))[0]?.voidedAt).toBeNull();
  });
});

describe('voteFlags', () => {
  const at = (minutes: number) => new Date(Date.UTC(2030, 4, 1, 10, 0) + minutes * MINUTE);

  it('flags a burst only when enough votes fall within the window, from any address; a group only per vehicle and address', () => {
    const burst = [0, 0.5, 1, 1.5, 2].map((m, i) => ({ id: i + 1, vehicleId: 7, clientHash: `h${String(i)}`, createdAt: at(m) }));
    expect([...voteFlags(burst).values()]).toEqual(Array.from({ length: 5 }, () => ['burst']));
    const spread = [0, 0.5, 1, 1.5, 2.1].map((m, i) => ({ id: i + 1, vehicleId: 7, clientHash: `h${String(i)}`, createdAt: at(m) }));
    expect([...voteFlags(spread).values()].flat()).toEqual([]);
    const sameAddressTwoCars = [
      { id: 1, vehicleId: 7, clientHash: 'h', createdAt: at(0) },
      { id: 2, vehicleId: 7, clientHash: 'h', createdAt: at(30) },
      { id: 3, vehicleId: 8, clientHash: 'h', createdAt: at(60) },
      { id: 4, vehicleId: 8, clientHash: null, createdAt: at(90) },
    ];
    expect([...voteFlags(sameAddressTwoCars).values()].flat()).toEqual([]);
    expect(voteFlags([...sameAddressTwoCars, { id: 5, vehicleId: 7, clientHash: 'h', createdAt: at(120) }]).get(5)).toEqual([
      'same-address',
    ]);
  });
});
