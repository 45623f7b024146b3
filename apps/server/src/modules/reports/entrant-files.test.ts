import { describe, expect, it } from 'vitest';
import { eventJudges } from '../../db/schema/index.ts';
import { pdfText } from '../../../test/helpers/pdf-text.ts';
import {
  ENTRANT_API,
  entryBody,
  openSettings,
  openShow,
  putRegistration,
  register,
  signInEntrant,
  useRegistrationContext,
} from '../../../test/factories/registration.ts';
import { saveScore, scoreBody, scoringShow } from '../../../test/factories/scores.ts';
import { NOT_PUBLISHED } from '../awards/sharing.ts';
import { NO_CARD_YET } from './entrant-files-routes.ts';

const suite = useRegistrationContext();

const file = (headers: { authorization: string }, id: number, name: 'card' | 'score-sheet') =>
  suite.ctx.app.inject({ method: 'GET', url: `${ENTRANT_API.registration(id)}${name}/`, headers });

describe('an entrant’s files (issue 31)', () => {
  it('gives a confirmed entry its windscreen card with its card number and QR link, and nobody else’s', async () => {
    const { show } = await openShow(suite.ctx);
    const entrant = await signInEntrant(suite.ctx, suite.sink, 'card@example.com');
    const id = (await register(suite.ctx, entrant.headers, entryBody(show))).json<{ intRegistrationId: number }>().intRegistrationId;
    const read = (await suite.ctx.app.inject({ method: 'GET', url: ENTRANT_API.registration(id), headers: entrant.headers })).json().data;
    const res = await file(entrant.headers, id, 'card');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`card-${read.strVehicleUniqueId}.pdf`);
    expect(pdfText(res.rawPayload).join(' ')).toContain(read.strVehicleUniqueId);

    // The confirmation mail carries the same card, and the link to the entrant's page.
    const confirmation = () => suite.sink.messages.find((m) => m.to.includes('card@example.com') && m.decoded.includes('Entry confirmed'));
    await expect.poll(confirmation).toBeDefined();
    const mail = confirmation()?.raw ?? '';
    expect(mail).toMatch(/Content-Type: application\/pdf; name=card-S\d+01\.pdf/);
    expect(mail).toContain(`filename=card-${read.strVehicleUniqueId}.pdf`);
    expect(confirmation()?.decoded).toContain(`http://show.test/entrant?entry=${id}`);

    const stranger = await signInEntrant(suite.ctx, suite.sink, 'stranger@example.com');
    expect((await file(stranger.headers, id, 'card')).statusCode).toBe(404);
    const admin = await suite.ctx.authAs('admin');
    expect((await file(admin.headers, id, 'card')).statusCode).toBe(403);
  });

  it('has no card for an entry not confirmed', async () => {
    const { show } = await openShow(suite.ctx, (s) => ({
      blnOpen: true,
      strCurrency: 'EUR',
      arrPaymentModes: ['gate'],
      arrClasses: [{ intCategoryId: s.category.id, intFeeCents: 0, intEarlyFeeCents: null, intCap: 1 }],
    }));
    await register(suite.ctx, (await signInEntrant(suite.ctx, suite.sink, 'first@example.com')).headers, entryBody(show));
    const waiting = await signInEntrant(suite.ctx, suite.sink, 'waiting@example.com');
    const id = (await register(suite.ctx, waiting.headers, entryBody(show))).json<{ intRegistrationId: number }>().intRegistrationId;
    const res = await file(waiting.headers, id, 'card');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: NO_CARD_YET });
  });

  it('gives the score sheet only once the results are published, judges anonymous unless the organiser names them', async () => {
    const show = await scoringShow(suite.ctx);
    const admin = await suite.ctx.authAs('admin');
    expect((await putRegistration(suite.ctx, admin.headers, show, openSettings(show))).statusCode).toBe(200);
    // The event's SPEC PUT above names no judges: the show's judge is mapped again.
    await suite.ctx.database.db.insert(eventJudges).values({ eventId: show.event.id, judgeId: show.judge.user.id }).onConflictDoNothing();
    const entrant = await signInEntrant(suite.ctx, suite.sink, 'sheet@example.com');
    const id = (await register(suite.ctx, entrant.headers, entryBody(show, { strModelName: 'Sheet Special' }))).json<{
      intRegistrationId: number;
    }>().intRegistrationId;
    const vehicleId = (await suite.ctx.app.inject({ method: 'GET', url: ENTRANT_API.registration(id), headers: entrant.headers })).json()
      .data.intVehicleId;
    const staff = await suite.ctx.authAs('staff');
    const paid = await suite.ctx.app.inject({
      method: 'POST',
      url: `/api/gate/${show.event.id}/paid/`,
      headers: staff.headers,
      payload: { intVehicleId: vehicleId },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await saveScore(suite.ctx, show.judge.headers, scoreBody(show, vehicleId, { paint: 9, engine: 4 }));

    const ready = async () =>
      (await suite.ctx.app.inject({ method: 'GET', url: ENTRANT_API.registration(id), headers: entrant.headers })).json().data
        .blnScoreSheetReady;
    expect(await ready()).toBe(false);
    const placing = () => suite.ctx.app.inject({ method: 'GET', url: `${ENTRANT_API.registration(id)}placing/`, headers: entrant.headers });
    expect((await placing()).json()).toEqual({ detail: NOT_PUBLISHED });
    const before = await file(entrant.headers, id, 'score-sheet');
    expect(before.statusCode).toBe(404);
    expect(before.json()).toEqual({ detail: NOT_PUBLISHED });

    const publish = (payload: object) =>
      suite.ctx.app.inject({ method: 'PUT', url: `/api/awards/${show.event.id}/publish/`, headers: admin.headers, payload });
    expect((await publish({ blnPublished: true, blnShowJudges: false })).statusCode).toBe(200);
    expect(await ready()).toBe(true);
    // The only car scored in its class: first of the class's ranked cars.
    const placed = (await placing()).json().data;
    expect(placed).toMatchObject({ intPlace: 1, blnShared: false, strCategoryName: show.category.name });
    expect(placed.intOf).toBeGreaterThanOrEqual(1);
    const stranger = await signInEntrant(suite.ctx, suite.sink, 'nosy@example.com');
    expect(
      (await suite.ctx.app.inject({ method: 'GET', url: `${ENTRANT_API.registration(id)}placing/`, headers: stranger.headers })).statusCode,
    ).toBe(404);
    const res = await file(entrant.headers, id, 'score-sheet');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload).join(' ');
    expect(text).toContain('Sheet Special');
    expect(text).toContain('Judge 1');
    expect(text).not.toContain(show.judge.user.fullName);

    expect((await publish({ blnPublished: true, blnShowJudges: true })).statusCode).toBe(200);
    const named = pdfText((await file(entrant.headers, id, 'score-sheet')).rawPayload).join(' ');
    expect(named).toContain(show.judge.user.fullName);
  });
});
