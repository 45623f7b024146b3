import { describe, expect, it } from 'vitest';
import { ENTRANT_MESSAGES } from '@showgrid/shared/entry-form-rules';
import { PUBLIC_PAGE_DATA_ID, registerOutcomePath, registerPath } from '@showgrid/shared/public-pages';
import { REQUIRED } from '@showgrid/shared/schemas/fields';
import { LIMITS } from '@showgrid/shared/limits';
import { registrationPhotos, registrations } from '../../db/schema/index.ts';
import { CROSS_SITE_REFUSED } from '../../plugins/auth.ts';
import { lastCode } from '../../../test/factories/attendee.ts';
import { pngBase64 } from '../../../test/factories/events.ts';
import { signInEntrant, useRegistrationContext, type Show } from '../../../test/factories/registration.ts';
import { ALREADY_ENTERED } from '../registration/service.ts';
import { REGISTRATION_NOT_SET_UP } from '../registration/public-registration.ts';
import { ECHO_MAX } from './kept-entry.ts';
import { NOT_A_REGISTER_FORM, SIGN_IN_BODY_LIMIT } from './register-routes.ts';

/**
 * /register/{eventId} rendered on the server (issue 32): the classes in the HTML, and the e-mail
 * code and the entry (with its photos) as form posts with the API's rules, limits and words.
 */

const suite = useRegistrationContext({ payments: true, pages: true });

const IP = '203.0.113.60';
type Cookies = Record<string, string>;
const get = (url: string, cookies: Cookies = {}) => suite.ctx.app.inject({ method: 'GET', url, cookies, remoteAddress: IP });
const postForm = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}, cookies: Cookies = {}) =>
  suite.ctx.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    cookies,
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: IP,
  });

/** A real multipart body, as a browser's form sends it (the boundary and all, by the platform's own FormData). */
async function postEntry(
  url: string,
  fields: Record<string, string>,
  photos: Buffer[],
  cookies: Cookies,
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  photos.forEach((bytes, index) => form.append('photos', new Blob([bytes], { type: 'image/png' }), `car-${String(index)}.png`));
  const encoded = new Response(form);
  return suite.ctx.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': encoded.headers.get('content-type') ?? '', ...headers },
    cookies,
    payload: Buffer.from(await encoded.arrayBuffer()),
    remoteAddress: IP,
  });
}

function pageData(html: string): unknown {
  const json = new RegExp(`<script type="application/json" id="${PUBLIC_PAGE_DATA_ID}">(.*?)</script>`).exec(html)?.[1];
  return json ? JSON.parse(json) : null;
}

/** The entry form's fields for a good entry of the show's one class, paying at the gate. */
const entryFields = (show: Show, plate: string): Record<string, string> => ({
  intCategoryId: String(show.category.id),
  strOwnerName: 'Ada Entrant',
  strPhone: '+44 20 7946 0001',
  strBrandName: 'Jaguar',
  strModelName: 'E-Type',
  year: '1963',
  strRegistrationNo: plate,
  strColour: 'Green',
  strPaymentMode: 'gate',
  action: 'enter',
});

/** Signed in through the API: the cookie the browser would carry under /register/. */
async function pageCookie(email: string): Promise<Cookies> {
  const { access } = await signInEntrant(suite.ctx, suite.sink, email);
  return { showgrid_entrant: access };
}

const entries = async () => suite.ctx.database.db.select().from(registrations);

