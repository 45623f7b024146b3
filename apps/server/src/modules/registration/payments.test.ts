import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, paymentEvents, registrations, vehicles } from '../../db/schema/index.ts';
import { MINUTE } from '../../../test/factories/events.ts';
import {
  ENTRANT_API,
  entryBody,
  postWebhook,
  register,
  signInEntrant,
  useRegistrationContext,
  type Show,
} from '../../../test/factories/registration.ts';
import { PAYMENTS_NOT_SET_UP } from './payment-routes.ts';
import { SIGNATURE_REFUSED } from './payments.ts';
import { PAYMENT_EXPIRED } from './waitlist.ts';
import { PAYMENT_HOLD_MINUTES } from './places.ts';
import { CHECKOUT_FAILED } from './checkout.ts';

const suite = useRegistrationContext({ payments: true });

/** A show taking online payment: 25.00 EUR, a 15.00 dinner ticket, `cap` places. */
const onlineShow = (cap: number | null = null) =>
  suite.oneClassShow(cap, () => ({ arrExtras: [{ strName: 'Dinner ticket', intPriceCents: 1500, intMaxPerEntry: 4 }] }));

/** An entrant enters online: the 201's answer, and the session the double made. */
async function enterOnline(show: Show, email = 'payer@example.com') {
  const entrant = await signInEntrant(suite.ctx, suite.sink, email);
  const res = await register(
    suite.ctx,
    entrant.headers,
    entryBody(show, { strPaymentMode: 'online', arrExtras: [{ strName: 'Dinner ticket', intQuantity: 2 }] }),
  );
  expect(res.statusCode, res.body).toBe(201);
  const created = res.json<{ intRegistrationId: number; strStatus: string; strCheckoutUrl: string | null }>();
  const session = [...suite.stripe.sessions.values()].find((s) => s.metadata?.registrationId === String(created.intRegistrationId));
  if (!session) throw new Error('no checkout session for the entry');
  return { entrant, created, session };
}

