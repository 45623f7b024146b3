import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { vehicles } from '../../db/schema/index.ts';
import { createShow, openSettings, postWebhook, useRegistrationContext, type Show } from '../../../test/factories/registration.ts';
import type { RegistrationSettingsBody } from '@showgrid/shared/schemas/registration';
import { NOT_PENDING, NOT_WAITLISTED, NOTHING_TO_RESEND, NOT_TO_REFUND, RESEND_FAILED } from './organiser.ts';
import { NOT_A_CLASS, REGISTRATION_NOT_FOUND } from './service.ts';

const suite = useRegistrationContext({ payments: true });
const { enter, row } = suite;

type Headers = { authorization: string };

/** A show whose two classes both take entries (the second mapped to the event too), with `settings` over the defaults. */
async function twoClassShow(settings: (show: Show) => Partial<RegistrationSettingsBody> = () => ({})) {
  const show = await createShow(suite.ctx);
  const admin = await suite.ctx.authAs('admin');
  const res = await suite.ctx.app.inject({
    method: 'PUT',
    url: '/api/event/manage-event/',
    headers: admin.headers,
    payload: {
      id: show.event.id,
      strEventTitle: show.event.title,
      strEventLocation: show.event.location,
      strEventStartDateTime: show.event.startsAt.toISOString(),
      arrVehicleCategory: [show.category.id, show.otherCategory.id],
      objRegistration: openSettings(show, {
        arrPaymentModes: ['online', 'gate'],
        arrClasses: [
          { intCategoryId: show.category.id, intFeeCents: 2500, intEarlyFeeCents: null, intCap: 1 },
          { intCategoryId: show.otherCategory.id, intFeeCents: 1000, intEarlyFeeCents: null, intCap: null },
        ],
        ...settings(show),
      }),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { show, admin };
}

const api = (eventId: number, rest = '') => `/api/entries/${eventId}/${rest}`;
const act = (headers: Headers, eventId: number, id: number, action: string, payload?: object) =>
  suite.ctx.app.inject({ method: 'POST', url: api(eventId, `${id}/${action}/`), headers, ...(payload ? { payload } : {}) });
const mailTo = (email: string, text: string) => suite.sink.messages.some((m) => m.to.includes(email) && m.decoded.includes(text));

describe('the organiser’s entries (issue 31)', () => {
  it('lists the event’s entries in arrival order, with the address and waiting positions, filtered by status and class', async () => {
    const { show, admin } = await twoClassShow();
    const first = await enter(show, 'one@example.com');
    const second = await enter(show, 'two@example.com');
    const third = await enter(show, 'three@example.com');
    const other = await enter(show, 'four@example.com', { intCategoryId: show.otherCategory.id });

    const all = (await suite.ctx.app.inject({ method: 'GET', url: api(show.event.id), headers: admin.headers })).json().data;
    expect(all.map((e: { intRegistrationId: number }) => e.intRegistrationId)).toEqual([first.id, second.id, third.id, other.id]);
    expect(all[0]).toMatchObject({ strEmail: 'one@example.com', strStatus: 'confirmed', strPaidVia: null, dtRefundedAt: null });
    expect(all.map((e: { intWaitlistPosition: number | null }) => e.intWaitlistPosition)).toEqual([null, 0, 1, null]);

    const waiting = await suite.ctx.app.inject({
      method: 'GET',
      url: `${api(show.event.id)}?strStatus=waitlisted`,
      headers: admin.headers,
    });
    expect(waiting.json().data.map((e: { intRegistrationId: number }) => e.intRegistrationId)).toEqual([second.id, third.id]);
    const inOther = await suite.ctx.app.inject({
      method: 'GET',
      url: `${api(show.event.id)}?intCategoryId=${show.otherCategory.id}`,
      headers: admin.headers,
    });
    expect(inOther.json().data).toHaveLength(1);

    expect(
      (await suite.ctx.app.inject({ method: 'GET', url: `${api(show.event.id)}?strStatus=lost`, headers: admin.headers })).statusCode,
    ).toBe(400);
    expect((await suite.ctx.app.inject({ method: 'GET', url: api(999999), headers: admin.headers })).statusCode).toBe(404);
    const staff = await suite.ctx.authAs('staff');
    expect((await suite.ctx.app.inject({ method: 'GET', url: api(show.event.id), headers: staff.headers })).statusCode).toBe(403);
  });

  it('approves an entry pending approval: at the gate confirmed, online offered to pay; mailed; twice is 409', async () => {
    const { show, admin } = await twoClassShow(() => ({ blnApproval: true }));
    const gate = await enter(show, 'gate@example.com');
    const online = await enter(show, 'online@example.com', { intCategoryId: show.otherCategory.id, strPaymentMode: 'online' });
    expect((await row(gate.id))?.status).toBe('pending-approval');

    const approved = await act(admin.headers, show.event.id, gate.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ strStatus: 'confirmed', intVehicleId: expect.any(Number) });
    await expect.poll(() => mailTo('gate@example.com', 'Entry confirmed')).toBe(true);
    // The class has a card series: the mail names the card number the vehicle took.
    expect(approved.json().data.strVehicleUniqueId).toEqual(expect.any(String));
    await expect.poll(() => mailTo('gate@example.com', `Your card number: ${approved.json().data.strVehicleUniqueId}.`)).toBe(true);

    expect((await act(admin.headers, show.event.id, online.id, 'approve')).json().data.strStatus).toBe('offered');
    await expect.poll(() => mailTo('online@example.com', 'A place for your car')).toBe(true);

    const again = await act(admin.headers, show.event.id, gate.id, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: NOT_PENDING });
  });

  it('rejects with a reason, mailed; its vehicle goes and its place is offered to the first waiting', async () => {
    const { show, admin } = await twoClassShow();
    const confirmed = await enter(show, 'rejected@example.com');
    const waiting = await enter(show, 'waiting@example.com');

    for (const junk of [{}, { strReason: '' }, { strReason: 'x'.repeat(501) }]) {
      expect((await act(admin.headers, show.event.id, confirmed.id, 'reject', junk)).statusCode).toBe(400);
    }
    expect((await row(confirmed.id))?.status).toBe('confirmed');

    const res = await act(admin.headers, show.event.id, confirmed.id, 'reject', { strReason: 'Not a classic: built in 2019.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ strStatus: 'rejected', strReason: 'Not a classic: built in 2019.' });
    expect(await suite.ctx.database.db.select().from(vehicles).where(eq(vehicles.eventId, show.event.id))).toEqual([]);
    expect((await row(waiting.id))?.status).toBe('offered');
    await expect.poll(() => mailTo('rejected@example.com', 'Their reason: Not a classic: built in 2019.')).toBe(true);
  });

  it('moves an entry to another class (its vehicle follows), refuses a class that takes no entries, and offers over the cap', async () => {
    const { show, admin } = await twoClassShow();
    const confirmed = await enter(show, 'mover@example.com');
    const waiting = await enter(show, 'patient@example.com');
    const queued = await enter(show, 'queued@example.com');

    const moved = await act(admin.headers, show.event.id, confirmed.id, 'move', { intCategoryId: show.otherCategory.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.intCategoryId).toBe(show.otherCategory.id);
    const [vehicle] = await suite.ctx.database.db.select().from(vehicles).where(eq(vehicles.eventId, show.event.id));
    expect(vehicle?.categoryId).toBe(show.otherCategory.id);
    // The class's one place came free: the first waiting is offered it.
    expect((await row(waiting.id))?.status).toBe('offered');

    const nowhere = await act(admin.headers, show.event.id, confirmed.id, 'move', { intCategoryId: 999999 });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json()).toEqual({ intCategoryId: [NOT_A_CLASS] });

    // The organiser's call: a second place in a full class.
    expect((await act(admin.headers, show.event.id, queued.id, 'offer')).json().data.strStatus).toBe('offered');
    const notWaiting = await act(admin.headers, show.event.id, confirmed.id, 'offer');
    expect(notWaiting.statusCode).toBe(409);
    expect(notWaiting.json()).toEqual({ detail: NOT_WAITLISTED });
  });

  it('resends a confirmation (502 when the mail server refuses), and only that or an offer', async () => {
    const { show, admin } = await twoClassShow();
    const confirmed = await enter(show, 'again@example.com');
    const waiting = await enter(show, 'later@example.com');
    await expect.poll(() => mailTo('again@example.com', 'Entry confirmed')).toBe(true);
    const before = suite.sink.messages.length;
    expect((await act(admin.headers, show.event.id, confirmed.id, 'resend')).statusCode).toBe(200);
    await expect.poll(() => suite.sink.messages.length).toBe(before + 1);
    const refused = await act(admin.headers, show.event.id, waiting.id, 'resend');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: NOTHING_TO_RESEND });
    suite.sink.refuse = true;
    const failed = await act(admin.headers, show.event.id, confirmed.id, 'resend');
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ detail: RESEND_FAILED });
  });

  it('answers another event’s entry as not found', async () => {
    const { show, admin } = await twoClassShow();
    const { show: elsewhere } = await twoClassShow();
    const entry = await enter(show, 'here@example.com');
    const res = await act(admin.headers, elsewhere.event.id, entry.id, 'reject', { strReason: 'Wrong show' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: REGISTRATION_NOT_FOUND });
    expect((await row(entry.id))?.status).toBe('confirmed');
  });

  it('sums places and money per class: unpaid, paid online, refund due, refunded', async () => {
    const { show, admin } = await twoClassShow();
    await enter(show, 'unpaid@example.com');
    const online = await enter(show, 'paid@example.com', { intCategoryId: show.otherCategory.id, strPaymentMode: 'online' });
    const session = [...suite.stripe.sessions.values()].find((s) => s.metadata?.registrationId === String(online.id));
    if (!session) throw new Error('no checkout session');
    expect((await postWebhook(suite.ctx, suite.stripe.signedEvent('checkout.session.completed', session))).statusCode).toBe(200);

    const summary = async () =>
      (await suite.ctx.app.inject({ method: 'GET', url: api(show.event.id, 'summary/'), headers: admin.headers })).json().data;
    let read = await summary();
    const [first, second] = read.arrClasses;
    expect(first).toMatchObject({ intCap: 1, intHeld: 1, intPlacesLeft: 0, objMoney: { intUnpaidCents: 2500, intPaidOnlineCents: 0 } });
    expect(first.objCounts.confirmed).toBe(1);
    expect(second).toMatchObject({ intCap: null, intPlacesLeft: null, objMoney: { intPaidOnlineCents: 1000 } });
    expect(read.objMoney).toMatchObject({ intUnpaidCents: 2500, intPaidOnlineCents: 1000, intRefundDueCents: 0 });

    expect((await act(admin.headers, show.event.id, online.id, 'refunded')).statusCode).toBe(409);
    await act(admin.headers, show.event.id, online.id, 'reject', { strReason: 'Double entry' });
    read = await summary();
    expect(read.objMoney).toMatchObject({ intRefundDueCents: 1000, intRefundedCents: 0 });
    const refunded = await act(admin.headers, show.event.id, online.id, 'refunded');
    expect(refunded.json().data.dtRefundedAt).toEqual(expect.any(String));
    read = await summary();
    expect(read.objMoney).toMatchObject({ intPaidOnlineCents: 0, intRefundDueCents: 0, intRefundedCents: 1000 });
    const twice = await act(admin.headers, show.event.id, online.id, 'refunded');
    expect(twice.json()).toEqual({ detail: NOT_TO_REFUND });
  });

  it('exports the entries as CSV, every cell neutralised against formulas', async () => {
    const { show, admin } = await twoClassShow();
    await enter(show, 'csv@example.com', { strOwnerName: '=HYPERLINK("http://evil.test","click")', strModelName: 'Mini, "Cooper" S' });
    const res = await suite.ctx.app.inject({ method: 'GET', url: api(show.event.id, 'export/'), headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]?.startsWith('Entry,Received,Status,Class,Owner,E-mail')).toBe(true);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.test"",""click"")"`);
    expect(lines[1]).toContain('"Mini, ""Cooper"" S"');
    expect(lines[1]).toContain('csv@example.com');
    expect((await suite.ctx.app.inject({ method: 'GET', url: api(999999, 'export/'), headers: admin.headers })).statusCode).toBe(404);
  });
});