describe('GET /register/{eventId}', () => {
  it('sends the event, its state and classes in the HTML, with the e-mail step as a real form', async () => {
    const { show } = await suite.oneClassShow(10);
    const res = await get(registerPath(show.event.id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain(`<title>Registration · ${show.event.title} · Showgrid</title>`);
    expect(res.body).toContain(show.category.name);
    expect(res.body).toContain('€25.00');
    expect(res.body).toContain('10 places left');
    expect(res.body).toContain('Registration is open');
    expect(res.body).toContain(`action="${registerPath(show.event.id)}"`);
    expect(res.body).toContain('method="post"');
    expect(res.body).toContain('name="strEmail"');
    expect(pageData(res.body)).toMatchObject({ kind: 'register', step: { step: 'email', email: '' } });
  });

  it('writes its dates in the show’s own time zone (issue 33), else the deployment’s', async () => {
    const closes = new Date(Date.UTC(2031, 0, 15, 17, 0));
    const { show, admin } = await suite.oneClassShow(null, () => ({ dtClosesAt: closes.toISOString() }));
    expect(pageData((await get(registerPath(show.event.id))).body)).toMatchObject({
      lines: { state: 'Registration is open until 15 January 2031, 17:00 UTC.' },
    });
    const event = (
      await suite.ctx.app.inject({ method: 'GET', url: `/api/event/manage-event/${show.event.id}/`, headers: admin.headers })
    ).json().data;
    const moved = await suite.ctx.app.inject({
      method: 'PUT',
      url: '/api/event/manage-event/',
      headers: admin.headers,
      payload: {
        id: show.event.id,
        strEventTitle: event.strEventTitle,
        strEventLocation: event.strEventLocation,
        strEventStartDateTime: event.strEventStartDateTime,
        arrVehicleCategory: [show.category.id],
        strTimeZone: 'America/New_York',
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const page = await get(registerPath(show.event.id));
    expect(pageData(page.body)).toMatchObject({
      registration: { strTimeZone: 'America/New_York' },
      lines: { state: 'Registration is open until 15 January 2031, 12:00 GMT-5.' },
    });
  });

  it('answers 404 with the page’s own message for an unknown, malformed or never set-up event', async () => {
    const { show } = await suite.oneClassShow(null);
    for (const url of ['/register/999999', '/register/abc', '/register/0', '/register/1e3']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toContain(REGISTRATION_NOT_SET_UP);
    }
    // A second event nobody opened registration for.
    const admin = await suite.ctx.authAs('admin');
    const other = await suite.ctx.app.inject({
      method: 'POST',
      url: '/api/event/manage-event/',
      headers: admin.headers,
      payload: {
        strEventTitle: 'Closed show',
        strEventLocation: 'Here',
        strEventStartDateTime: show.event.startsAt.toISOString(),
        arrVehicleCategory: [show.category.id],
      },
    });
    expect((await get(registerPath(other.json<{ data: { id: number } }>().data.id))).statusCode).toBe(404);
  });

  it('shows a signed-in entrant the entry form (multipart, with the photos field)', async () => {
    const { show } = await suite.oneClassShow(null);
    const res = await get(registerPath(show.event.id), await pageCookie('ada@example.com'));
    expect(res.statusCode).toBe(200);
    expect(res.body.toLowerCase()).toContain('enctype="multipart/form-data"');
    expect(res.body).toContain('name="photos"');
    expect(pageData(res.body)).toMatchObject({ step: { step: 'entry', values: {}, errors: {} } });
    // A forged or lapsed cookie is nobody: the e-mail step.
    const forged = await get(registerPath(show.event.id), { showgrid_entrant: 'not.a.token' });
    expect(pageData(forged.body)).toMatchObject({ step: { step: 'email' } });
  });
});

describe('POST /register/{eventId}: the e-mail code without script', () => {
  it('sends a code, refuses a wrong one in its step, and a right one signs the browser in on both paths', async () => {
    const { show } = await suite.oneClassShow(null);
    const url = registerPath(show.event.id);
    const sent = await postForm(url, { action: 'send', strEmail: 'Ada@Example.com' });
    expect(sent.statusCode).toBe(200);
    expect(pageData(sent.body)).toMatchObject({ step: { step: 'code', email: 'Ada@Example.com', notice: ENTRANT_MESSAGES.codeSent } });
    await suite.sink.waitFor('Ada@Example.com');

    const code = lastCode(suite.sink, 'Ada@Example.com');
    const wrong = String((Number(code) + 1) % 10 ** code.length).padStart(code.length, '0');
    const refused = await postForm(url, { action: 'verify', strEmail: 'Ada@Example.com', strCode: wrong });
    expect(refused.statusCode).toBe(400);
    expect(pageData(refused.body)).toMatchObject({ step: { step: 'code', email: 'Ada@Example.com', error: expect.any(String) } });
    expect(refused.cookies).toHaveLength(0);

    const verified = await postForm(url, { action: 'verify', strEmail: 'Ada@Example.com', strCode: code });
    expect(verified.statusCode).toBe(303);
    expect(verified.headers.location).toBe(url);
    const set = verified.cookies.filter((c) => c.name === 'showgrid_entrant');
    expect(set.map((c) => c.path).sort()).toEqual(['/api/entrant/', '/register/']);
    for (const cookie of set) expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    // The API reads the same sign-in.
    const me = await suite.ctx.app.inject({ method: 'GET', url: '/api/entrant/me/', cookies: { showgrid_entrant: set[0]?.value ?? '' } });
    expect(me.json()).toEqual({ data: { strEmail: 'ada@example.com' } });

    // Signing out (the API's) clears the cookie on both paths.
    const out = await suite.ctx.app.inject({ method: 'POST', url: '/api/entrant/logout/' });
    expect(
      out.cookies
        .filter((c) => c.name === 'showgrid_entrant' && c.value === '')
        .map((c) => c.path)
        .sort(),
    ).toEqual(['/api/entrant/', '/register/']);
  });

  it('refuses a malformed address in the e-mail step with the API’s words, and sends nothing', async () => {
    const { show } = await suite.oneClassShow(null);
    const res = await postForm(registerPath(show.event.id), { action: 'send', strEmail: 'not an address' });
    expect(res.statusCode).toBe(400);
    expect(pageData(res.body)).toMatchObject({ step: { step: 'email', email: 'not an address', error: expect.any(String) } });
    expect(suite.sink.messages).toHaveLength(0);
  });
});

describe('POST /register/{eventId}: the entry without script', () => {
  it('enters the car with its photos, then shows what became of it (post, redirect, get)', async () => {
    const { show } = await suite.oneClassShow(null);
    const cookies = await pageCookie('ada@example.com');
    const photo = Buffer.from(await pngBase64(), 'base64');
    const res = await postEntry(registerPath(show.event.id), entryFields(show, 'AB 12 CDE'), [photo, photo], cookies);
    expect(res.statusCode, res.body).toBe(303);
    const [entry] = await entries();
    expect(entry).toMatchObject({ eventId: show.event.id, registrationNo: 'AB 12 CDE', ownerName: 'Ada Entrant', year: 1963 });
    expect(res.headers.location).toBe(registerOutcomePath(show.event.id, entry?.id ?? 0));
    expect(await suite.ctx.database.db.select().from(registrationPhotos)).toHaveLength(2);

    const outcome = await get(String(res.headers.location), cookies);
    expect(outcome.statusCode).toBe(200);
    expect(outcome.body).toContain('Entry confirmed');
    expect(outcome.body).toContain(`href="/entrant?entry=${String(entry?.id)}"`);
    // Another entrant's browser reads nothing of it: the page as anyone sees it.
    const stranger = await get(String(res.headers.location), await pageCookie('eve@example.com'));
    expect(stranger.body).not.toContain('Entry confirmed');
    expect(pageData(stranger.body)).toMatchObject({ step: { step: 'entry' } });
  });

  it('sends a paying-online entrant on to the checkout page', async () => {
    const { show } = await suite.oneClassShow(null);
    const res = await postEntry(
      registerPath(show.event.id),
      { ...entryFields(show, 'PAY 1'), strPaymentMode: 'online' },
      [],
      await pageCookie('ada@example.com'),
    );
    expect(res.statusCode, res.body).toBe(303);
    const [session] = [...suite.stripe.sessions.values()];
    expect(session).toBeDefined();
    expect(res.headers.location).toBe(session?.url);
  });

  it('refuses a form with its refusals under each field, filled as it was sent, entering nothing', async () => {
    const { show } = await suite.oneClassShow(null);
    const fields = { ...entryFields(show, 'AB 1'), intCategoryId: '', strOwnerName: '', year: '1700', strPaymentMode: '' };
    const res = await postEntry(registerPath(show.event.id), fields, [], await pageCookie('ada@example.com'));
    expect(res.statusCode).toBe(400);
    const data = pageData(res.body);
    expect(data).toMatchObject({
      step: {
        step: 'entry',
        values: { strBrandName: 'Jaguar', strRegistrationNo: 'AB 1', year: '1700' },
        errors: {
          intCategoryId: ENTRANT_MESSAGES.chooseClass,
          strPaymentMode: ENTRANT_MESSAGES.choosePayment,
          strOwnerName: REQUIRED,
          year: expect.any(String),
        },
        photosDropped: true,
      },
    });
    expect(res.body).toContain('value="Jaguar"');
    expect(await entries()).toHaveLength(0);
  });

  it('refuses a photo over the limit and a fourth photo, keeping what was typed', async () => {
    const { show } = await suite.oneClassShow(null);
    const cookies = await pageCookie('ada@example.com');
    const big = Buffer.alloc(LIMITS.imageMaxBytes + 1, 1);
    const tooBig = await postEntry(registerPath(show.event.id), entryFields(show, 'BIG 1'), [big], cookies);
    expect(tooBig.statusCode).toBe(413);
    expect(pageData(tooBig.body)).toMatchObject({
      step: { step: 'entry', values: { strBrandName: 'Jaguar' }, errors: { photos: expect.stringContaining('MB') }, photosDropped: false },
    });
    const photo = Buffer.from(await pngBase64(), 'base64');
    const four = await postEntry(registerPath(show.event.id), entryFields(show, 'FOUR 1'), [photo, photo, photo, photo], cookies);
    expect(four.statusCode).toBe(400);
    expect(await entries()).toHaveLength(0);
  });

  it('asks a browser that is not signed in (or lapsed) to confirm its e-mail again, entering nothing', async () => {
    const { show } = await suite.oneClassShow(null);
    const nobody: Cookies[] = [{}, { showgrid_entrant: 'forged' }];
    for (const cookies of nobody) {
      const res = await postEntry(registerPath(show.event.id), entryFields(show, 'NO 1'), [], cookies);
      expect(res.statusCode).toBe(401);
      expect(pageData(res.body)).toMatchObject({ step: { step: 'email', error: ENTRANT_MESSAGES.signInLapsed } });
    }
    expect(await entries()).toHaveLength(0);
  });

  it('keeps an entry sent after the sign-in lapsed through the e-mail steps, and fills the form with it once signed in', async () => {
    const { show } = await suite.oneClassShow(null);
    const url = registerPath(show.event.id);
    const typed = { ...entryFields(show, 'KEPT 1'), strColour: 'é'.repeat(ECHO_MAX + 50) };
    const { action: _action, ...expected }: Record<string, string> = { ...typed, strColour: 'é'.repeat(ECHO_MAX) };
    const lapsed = await postEntry(url, typed, [Buffer.from(await pngBase64(), 'base64')], { showgrid_entrant: 'lapsed' });
    expect(lapsed.statusCode).toBe(401);
    expect(pageData(lapsed.body)).toEqual(
      expect.objectContaining({ step: { step: 'email', email: '', error: ENTRANT_MESSAGES.signInLapsed, kept: expected } }),
    );
    expect(lapsed.body).toContain('name="kept.strBrandName" value="Jaguar"');

    // The e-mail steps as the browser posts them: the hidden fields ride along (and nothing else the form has not).
    const kept = Object.fromEntries(Object.entries(expected).map(([name, value]) => [`kept.${name}`, value]));
    const forged = { 'kept.action': 'enter', 'kept.strNotAField': 'x' };
    const sent = await postForm(url, { action: 'send', strEmail: 'ada@example.com', ...kept, ...forged });
    expect(pageData(sent.body)).toMatchObject({ step: { step: 'code', kept: expected } });
    expect((pageData(sent.body) as { step: { kept: object } }).step.kept).toEqual(expected);
    const changed = await postForm(url, { action: 'change', strEmail: 'ada@example.com', ...kept });
    expect(pageData(changed.body)).toMatchObject({ step: { step: 'email', email: 'ada@example.com', kept: expected } });
    await suite.sink.waitFor('ada@example.com');
    const verified = await postForm(url, {
      action: 'verify',
      strEmail: 'ada@example.com',
      strCode: lastCode(suite.sink, 'ada@example.com'),
      ...kept,
    });
    expect(verified.statusCode).toBe(200);
    expect(pageData(verified.body)).toMatchObject({ step: { step: 'entry', values: expected, errors: {}, photosDropped: true } });
    expect(verified.body).toContain('value="KEPT 1"');
    const cookie = verified.cookies.find((c) => c.name === 'showgrid_entrant' && c.path === '/register/');
    expect(cookie?.value).toBeTruthy();
    expect(await entries()).toHaveLength(0);

    // Sent again, signed in (the colour put right), it goes in.
    const entered = await postEntry(url, { ...typed, strColour: 'Green' }, [], { showgrid_entrant: cookie?.value ?? '' });
    expect(entered.statusCode, entered.body).toBe(303);
    expect(await entries()).toHaveLength(1);
  });

  it('enters one car of a plate when the same form is posted 20 times at once', async () => {
    const { show } = await suite.oneClassShow(null);
    const cookies = await pageCookie('ada@example.com');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postEntry(registerPath(show.event.id), entryFields(show, 'SAME 1'), [], cookies)),
    );
    expect(answers.filter((a) => a.statusCode === 303)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode !== 303);
    expect(refused).toHaveLength(19);
    for (const answer of refused) expect(pageData(answer.body)).toMatchObject({ step: { errors: { strRegistrationNo: ALREADY_ENTERED } } });
    expect(await entries()).toHaveLength(1);
  });
});

describe('POST /register/{eventId}: what it refuses', () => {
  it('refuses another site’s post, a body that is not a form, and an unknown event, changing nothing', async () => {
    const { show } = await suite.oneClassShow(null);
    const url = registerPath(show.event.id);
    const cross = await postForm(url, { action: 'send', strEmail: 'refused@example.com' }, { 'sec-fetch-site': 'cross-site' });
    expect(cross.statusCode).toBe(403);
    expect(cross.body).toContain(CROSS_SITE_REFUSED);
    const crossEntry = await postEntry(url, entryFields(show, 'X 1'), [], await pageCookie('ada@example.com'), {
      origin: 'https://evil.example',
    });
    expect(crossEntry.statusCode).toBe(403);
    const json = await suite.ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: { action: 'send', strEmail: 'refused@example.com' },
      remoteAddress: IP,
    });
    expect(json.statusCode).toBe(415);
    expect(json.body).toContain(NOT_A_REGISTER_FORM);
    // The steps carry an entry typed before a lapse (kept-entry.ts): a body past that is not read.
    const big = await postForm(url, { action: 'send', strEmail: `${'a'.repeat(SIGN_IN_BODY_LIMIT)}@example.com` });
    expect(big.statusCode).toBe(413);
    const long = await postForm(url, { action: 'send', strEmail: `${'a'.repeat(3000)}@example.com` });
    expect(long.statusCode).toBe(400);
    const unknown = await postForm('/register/999999', { action: 'send', strEmail: 'refused@example.com' });
    expect(unknown.statusCode).toBe(404);
    const noAction = await postForm(url, { strEmail: 'refused@example.com' });
    expect(noAction.statusCode).toBe(400);
    // None of the refused posts mailed a code.
    expect(suite.sink.messages.filter((mail) => mail.to.includes('refused@example.com'))).toHaveLength(0);
    expect(await entries()).toHaveLength(0);
  });
});