describe('paying an entry online through Stripe Checkout (issue 31)', () => {
  it('opens one Checkout Session with price_data lines, the entry in metadata, expiring with the hold', async () => {
    const { show } = await onlineShow();
    const before = suite.ctx.clock.now().getTime();
    const { created, session } = await enterOnline(show);

    expect(created.strStatus).toBe('awaiting-payment');
    expect(created.strCheckoutUrl).toBe(session.url);
    expect(suite.stripe.requests).toHaveLength(1);
    const [request] = suite.stripe.requests;
    expect(request?.authorization).toBe(`Bearer ${suite.stripe.secretKey}`);
    expect(request?.idempotencyKey).toMatch(new RegExp(`^registration-${created.intRegistrationId}-`));
    expect(request?.params).toMatchObject({
      mode: 'payment',
      customer_email: 'payer@example.com',
      client_reference_id: String(created.intRegistrationId),
      metadata: { registrationId: String(created.intRegistrationId) },
      line_items: [
        {
          quantity: '1',
          price_data: { currency: 'eur', unit_amount: '2500', product_data: { name: `${show.event.title}: ${show.category.name}` } },
        },
        { quantity: '2', price_data: { currency: 'eur', unit_amount: '1500', product_data: { name: 'Dinner ticket' } } },
      ],
    });
    expect(session.amount_total).toBe(5500);
    const expiresAt = Number(request?.params.expires_at) * 1000;
    expect(expiresAt - before).toBeGreaterThanOrEqual(PAYMENT_HOLD_MINUTES * MINUTE - 1000);
    expect(expiresAt - before).toBeLessThanOrEqual(PAYMENT_HOLD_MINUTES * MINUTE + 60_000);
    // The hold is the session's own expiry.
    expect((await suite.row(created.intRegistrationId))?.holdExpiresAt?.getTime()).toBe(expiresAt);
  });

  it('confirms the entry on checkout.session.completed: paid online, and its vehicle paid', async () => {
    const { show } = await onlineShow();
    const { entrant, created, session } = await enterOnline(show);

    const res = await postWebhook(suite.ctx, suite.stripe.signedEvent('checkout.session.completed', session));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true });

    const read = (
      await suite.ctx.app.inject({ method: 'GET', url: ENTRANT_API.registration(created.intRegistrationId), headers: entrant.headers })
    ).json();
    expect(read.data).toMatchObject({ strStatus: 'confirmed', intVehicleId: expect.any(Number) });
    const row = await suite.row(created.intRegistrationId);
    expect(row).toMatchObject({ paidVia: 'online', holdExpiresAt: null });
    expect(row?.paidAt).toBeInstanceOf(Date);
    const [vehicle] = await suite.ctx.database.db.select().from(vehicles).where(eq(vehicles.id, read.data.intVehicleId));
    expect(vehicle?.paid).toBe(true);
    // The confirmation names the card number and carries the card.
    const confirmation = () => suite.sink.messages.find((m) => m.to.includes('payer@example.com') && m.decoded.includes('Entry confirmed'));
    await expect.poll(confirmation).toBeDefined();
    expect(confirmation()?.decoded).toContain(`Your card number: ${read.data.strVehicleUniqueId}.`);
    expect(confirmation()?.raw).toContain(`filename=card-${read.data.strVehicleUniqueId}.pdf`);
  });

  it('refuses a forged, stale, tampered or unsigned event with 400 and changes nothing', async () => {
    const { show } = await onlineShow();
    const { created, session } = await enterOnline(show);
    const now = Math.floor(suite.ctx.clock.now().getTime() / 1000);
    const genuine = suite.stripe.signedEvent('checkout.session.completed', session);
    const attempts = [
      suite.stripe.signedEvent('checkout.session.completed', session, { secret: 'whsec_not_the_endpoints' }),
      suite.stripe.signedEvent('checkout.session.completed', session, { timestamp: now - 301 }),
      { payload: genuine.payload.replace('"paid"', '"paid" '), signature: genuine.signature },
      { payload: genuine.payload },
      { payload: genuine.payload, signature: 't=1,v1=00' },
    ];
    for (const attempt of attempts) {
      const res = await postWebhook(suite.ctx, attempt);
      expect(res.statusCode, attempt.payload.slice(0, 40)).toBe(400);
      expect(res.json()).toEqual({ detail: SIGNATURE_REFUSED });
    }
    expect(await suite.ctx.database.db.select().from(paymentEvents)).toEqual([]);
    expect(await suite.row(created.intRegistrationId)).toMatchObject({ status: 'awaiting-payment', paidAt: null, vehicleId: null });

    // Within the 5 minutes' tolerance, the same event is taken.
    const recent = suite.stripe.signedEvent('checkout.session.completed', session, { timestamp: now - 240 });
    expect((await postWebhook(suite.ctx, recent)).statusCode).toBe(200);
    expect((await suite.row(created.intRegistrationId))?.status).toBe('confirmed');
  });

  it('refuses an oversized body with 413 before reading its signature', async () => {
    const { show } = await onlineShow();
    const { session } = await enterOnline(show);
    const huge = suite.stripe.signedEvent('checkout.session.completed', {
      ...session,
      metadata: { ...session.metadata, pad: 'x'.repeat(300_000) },
    });
    expect((await postWebhook(suite.ctx, huge)).statusCode).toBe(413);
    expect(await suite.ctx.database.db.select().from(paymentEvents)).toEqual([]);
  });

  it('processes an event once when it is replayed 20 times at once: one payment, one vehicle, one audit row', async () => {
    const { show } = await onlineShow();
    const { created, session } = await enterOnline(show);
    const event = suite.stripe.signedEvent('checkout.session.completed', session);

    const answers = await Promise.all(Array.from({ length: 20 }, () => postWebhook(suite.ctx, event)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));

    expect(await suite.ctx.database.db.select().from(paymentEvents)).toHaveLength(1);
    const row = await suite.row(created.intRegistrationId);
    expect(row?.status).toBe('confirmed');
    const made = await suite.ctx.database.db.select().from(vehicles).where(eq(vehicles.eventId, show.event.id));
    expect(made).toHaveLength(1);
    const updates = await suite.ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'registration'), eq(auditLog.entityId, String(created.intRegistrationId)), eq(auditLog.action, 'update')),
      );
    expect(updates).toHaveLength(1);

    // A second, different delivery of the same payment (Stripe's async_payment_succeeded) pays nothing twice.
    expect((await postWebhook(suite.ctx, suite.stripe.signedEvent('checkout.session.async_payment_succeeded', session))).statusCode).toBe(
      200,
    );
    expect((await suite.row(created.intRegistrationId))?.paidAt?.getTime()).toBe(row?.paidAt?.getTime());
  });

  it('releases the place on checkout.session.expired, and a later payment of an old session is only recorded', async () => {
    const { show } = await onlineShow(1);
    const { created, session } = await enterOnline(show);
    const placesLeft = async () =>
      (await suite.ctx.app.inject({ method: 'GET', url: ENTRANT_API.public(show.event.id) })).json().data.arrClasses[0].intPlacesLeft;
    expect(await placesLeft()).toBe(0);

    expect((await postWebhook(suite.ctx, suite.stripe.signedEvent('checkout.session.expired', session))).statusCode).toBe(200);
    expect(await suite.row(created.intRegistrationId)).toMatchObject({ status: 'withdrawn', reason: PAYMENT_EXPIRED, holdExpiresAt: null });
    expect(await placesLeft()).toBe(1);

    // Another entrant takes the place; then Stripe reports the first one paid after all.
    const other = await enterOnline(show, 'second@example.com');
    expect(other.created.strStatus).toBe('awaiting-payment');
    expect((await postWebhook(suite.ctx, suite.stripe.signedEvent('checkout.session.completed', session))).statusCode).toBe(200);
    const late = await suite.row(created.intRegistrationId);
    expect(late).toMatchObject({ status: 'waitlisted', paidVia: 'online' });
    expect(await suite.row(other.created.intRegistrationId)).toMatchObject({ status: 'awaiting-payment' });
  });

  it('ignores a session it does not know, and an event type it does not follow', async () => {
    const { show } = await onlineShow();
    const { created, session } = await enterOnline(show);
    const stranger = { ...session, id: 'cs_test_someone_elses', metadata: { registrationId: String(created.intRegistrationId) } };
    expect((await postWebhook(suite.ctx, suite.stripe.signedEvent('checkout.session.completed', stranger))).statusCode).toBe(200);
    expect((await suite.row(created.intRegistrationId))?.status).toBe('awaiting-payment');
    const unknown = { ...session, metadata: { registrationId: '999999' }, client_reference_id: null };
    expect((await postWebhook(suite.ctx, suite.stripe.signedEvent('checkout.session.completed', unknown))).statusCode).toBe(200);
  });

  it('withdraws the entry and answers 502 when Stripe cannot open the checkout: no place held', async () => {
    const { show } = await onlineShow(1);
    suite.stripe.failing = true;
    const entrant = await signInEntrant(suite.ctx, suite.sink, 'unlucky@example.com');
    const res = await register(suite.ctx, entrant.headers, entryBody(show, { strPaymentMode: 'online' }));
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ detail: CHECKOUT_FAILED });
    // The SDK retried once with the same idempotency key.
    expect(suite.stripe.requests).toHaveLength(2);
    expect(new Set(suite.stripe.requests.map((r) => r.idempotencyKey)).size).toBe(1);
    const [row] = await suite.ctx.database.db.select().from(registrations).where(eq(registrations.eventId, show.event.id));
    expect(row).toMatchObject({ status: 'withdrawn', reason: CHECKOUT_FAILED });

    suite.stripe.failing = false;
    const again = await register(
      suite.ctx,
      entrant.headers,
      entryBody(show, { strPaymentMode: 'online', strRegistrationNo: row?.registrationNo }),
    );
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().strStatus).toBe('awaiting-payment');
  });

  it('keeps JSON bodies parsed as JSON on every other route (the raw parser is the webhook’s own)', async () => {
    const { show } = await onlineShow();
    const entrant = await signInEntrant(suite.ctx, suite.sink, 'json@example.com');
    const res = await register(suite.ctx, entrant.headers, entryBody(show));
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('the webhook without Stripe keys', () => {
  it('is 404 with a plain message', async () => {
    // A second app without the STRIPE_* settings.
    const { createTestContext } = await import('../../../test/helpers/test-app.ts');
    const plain = await createTestContext();
    try {
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook/',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: PAYMENTS_NOT_SET_UP });
    } finally {
      await plain.close();
    }
  });
});
