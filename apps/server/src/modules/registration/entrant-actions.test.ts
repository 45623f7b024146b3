import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, registrations, vehicles } from '../../db/schema/index.ts';
import { DAY } from '../../../test/factories/events.ts';
import type { entryBody } from '../../../test/factories/registration.ts';
import { ENTRANT_API, openSettings, putRegistration, signInEntrant, useRegistrationContext } from '../../../test/factories/registration.ts';
import { EDITS_CLOSED, ENTRY_CLOSED, SHOW_STARTED, WITHDRAWN_BY_ENTRANT } from './entrant-actions.ts';
import { ALREADY_ENTERED, REGISTRATION_NOT_FOUND } from './service.ts';

const suite = useRegistrationContext({ payments: true });
const { oneClassShow, enter, row, withdraw } = suite;

const edit = (headers: { authorization: string }, id: number, payload: object) =>
  suite.ctx.app.inject({ method: 'PUT', url: ENTRANT_API.registration(id), headers, payload });

const details = (body: ReturnType<typeof entryBody>, changes: object = {}) => ({
  strOwnerName: body.strOwnerName,
  strPhone: body.strPhone,
  strBrandName: body.strBrandName,
  strModelName: body.strModelName,
  intYear: body.intYear,
  strRegistrationNo: body.strRegistrationNo,
  strColour: body.strColour,
  ...changes,
});

describe('an entrant corrects their entry (issue 31)', () => {
  it('changes the details while registration is open, and the vehicle follows, audited', async () => {
    const { show } = await oneClassShow(null);
    const { entrant, body, id } = await enter(show, 'fixer@example.com');
    const res = await edit(entrant.headers, id, details(body, { strModelName: 'E-Type Series 1', intYear: 1962, strColour: '' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ strModelName: 'E-Type Series 1', intYear: 1962, strStatus: 'confirmed' });
    const [vehicle] = await suite.ctx.database.db.select().from(vehicles).where(eq(vehicles.eventId, show.event.id));
    expect(vehicle?.model).toBe('E-Type Series 1');
    expect(vehicle?.additionalInfo).toMatchObject({ Year: 1962 });
    expect(vehicle?.additionalInfo).not.toHaveProperty('Colour');
    const trail = await suite.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'vehicle'), eq(auditLog.action, 'update')));
    expect(trail).toHaveLength(1);
  });

  it('refuses another entrant’s entry (404), a taken plate (400), junk (400), and any change once registration closed (409)', async () => {
    const { show, admin } = await oneClassShow(null);
    const mine = await enter(show, 'mine@example.com');
    const theirs = await enter(show, 'theirs@example.com');
    expect((await edit(theirs.entrant.headers, mine.id, details(mine.body))).json()).toEqual({ detail: REGISTRATION_NOT_FOUND });
    const taken = await edit(
      mine.entrant.headers,
      mine.id,
      details(mine.body, { strRegistrationNo: theirs.body.strRegistrationNo.toLowerCase() }),
    );
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ strRegistrationNo: [ALREADY_ENTERED] });
    const junk = await edit(mine.entrant.headers, mine.id, { ...details(mine.body), strOwnerName: 'x'.repeat(5000), intYear: 1700 });
    expect(junk.statusCode).toBe(400);
    expect(Object.keys(junk.json()).sort()).toEqual(['intYear', 'strOwnerName']);
    expect((await edit(mine.entrant.headers, 999999, details(mine.body))).statusCode).toBe(404);

    expect((await putRegistration(suite.ctx, admin.headers, show, openSettings(show, { blnOpen: false }))).statusCode).toBe(200);
    const closed = await edit(mine.entrant.headers, mine.id, details(mine.body, { strColour: 'Red' }));
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({ detail: EDITS_CLOSED });
    expect((await row(mine.id))?.colour).toBe(mine.body.strColour);
  });
});

describe('an entrant withdraws their entry (issue 31)', () => {
  it('withdraws a confirmed entry: its vehicle goes, and its place is offered to the first waiting', async () => {
    const { show } = await oneClassShow(1);
    const confirmed = await enter(show, 'leaving@example.com');
    const waiting = await enter(show, 'hoping@example.com');
    expect((await row(confirmed.id))?.vehicleId).not.toBeNull();

    const res = await withdraw(confirmed.entrant.headers, confirmed.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ strStatus: 'withdrawn', strReason: WITHDRAWN_BY_ENTRANT, intVehicleId: null });
    expect(await suite.ctx.database.db.select().from(vehicles).where(eq(vehicles.eventId, show.event.id))).toEqual([]);
    expect((await row(waiting.id))?.status).toBe('offered');

    const again = await withdraw(confirmed.entrant.headers, confirmed.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: ENTRY_CLOSED });
    expect((await withdraw(confirmed.entrant.headers, waiting.id)).statusCode).toBe(404);
  });

  it('closes the open Stripe checkout of an entry awaiting payment', async () => {
    const { show } = await oneClassShow(null);
    const paying = await enter(show, 'payer@example.com', 'online');
    const sessionId = (await row(paying.id))?.checkoutSessionId;
    expect((await withdraw(paying.entrant.headers, paying.id)).statusCode).toBe(200);
    await expect.poll(() => suite.stripe.requests.some((r) => r.path === `/v1/checkout/sessions/${sessionId}/expire`)).toBe(true);
    expect(sessionId && suite.stripe.sessions.get(sessionId)?.status).toBe('expired');
  });

  it('refuses once the show has started, and changes nothing', async () => {
    const { show } = await oneClassShow(null);
    const late = await enter(show, 'late@example.com');
    suite.ctx.clock.advance(8 * DAY);
    const entrant = await signInEntrant(suite.ctx, suite.sink, 'late@example.com');
    const res = await withdraw(entrant.headers, late.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: SHOW_STARTED });
    expect((await row(late.id))?.status).toBe('confirmed');
  });

  it('withdraws once under 10 withdrawals at once, offering the place once', async () => {
    const { show } = await oneClassShow(1);
    const confirmed = await enter(show, 'burst@example.com');
    await enter(show, 'next1@example.com');
    await enter(show, 'next2@example.com');
    const answers = await Promise.all(Array.from({ length: 10 }, () => withdraw(confirmed.entrant.headers, confirmed.id)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    const rows = await suite.ctx.database.db.select().from(registrations).where(eq(registrations.eventId, show.event.id));
    expect(rows.map((r) => r.status).sort()).toEqual(['offered', 'waitlisted', 'withdrawn']);
  });
});

describe('who is signed in (issue 31)', () => {
  it('answers the entrant’s address, and signing out clears the cookie', async () => {
    const entrant = await signInEntrant(suite.ctx, suite.sink, 'Me.Myself@Example.com');
    const me = await suite.ctx.app.inject({ method: 'GET', url: '/api/entrant/me/', headers: entrant.headers });
    expect(me.json()).toEqual({ data: { strEmail: 'me.myself@example.com' } });
    const byCookie = await suite.ctx.app.inject({
      method: 'GET',
      url: '/api/entrant/me/',
      cookies: { showgrid_entrant: entrant.cookie?.value ?? '' },
    });
    expect(byCookie.statusCode).toBe(200);
    const out = await suite.ctx.app.inject({ method: 'POST', url: '/api/entrant/logout/' });
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.find((c) => c.name === 'showgrid_entrant');
    expect(cleared?.value).toBe('');
    expect(cleared?.path).toBe('/api/entrant/');
    expect((await suite.ctx.app.inject({ method: 'GET', url: '/api/entrant/me/' })).statusCode).toBe(401);
  });
});
