import { describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import type { VoteAuditItem } from '@showgrid/shared/schemas/attendee';
import { entrants, registrations } from '../../db/schema/index.ts';
import type { SmtpSink } from '../../../test/helpers/smtp-sink.ts';
import type { TestContext } from '../../../test/helpers/test-app.ts';
import { castVote, useVotingContext, verifiedToken, votingShow } from '../../../test/factories/attendee.ts';

let sink: SmtpSink;
let ctx: TestContext;
useVotingContext((s, c) => {
  sink = s;
  ctx = c;
});

describe('the own-car flag of the vote audit (issue 31)', () => {
  it('flags a vote from the inbox that entered the car through registration, and no other', async () => {
    const show = await votingShow(ctx);
    // The first car was entered by its owner through registration (the canonical address: dots and tags of Gmail fold).
    const [entrant] = await ctx.database.db
      .insert(entrants)
      .values({ canonicalEmail: 'carowner@gmail.com', email: 'Car.Owner@gmail.com' })
      .returning();
    await ctx.database.db.insert(registrations).values({
      eventId: show.event.id,
      entrantId: entrant?.id ?? 0,
      categoryId: show.category.id,
      status: 'confirmed',
      ownerName: 'Olivia Owner',
      registrationNo: 'AB12 CDE',
      paymentMode: 'gate',
      currency: 'EUR',
      feeCents: 0,
      amountCents: 0,
      vehicleId: show.first.id,
    });
    for (const [email, vehicleId] of [
      ['car.owner+votes@gmail.com', show.first.id],
      ['friend@example.com', show.first.id],
      ['other@example.com', show.second.id],
    ] as const) {
      const token = await verifiedToken(ctx, sink, email);
      expect((await castVote(ctx, { email, intVehicleId: vehicleId, strVoteToken: token })).statusCode).toBe(201);
    }
    const admin = await ctx.authAs('admin');
    const res = await ctx.app.inject({ method: 'GET', url: `${API.votes}event/?intEventId=${show.event.id}`, headers: admin.headers });
    const votes: VoteAuditItem[] = res.json().data;
    expect(votes).toHaveLength(3);
    const flagged = votes.filter((vote) => vote.arrFlags.includes('own-car'));
    expect(flagged).toHaveLength(1);
    expect(flagged[0]?.intVehicleId).toBe(show.first.id);
    expect(flagged[0]?.strEmailMasked).toMatch(/@gmail\.com$/);
  });
});
