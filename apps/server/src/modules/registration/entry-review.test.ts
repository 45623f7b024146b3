import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { vehicles } from '../../db/schema/index.ts';
import { DAY } from '../../../test/factories/events.ts';
import {
  ENTRANT_API,
  entryBody,
  openSettings,
  postWebhook,
  putRegistration,
  register,
  signInEntrant,
  useRegistrationContext,
  type Show,
} from '../../../test/factories/registration.ts';
import { insertVehicles } from '../../../test/factories/vehicles.ts';
import type { RegistrationSettingsBody } from '@showgrid/shared/schemas/registration';
import { CROSS_SITE_REFUSED } from '../../plugins/auth.ts';
import { ALREADY_ENTERED, REGISTRATION_NOT_OPEN, TOO_MANY_ENTRIES, TOTAL_TOO_HIGH } from './service.ts';
import { NOT_AN_EVENT } from './stripe-gateway.ts';

/**
 * What an attack on the first build found (issue 31), each case as it was reproduced: an
 * approved online entry could never be paid, a refunded entry came back paid, a failed checkout
 * left an offer nobody could take, a big total was a 500, a withdrawal deleted the organiser's
 * car, a rejected entry could still be paid, entries came after the show started, a raised cap
 * offered nothing, waiting positions counted other classes, one inbox took every place, plates
 * differing by a space were two cars, a cookie's change came from another site, and a signed
 * non-event was a 500.
 */

const suite = useRegistrationContext({ payments: true });
const { enter, row, accept, withdraw } = suite;

type Headers = { authorization: string };
/** A show of one place in its one class, with `settings` over that. */
const show = (settings?: (s: Show) => Partial<RegistrationSettingsBody>) => suite.oneClassShow(1, settings);
const sessionOf = (id: number) => {
  const session = [...suite.stripe.sessions.values()].filter((s) => s.metadata?.registrationId === String(id)).at(-1);
  if (!session) throw new Error(`no checkout session for entry ${id}`);
  return session;
};
const post = (headers: Headers, url: string, payload?: object) =>
  suite.ctx.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const decide = (headers: Headers, eventId: number, id: number, action: string, payload?: object) =>
  post(headers, `/api/entries/${eventId}/${id}/${action}/`, payload);

