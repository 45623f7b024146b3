import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registrations } from '../../db/schema/index.ts';
import { HOUR, MINUTE } from '../../../test/factories/events.ts';
import { entryBody, postWebhook, register, signInEntrant, useRegistrationContext } from '../../../test/factories/registration.ts';
import { OFFER_HOURS, PAYMENT_HOLD_MINUTES } from './places.ts';
import { NO_OFFER_STANDING } from './service.ts';
import { OFFER_LAPSED, PAYMENT_EXPIRED } from './waitlist.ts';

const suite = useRegistrationContext({ payments: true });
const { oneClassShow, enter, row, accept } = suite;

const mailsTo = (email: string) => suite.sink.messages.filter((m) => m.to.includes(email));

describe('the waiting list (issue 31)', () => {
  it('releases a lapsed payment hold and offers the place to the first waiting, mailed with a link; taken, paid, confirmed', async () => {
    const { show } = await oneClassShow(1);
    const first = await enter(show, 'first@example.com', 'online');
    const second = await enter(show, 'second@example.com', 'online');
    const third = await enter(show, 'third@example.com', 'gate');
    expect([first.status, second.status, third.status]).toEqual(['awaiting-payment', 'waitlisted', 'waitlisted']);

    suite.ctx.clock.advance((PAYMENT_HOLD_MINUTES + 1) * MINUTE);
    await suite.ctx.app.sweepEntries();
    expect(await row(first.id)).toMatchObject({ status: 'withdrawn', reason: PAYMENT_EXPIRED });
    const offered = await row(second.id);
    expect(offered?.status).toBe('offered');
    const offerLeft = (offered?.offerExpiresAt?.getTime() ?? 0) - suite.ctx.clock.now().getTime();
    expect(offerLeft).toBeGreaterThan(OFFER_HOURS * HOUR - MINUTE);
    expect(offerLeft).toBeLessThanOrEqual(OFFER_HOURS * HOUR);
    expect((await row(third.id))?.status).toBe('waitlisted');

    await expect.poll(() => mailsTo('second@example.com').find((m) => m.decoded.includes('A place for your car at'))).toBeDefined();
    const offerMail = mailsTo('second@example.com').find((m) => m.decoded.includes('A place for your car at'));
    expect(offerMail?.decoded).toContain(`Subject: A place for your car at ${show.event.title}`);
    expect(offerMail?.decoded).toContain(`http://show.test/entrant?entry=${second.id}`);
    await expect
      .poll(() => mailsTo('first@example.com').some((m) => m.decoded.includes(`Your place was released: ${show.event.title}`)))
      .toBe(true);

    // A sweep again changes nothing: nothing lapsed.
    await suite.ctx.app.sweepEntries();
    expect((await row(third.id))?.status).toBe('waitlisted');

    const taken = await accept(second.entrant.headers, second.id);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().data).toMatchObject({ strStatus: 'awaiting-payment', strCheckoutUrl: expect.stringContaining('/c/pay/cs_test_') });
    const session = [...suite.stripe.sessions.values()].find((s) => s.metadata?.registrationId === String(second.id));
    if (!session) throw new Error('no session for the taken offer');
    expect((await postWebhook(suite.ctx, suite.stripe.signedEvent('checkout.session.completed', session))).statusCode).toBe(200);
    expect(await row(second.id)).toMatchObject({ status: 'confirmed', paidVia: 'online' });
    await expect.poll(() => mailsTo('second@example.com').some((m) => m.decoded.includes('Entry confirmed'))).toBe(true);
  });

  it('lets no new entry jump the queue: a lapsed offer goes to the next waiting before a newcomer counts places', async () => {
    const { show } = await oneClassShow(1);
    const holder = await enter(show, 'holder@example.com', 'online');
    const waiting = await enter(show, 'waiting@example.com', 'gate');
    const next = await enter(show, 'next@example.com', 'gate');
    suite.ctx.clock.advance((PAYMENT_HOLD_MINUTES + 1) * MINUTE);
    await suite.ctx.app.sweepEntries();
    expect((await row(waiting.id))?.status).toBe('offered');
    expect((await row(holder.id))?.status).toBe('withdrawn');

    // The offer lapses; no sweep runs before a newcomer arrives.
    suite.ctx.clock.advance((OFFER_HOURS + 1) * HOUR);
    const newcomer = await enter(show, 'newcomer@example.com', 'gate');
    expect(newcomer.status).toBe('waitlisted');
    expect(await row(waiting.id)).toMatchObject({ status: 'withdrawn', reason: OFFER_LAPSED });
    expect((await row(next.id))?.status).toBe('offered');

    // The lapsed offer cannot be taken any more; the standing one can, and is confirmed at once (at the gate).
    // (Two days on, both sign in again: an entrant's token lasts less.)
    const late = await accept((await signInEntrant(suite.ctx, suite.sink, 'waiting@example.com')).headers, waiting.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ detail: NO_OFFER_STANDING });
    const taken = await accept((await signInEntrant(suite.ctx, suite.sink, 'next@example.com')).headers, next.id);
    expect(taken.json().data).toMatchObject({ strStatus: 'confirmed', intVehicleId: expect.any(Number) });
    await expect.poll(() => mailsTo('next@example.com').some((m) => m.decoded.includes('To pay at the gate'))).toBe(true);
  });

  it('refuses to take an offer that is not there: another entrant’s (404), one never offered (409), taken twice (409)', async () => {
    const { show } = await oneClassShow(1);
    const holder = await enter(show, 'holder2@example.com', 'online');
    const waiting = await enter(show, 'waiting2@example.com', 'gate');
    expect((await accept(holder.entrant.headers, holder.id)).statusCode).toBe(409);
    suite.ctx.clock.advance((PAYMENT_HOLD_MINUTES + 1) * MINUTE);
    await suite.ctx.app.sweepEntries();
    expect((await accept(holder.entrant.headers, waiting.id)).statusCode).toBe(404);
    const answers = await Promise.all(Array.from({ length: 10 }, () => accept(waiting.entrant.headers, waiting.id)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    const confirmed = await suite.ctx.database.db.select().from(registrations).where(eq(registrations.status, 'confirmed'));
    expect(confirmed.map((r) => r.id)).toEqual([waiting.id]);
  });

  it('offers one freed place once under 20 sweeps and 20 new entries at once', async () => {
    const { show } = await oneClassShow(2);
    await enter(show, 'paid@example.com', 'gate');
    const lapsing = await enter(show, 'lapsing@example.com', 'online');
    const waiting = [];
    for (let i = 0; i < 3; i++) waiting.push(await enter(show, `wait${i}@example.com`, 'gate'));
    const newcomers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signInEntrant(suite.ctx, suite.sink, `burst${i}@example.com`)),
    );
    suite.ctx.clock.advance((PAYMENT_HOLD_MINUTES + 1) * MINUTE);

    const burst = await Promise.all([
      ...Array.from({ length: 20 }, () => suite.ctx.app.sweepEntries()),
      ...newcomers.map((n) => register(suite.ctx, n.headers, entryBody(show))),
    ]);
    expect(burst.slice(20).every((res) => res !== undefined && res.statusCode === 201)).toBe(true);

    expect((await row(lapsing.id))?.status).toBe('withdrawn');
    const rows = await suite.ctx.database.db.select().from(registrations).where(eq(registrations.eventId, show.event.id));
    const holding = rows.filter((r) => r.status === 'confirmed' || r.status === 'offered');
    expect(holding).toHaveLength(2);
    expect(rows.filter((r) => r.status === 'offered').map((r) => r.id)).toEqual([waiting[0]?.id]);
    expect(rows.filter((r) => r.status === 'waitlisted')).toHaveLength(22);
  });
});