describe('entries as the attack found them (issue 31)', () => {
  it('takes an approved online entry to its payment, and never back to approval', async () => {
    const { show: s, admin } = await show(() => ({ blnApproval: true, arrPaymentModes: ['online'] }));
    const { entrant, id } = await enter(s, 'approved@example.com', { strPaymentMode: 'online' });
    expect((await row(id))?.status).toBe('pending-approval');
    expect((await decide(admin.headers, s.event.id, id, 'approve')).json().data.strStatus).toBe('offered');
    const taken = await accept(entrant.headers, id);
    expect(taken.json().data).toMatchObject({ strStatus: 'awaiting-payment', strCheckoutUrl: expect.stringContaining('/c/pay/') });
  });

  it('keeps a refunded entry unpaid: a place it takes later is paid again', async () => {
    const { show: s, admin } = await show();
    const first = await enter(s, 'late-payer@example.com', { strPaymentMode: 'online' });
    const second = await enter(s, 'next@example.com');
    const session = sessionOf(first.id);
    await postWebhook(suite.ctx, suite.stripe.signedEvent('checkout.session.expired', session));
    expect((await row(second.id))?.status).toBe('offered');
    await postWebhook(suite.ctx, suite.stripe.signedEvent('checkout.session.completed', session));
    expect(await row(first.id)).toMatchObject({ status: 'waitlisted', paidVia: 'online' });

    const refunded = await decide(admin.headers, s.event.id, first.id, 'refunded');
    expect(refunded.json().data).toMatchObject({ blnPaid: false, dtRefundedAt: expect.any(String) });
    expect((await withdraw(second.entrant.headers, second.id)).statusCode).toBe(200);
    expect((await row(first.id))?.status).toBe('offered');
    const taken = await accept(first.entrant.headers, first.id);
    expect(taken.json().data).toMatchObject({ strStatus: 'awaiting-payment', blnPaid: false });
  });

  it('keeps an offer standing, with its own deadline, when Stripe cannot open the payment page', async () => {
    const { show: s } = await show();
    const holder = await enter(s, 'holder@example.com');
    const waiting = await enter(s, 'waiting@example.com', { strPaymentMode: 'online' });
    expect((await withdraw(holder.entrant.headers, holder.id)).statusCode).toBe(200);
    const offered = await row(waiting.id);
    expect(offered?.status).toBe('offered');

    suite.stripe.failing = true;
    expect((await accept(waiting.entrant.headers, waiting.id)).statusCode).toBe(502);
    const after = await row(waiting.id);
    expect(after).toMatchObject({ status: 'offered' });
    expect(after?.offerExpiresAt?.getTime()).toBe(offered?.offerExpiresAt?.getTime());
    suite.stripe.failing = false;
    expect((await accept(waiting.entrant.headers, waiting.id)).json().data.strStatus).toBe('awaiting-payment');
  });

  it('refuses an entry whose total is over the most an entry may cost, and sums big totals without failing', async () => {
    const big = 100_000_000;
    const { show: rich, admin } = await show((c) => ({
      arrPaymentModes: ['gate'],
      arrClasses: [{ intCategoryId: c.category.id, intFeeCents: big, intEarlyFeeCents: null, intCap: null }],
      arrExtras: [{ strName: 'Gold plaque', intPriceCents: big, intMaxPerEntry: 20 }],
    }));
    const entrant = await signInEntrant(suite.ctx, suite.sink, 'rich@example.com');
    const over = await register(suite.ctx, entrant.headers, entryBody(rich, { arrExtras: [{ strName: 'Gold plaque', intQuantity: 20 }] }));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ arrExtras: [TOTAL_TOO_HIGH] });
    for (const email of ['one@example.com', 'two@example.com', 'three@example.com']) {
      const who = await signInEntrant(suite.ctx, suite.sink, email);
      for (let i = 0; i < 8; i++) expect((await register(suite.ctx, who.headers, entryBody(rich))).statusCode).toBe(201);
    }
    const summary = await suite.ctx.app.inject({ method: 'GET', url: `/api/entries/${rich.event.id}/summary/`, headers: admin.headers });
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json().data.objMoney.intUnpaidCents).toBe(24 * big);
  });

  it('leaves the car the organiser typed when the entry that adopted it is withdrawn, and closes a rejected entry’s checkout', async () => {
    const { show: s, admin } = await show(() => ({ blnApproval: true }));
    const adopting = await enter(s, 'adopter@example.com', { strRegistrationNo: 'TYPED 1' });
    await insertVehicles(suite.ctx, s, [{ registrationNo: 'typed 1', ownerName: 'Typed by the organiser' }]);
    expect((await decide(admin.headers, s.event.id, adopting.id, 'approve')).json().data.strStatus).toBe('confirmed');
    expect((await withdraw(adopting.entrant.headers, adopting.id)).statusCode).toBe(200);
    expect(await suite.ctx.database.db.select().from(vehicles).where(eq(vehicles.eventId, s.event.id))).toHaveLength(1);

    const { show: online, admin: organiser } = await show();
    const paying = await enter(online, 'rejected-payer@example.com', { strPaymentMode: 'online' });
    const session = sessionOf(paying.id);
    expect((await decide(organiser.headers, online.event.id, paying.id, 'reject', { strReason: 'Wrong show' })).statusCode).toBe(200);
    await expect.poll(() => suite.stripe.sessions.get(session.id)?.status).toBe('expired');
  });

  it('takes no entry once the show has started, whatever the closing date says', async () => {
    const { show: s } = await show((c) => ({
      dtClosesAt: new Date(suite.ctx.clock.now().getTime() + 30 * DAY).toISOString(),
      arrClasses: [{ intCategoryId: c.category.id, intFeeCents: 2500, intEarlyFeeCents: null, intCap: null }],
    }));
    suite.ctx.clock.advance(8 * DAY);
    const entrant = await signInEntrant(suite.ctx, suite.sink, 'late@example.com');
    const res = await register(suite.ctx, entrant.headers, entryBody(s));
    expect(res.json()).toEqual({ intEventId: [REGISTRATION_NOT_OPEN] });
    expect((await suite.ctx.app.inject({ method: 'GET', url: ENTRANT_API.public(s.event.id) })).json().data.strState).toBe('closed');
  });

  it('offers the places a raised cap frees at the next sweep, and counts waiting positions within the class', async () => {
    const { show: s, admin } = await show();
    await enter(s, 'in@example.com');
    const first = await enter(s, 'wait1@example.com');
    const second = await enter(s, 'wait2@example.com');
    const position = async (headers: Headers, id: number) =>
      (await suite.ctx.app.inject({ method: 'GET', url: ENTRANT_API.registration(id), headers })).json().data.intWaitlistPosition;
    expect(await position(second.entrant.headers, second.id)).toBe(1);

    const raised = openSettings(s, {
      blnOpen: false,
      arrPaymentModes: ['online', 'gate'],
      arrClasses: [{ intCategoryId: s.category.id, intFeeCents: 2500, intEarlyFeeCents: null, intCap: 2 }],
    });
    expect((await putRegistration(suite.ctx, admin.headers, s, raised)).statusCode).toBe(200);
    await suite.ctx.app.sweepEntries();
    expect((await row(first.id))?.status).toBe('offered');
    expect(await position(second.entrant.headers, second.id)).toBe(0);
  });

  it('lets one address enter at most ten cars, and takes "ZX-99" and "zx 99" for one car', async () => {
    const { show: s } = await show((c) => ({
      arrClasses: [{ intCategoryId: c.category.id, intFeeCents: 0, intEarlyFeeCents: null, intCap: null }],
    }));
    const club = await signInEntrant(suite.ctx, suite.sink, 'club@example.com');
    for (let i = 0; i < 10; i++) expect((await register(suite.ctx, club.headers, entryBody(s))).statusCode).toBe(201);
    const eleventh = await register(suite.ctx, club.headers, entryBody(s));
    expect(eleventh.json()).toEqual({ intEventId: [TOO_MANY_ENTRIES] });

    const owner = await signInEntrant(suite.ctx, suite.sink, 'plate@example.com');
    expect((await register(suite.ctx, owner.headers, entryBody(s, { strRegistrationNo: 'ZX-99' }))).statusCode).toBe(201);
    const again = await register(suite.ctx, owner.headers, entryBody(s, { strRegistrationNo: 'zx 99' }));
    expect(again.json()).toEqual({ strRegistrationNo: [ALREADY_ENTERED] });
  });

  it('refuses a change made with the entrant’s cookie from another site, not from this one or with a token', async () => {
    const { show: s } = await show((c) => ({
      arrClasses: [{ intCategoryId: c.category.id, intFeeCents: 0, intEarlyFeeCents: null, intCap: null }],
    }));
    const { entrant, id } = await enter(s, 'cookie@example.com');
    const cookies = { showgrid_entrant: entrant.cookie?.value ?? '' };
    for (const site of ['cross-site', 'same-site']) {
      const res = await suite.ctx.app.inject({
        method: 'POST',
        url: `${ENTRANT_API.registration(id)}withdraw/`,
        cookies,
        headers: { 'sec-fetch-site': site },
      });
      expect(res.statusCode, site).toBe(403);
      expect(res.json()).toEqual({ detail: CROSS_SITE_REFUSED });
    }
    expect((await row(id))?.status).toBe('confirmed');
    // Reading is harmless; this site's own page changes it.
    expect(
      (await suite.ctx.app.inject({ method: 'GET', url: ENTRANT_API.registrations, cookies, headers: { 'sec-fetch-site': 'cross-site' } }))
        .statusCode,
    ).toBe(200);
    const own = await suite.ctx.app.inject({
      method: 'POST',
      url: `${ENTRANT_API.registration(id)}withdraw/`,
      cookies,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('answers a signed body that is not a Stripe event with 400, not 500', async () => {
    await show();
    for (const payload of [
      'not json',
      '[]',
      JSON.stringify({ object: 'event' }),
      JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed' }),
    ]) {
      const signature = new (await import('stripe')).default('sk_test_x').webhooks.generateTestHeaderString({
        payload,
        secret: suite.stripe.webhookSecret,
        timestamp: Math.floor(suite.ctx.clock.now().getTime() / 1000),
      });
      const res = await postWebhook(suite.ctx, { payload, signature });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json()).toEqual({ detail: NOT_AN_EVENT });
    }
  });
});
