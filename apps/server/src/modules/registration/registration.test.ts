import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, entrants, registrationPhotos, registrations, vehicleFiles, vehicles } from '../../db/schema/index.ts';
import { verifyOtp } from '../../../test/factories/attendee.ts';
import { DAY, HOUR, pngBase64 } from '../../../test/factories/events.ts';
import {
  CLOSED_SETTINGS,
  ENTRANT_API,
  entryBody,
  openSettings,
  openShow,
  putRegistration,
  register,
  signInEntrant,
  createShow,
  useRegistrationContext,
} from '../../../test/factories/registration.ts';
import { concrete, GUARDED, splitKey } from '../../../test/security/access-table.ts';
import { CURRENCY_MESSAGE, REGISTRATION_LIMITS } from '@showgrid/shared/schemas/registration';
import { NOT_A_CLASS_OF_EVENT } from '../events/registration-settings.ts';
import {
  ALREADY_ENTERED,
  NO_ONLINE_PAYMENT,
  NO_SUCH_PAYMENT_MODE,
  NOT_A_CLASS,
  REGISTRATION_NOT_OPEN,
  TOO_MANY_ENTRIES,
  UNKNOWN_EXTRA,
} from './service.ts';
import { REGISTRATION_NOT_SET_UP } from './routes.ts';

const suite = useRegistrationContext();

const readEvent = async (headers: { authorization: string }, id: number) =>
  (await suite.ctx.app.inject({ method: 'GET', url: `/api/event/manage-event/${id}/`, headers })).json().data;

describe('objRegistration on the event (issue 31)', () => {
  it('is always on reads (closed by default), set whole by PUT, kept when left out, and audited', async () => {
    const show = await createShow(suite.ctx);
    const admin = await suite.ctx.authAs('admin');
    const before = await readEvent(admin.headers, show.event.id);
    expect(before.objRegistration).toEqual(CLOSED_SETTINGS);

    const settings = openSettings(show, {
      strCurrency: 'gbp',
      dtEarlyUntil: new Date(suite.ctx.clock.now().getTime() + DAY).toISOString(),
      intEventCap: 40,
      arrClasses: [{ intCategoryId: show.category.id, intFeeCents: 3000, intEarlyFeeCents: 2000, intCap: 10 }],
      arrExtras: [{ strName: 'Dinner ticket', intPriceCents: 1500, intMaxPerEntry: 4 }],
    });
    expect((await putRegistration(suite.ctx, admin.headers, show, settings)).statusCode).toBe(200);
    const set = (await readEvent(admin.headers, show.event.id)).objRegistration;
    expect(set).toMatchObject({ blnOpen: true, strCurrency: 'GBP', intEventCap: 40, arrPaymentModes: ['gate'] });
    expect(set.arrClasses).toEqual([{ intCategoryId: show.category.id, intFeeCents: 3000, intEarlyFeeCents: 2000, intCap: 10 }]);
    expect(set.arrExtras).toEqual([{ strName: 'Dinner ticket', intPriceCents: 1500, intMaxPerEntry: 4 }]);

    // A PUT that speaks only SPEC's fields keeps them.
    expect((await putRegistration(suite.ctx, admin.headers, show, undefined)).statusCode).toBe(200);
    expect((await readEvent(admin.headers, show.event.id)).objRegistration).toEqual(set);

    const trail = await suite.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'event'), eq(auditLog.action, 'update')));
    const changed = trail.find((row) => (row.after as { objRegistration: { blnOpen: boolean } }).objRegistration.blnOpen);
    expect((changed?.before as { objRegistration: { blnOpen: boolean } }).objRegistration.blnOpen).toBe(false);
  });

  it('refuses junk with a message per field and changes nothing', async () => {
    const { show, admin } = await openShow(suite.ctx);
    const kept = (await readEvent(admin.headers, show.event.id)).objRegistration;
    const cases: [unknown, string, string][] = [
      [{ ...openSettings(show), strCurrency: 'EURO' }, 'objRegistration.strCurrency', CURRENCY_MESSAGE],
      [{ ...openSettings(show), strCurrency: 'XYZ' }, 'objRegistration.strCurrency', CURRENCY_MESSAGE],
      [
        { ...openSettings(show), arrClasses: [{ intCategoryId: show.category.id, intFeeCents: -1, intEarlyFeeCents: null, intCap: null }] },
        'objRegistration.arrClasses.0.intFeeCents',
        'Must be 0 or more.',
      ],
      [
        { ...openSettings(show), arrExtras: [{ strName: 'Plaque', intPriceCents: 0, intMaxPerEntry: 1 }] },
        'objRegistration.arrExtras.0.intPriceCents',
        'Must be more than 0.',
      ],
      [
        { ...openSettings(show), arrClasses: [{ intCategoryId: show.category.id, intFeeCents: 100, intEarlyFeeCents: null, intCap: 0 }] },
        'objRegistration.arrClasses.0.intCap',
        'Must be at least 1, or empty for no limit.',
      ],
      [{ ...openSettings(show), arrPaymentModes: [] }, 'objRegistration.arrPaymentModes', 'Choose at least one way to pay.'],
      [
        {
          ...openSettings(show),
          dtOpensAt: '2026-12-10T10:00:00Z',
          dtClosesAt: '2026-12-09T10:00:00Z',
        },
        'objRegistration.dtClosesAt',
        'Must be after registration opens.',
      ],
    ];
    for (const [settings, field, message] of cases) {
      const res = await putRegistration(suite.ctx, admin.headers, show, settings);
      expect(res.statusCode, field).toBe(400);
      expect(JSON.stringify(res.json()), field).toContain(message);
      expect(Object.keys(res.json()).join(' '), field).toContain(field.split('.')[0]);
    }
    const stranger = await putRegistration(suite.ctx, admin.headers, show, {
      ...openSettings(show),
      arrClasses: [{ intCategoryId: show.otherCategory.id, intFeeCents: 100, intEarlyFeeCents: null, intCap: null }],
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toEqual({ objRegistration: [NOT_A_CLASS_OF_EVENT(show.otherCategory.id)] });
    expect((await readEvent(admin.headers, show.event.id)).objRegistration).toEqual(kept);
  });
});

describe('GET /api/public/registration/{eventId}/', () => {
  it('answers without sign-in: the classes with today’s fee and the places left; 404 when never set up or unknown', async () => {
    const { show } = await openShow(suite.ctx, (s) =>
      openSettings(s, {
        dtEarlyUntil: new Date(suite.ctx.clock.now().getTime() + DAY).toISOString(),
        intEventCap: 30,
        arrClasses: [{ intCategoryId: s.category.id, intFeeCents: 3000, intEarlyFeeCents: 2000, intCap: 2 }],
      }),
    );
    const res = await suite.ctx.app.inject({ method: 'GET', url: ENTRANT_API.public(show.event.id) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      intEventId: show.event.id,
      strEventTitle: show.event.title,
      strState: 'open',
      blnEarly: true,
      arrPaymentModes: ['gate'],
      intPlacesLeft: 30,
      arrClasses: [{ intCategoryId: show.category.id, intFeeCents: 2000, intLateFeeCents: 3000, intPlacesLeft: 2 }],
    });
    // After the early-bird date the fee is the late one.
    suite.ctx.clock.advance(DAY + HOUR);
    expect(
      (await suite.ctx.app.inject({ method: 'GET', url: ENTRANT_API.public(show.event.id) })).json().data.arrClasses[0].intFeeCents,
    ).toBe(3000);

    const untouched = await createShow(suite.ctx);
    const never = await suite.ctx.app.inject({ method: 'GET', url: ENTRANT_API.public(untouched.event.id) });
    expect(never.statusCode).toBe(404);
    expect(never.json()).toEqual({ detail: REGISTRATION_NOT_SET_UP });
    expect((await suite.ctx.app.inject({ method: 'GET', url: ENTRANT_API.public(999_999) })).statusCode).toBe(404);
    expect((await suite.ctx.app.inject({ method: 'GET', url: ENTRANT_API.public(0) })).statusCode).toBe(400);
  });
});

describe('entrant sign-in by e-mail code', () => {
  it('answers an entrant token and an HttpOnly cookie under /api/entrant/; codes are apart from the voting codes', async () => {
    const { headers, cookie } = await signInEntrant(suite.ctx, suite.sink, 'ada@example.com');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/entrant/' });
    const mine = await suite.ctx.app.inject({ method: 'GET', url: ENTRANT_API.registrations, headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ data: [] });
    // The cookie alone is enough for the browser.
    const byCookie = await suite.ctx.app.inject({
      method: 'GET',
      url: ENTRANT_API.registrations,
      cookies: { showgrid_entrant: cookie?.value ?? '' },
    });
    expect(byCookie.statusCode).toBe(200);
    expect(await suite.ctx.database.db.select().from(entrants)).toHaveLength(1);

    // A second sign-in of the same inbox (another spelling) is the same entrant.
    await signInEntrant(suite.ctx, suite.sink, 'a.d.a+show@example.com', '203.0.113.21');
    suite.sink.messages.length = 0;
    // The entrant's code is not a voting code: it verifies nothing at the voting call.
    await suite.ctx.app.inject({
      method: 'POST',
      url: ENTRANT_API.sendCode,
      payload: { strEmail: 'bob@example.com' },
      remoteAddress: '203.0.113.22',
    });
    const mail = await suite.sink.waitFor('bob@example.com');
    expect(mail.raw).toMatch(/^Subject: Your Showgrid sign-in code$/m);
    const code = /^(\d{4,8})\r?$/m.exec(mail.decoded)?.[1] ?? '';
    const asVote = await verifyOtp(suite.ctx, 'bob@example.com', code);
    expect(asVote.statusCode).toBe(400);
    expect(Object.keys(asVote.json())).toEqual(['email']);

    const wrong = await suite.ctx.app.inject({
      method: 'POST',
      url: ENTRANT_API.verifyCode,
      payload: { strEmail: 'bob@example.com', strCode: code === '0000' ? '1111' : '0000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json())).toEqual(['strCode']);
    const resend = await suite.ctx.app.inject({ method: 'POST', url: ENTRANT_API.sendCode, payload: { strEmail: 'bob@example.com' } });
    expect(resend.statusCode).toBe(429);
    expect(Object.keys(resend.json())).toEqual(['strEmail']);
    const junk = await suite.ctx.app.inject({ method: 'POST', url: ENTRANT_API.sendCode, payload: { strEmail: 'a,victim@example.com' } });
    expect(junk.statusCode).toBe(400);
  });

  it('keeps entrants and accounts apart: an entrant reaches only the entrant routes, accounts none of them', async () => {
    const entrant = await signInEntrant(suite.ctx, suite.sink, 'ada@example.com');
    // Every guarded route of the access table (test/security/access-table.ts) that does not list entrants.
    for (const [key, access] of GUARDED.filter(([, access]) => !access.includes('entrant'))) {
      const [method, url] = splitKey(key);
      const res = await suite.ctx.app.inject({ method, url: concrete(url), headers: entrant.headers });
      expect(res.statusCode, `${key} ${JSON.stringify(access)}`).toBe(403);
    }
    for (const role of ['admin', 'judge', 'staff'] as const) {
      const { headers } = await suite.ctx.authAs(role);
      expect((await suite.ctx.app.inject({ method: 'GET', url: ENTRANT_API.registrations, headers })).statusCode, role).toBe(403);
    }
    expect((await suite.ctx.app.inject({ method: 'GET', url: ENTRANT_API.registrations })).statusCode).toBe(401);
    // A deleted entrant's token stops at once (ADR 033).
    await suite.ctx.database.db.delete(entrants);
    expect((await suite.ctx.app.inject({ method: 'GET', url: ENTRANT_API.registrations, headers: entrant.headers })).statusCode).toBe(401);
  });
});

describe('POST /api/entrant/registrations/', () => {
  it('confirms an entry paying at the gate at once, keeps the owner’s e-mail, and reads it back to its entrant only', async () => {
    const { show } = await openShow(suite.ctx);
    const ada = await signInEntrant(suite.ctx, suite.sink, 'ada@example.com');
    const res = await register(suite.ctx, ada.headers, entryBody(show, { strRegistrationNo: 'AB12 CDE' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ intRegistrationId: expect.any(Number), strStatus: 'confirmed', strCheckoutUrl: null });
    const id = res.json().intRegistrationId as number;
    const mine = await suite.ctx.app.inject({ method: 'GET', url: ENTRANT_API.registration(id), headers: ada.headers });
    expect(mine.json().data).toMatchObject({
      intRegistrationId: id,
      strStatus: 'confirmed',
      strRegistrationNo: 'AB12 CDE',
      strCurrency: 'EUR',
      intFeeCents: 2500,
      intAmountCents: 2500,
      blnPaid: false,
      intWaitlistPosition: null,
    });
    const [entrant] = await suite.ctx.database.db.select().from(entrants);
    expect(entrant?.email).toBe('ada@example.com');

    const bob = await signInEntrant(suite.ctx, suite.sink, 'bob@example.com', '203.0.113.30');
    expect((await suite.ctx.app.inject({ method: 'GET', url: ENTRANT_API.registration(id), headers: bob.headers })).statusCode).toBe(404);
    expect((await suite.ctx.app.inject({ method: 'GET', url: ENTRANT_API.registrations, headers: bob.headers })).json()).toEqual({
      data: [],
    });
    const trail = await suite.ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'registration'));
    expect(trail).toHaveLength(1);
  });

  it('makes a confirmed entry a vehicle of the event: the class’s next free id, its photos copied, unpaid until paid', async () => {
    const { show } = await openShow(suite.ctx);
    const taken = new Set(
      (await suite.ctx.database.db.select({ uniqueId: vehicles.uniqueId }).from(vehicles).where(eq(vehicles.eventId, show.event.id))).map(
        (v) => v.uniqueId,
      ),
    );
    const ada = await signInEntrant(suite.ctx, suite.sink, 'ada@example.com');
    const res = await register(
      suite.ctx,
      ada.headers,
      entryBody(show, { strRegistrationNo: 'VE 1', arrPhotos: [await pngBase64(30, 20)] }),
    );
    const read = (
      await suite.ctx.app.inject({ method: 'GET', url: ENTRANT_API.registration(res.json().intRegistrationId), headers: ada.headers })
    ).json().data;
    expect(read.intVehicleId).toEqual(expect.any(Number));
    const [vehicle] = await suite.ctx.database.db.select().from(vehicles).where(eq(vehicles.id, read.intVehicleId));
    expect(vehicle).toMatchObject({
      eventId: show.event.id,
      categoryId: show.category.id,
      registrationNo: 'VE 1',
      brand: 'Jaguar',
      paid: false,
    });
    expect(vehicle?.uniqueId).toMatch(new RegExp(`^${show.category.prefix ?? '-'}\\d+$`));
    expect(taken.has(vehicle?.uniqueId ?? null)).toBe(false);
    expect(read.strVehicleUniqueId).toBe(vehicle?.uniqueId);
    const files = await suite.ctx.database.db.select().from(vehicleFiles).where(eq(vehicleFiles.vehicleId, read.intVehicleId));
    const [photo] = await suite.ctx.database.db.select().from(registrationPhotos);
    expect(files).toHaveLength(1);
    expect(files[0]?.mediaId).not.toBe(photo?.mediaId);
    const trail = await suite.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'vehicle'), eq(auditLog.entityId, read.intVehicleId)));
    expect(trail.map((row) => row.action)).toEqual(['create']);
  });

  it('asks the organiser first when approval is on, and prices the extras bought', async () => {
    const { show } = await openShow(suite.ctx, (s) =>
      openSettings(s, { blnApproval: true, arrExtras: [{ strName: 'Dinner ticket', intPriceCents: 1500, intMaxPerEntry: 4 }] }),
    );
    const ada = await signInEntrant(suite.ctx, suite.sink, 'ada@example.com');
    const res = await register(suite.ctx, ada.headers, entryBody(show, { arrExtras: [{ strName: 'dinner TICKET', intQuantity: 2 }] }));
    expect(res.json().strStatus).toBe('pending-approval');
    const online = await register(suite.ctx, ada.headers, entryBody(show, { strPaymentMode: 'online' }));
    expect(online.json()).toEqual({ strPaymentMode: [NO_SUCH_PAYMENT_MODE] });
    const read = (await suite.ctx.app.inject({ method: 'GET', url: ENTRANT_API.registrations, headers: ada.headers })).json().data[0];
    expect(read).toMatchObject({
      intAmountCents: 2500 + 2 * 1500,
      arrExtras: [{ strName: 'Dinner ticket', intPriceCents: 1500, intQuantity: 2 }],
    });
  });

  it('refuses what cannot be entered with a message, and writes nothing', async () => {
    const { show, admin } = await openShow(suite.ctx, (s) =>
      openSettings(s, { arrPaymentModes: ['gate', 'online'], arrExtras: [{ strName: 'Plaque', intPriceCents: 500, intMaxPerEntry: 1 }] }),
    );
    const ada = await signInEntrant(suite.ctx, suite.sink, 'ada@example.com');
    const first = await register(suite.ctx, ada.headers, entryBody(show, { strRegistrationNo: 'SAME 1' }));
    expect(first.statusCode).toBe(201);
    const cases: [Parameters<typeof entryBody>[1], string, string][] = [
      [{ strPaymentMode: 'online' }, 'strPaymentMode', NO_ONLINE_PAYMENT],
      [{ intCategoryId: show.otherCategory.id }, 'intCategoryId', NOT_A_CLASS],
      [{ arrExtras: [{ strName: 'Trophy', intQuantity: 1 }] }, 'arrExtras', UNKNOWN_EXTRA('Trophy')],
      [{ arrExtras: [{ strName: 'Plaque', intQuantity: 2 }] }, 'arrExtras', 'At most 1 of "Plaque" per entry.'],
      [{ strRegistrationNo: ' same 1 ' }, 'strRegistrationNo', ALREADY_ENTERED],
      [{ strOwnerName: 'x'.repeat(61) }, 'strOwnerName', 'Must be at most 60 characters.'],
      [{ strOwnerName: '\u202E\u200B' }, 'strOwnerName', 'This field is required.'],
      [{ intYear: 1700 }, 'intYear', 'Enter a year between 1885 and next year.'],
      [{ arrPhotos: ['a', 'b', 'c', 'd'] }, 'arrPhotos', 'At most 3 photos.'],
      [{ arrPhotos: [Buffer.from('not an image').toString('base64')] }, 'arrPhotos', 'Please upload an image in png / jpg format'],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await register(suite.ctx, ada.headers, entryBody(show, overrides));
      expect(res.statusCode, message).toBe(400);
      expect(res.json()[field], message).toContain(message);
    }
    expect((await register(suite.ctx, ada.headers, { ...entryBody(show), intEventId: 999_999 })).statusCode).toBe(404);
    const malformed = await suite.ctx.app.inject({
      method: 'POST',
      url: ENTRANT_API.registrations,
      headers: { ...ada.headers, 'content-type': 'application/json' },
      payload: '{"intEventId":',
    });
    expect(malformed.statusCode).toBe(400);
    const huge = await suite.ctx.app.inject({
      method: 'POST',
      url: ENTRANT_API.registrations,
      headers: { ...ada.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ ...entryBody(show), arrPhotos: ['A'.repeat(35 * 1024 * 1024)] }),
    });
    expect(huge.statusCode).toBe(413);

    // Closed by the organiser, or before it opens: no entries.
    await putRegistration(suite.ctx, admin.headers, show, openSettings(show, { blnOpen: false }));
    const closed = await register(suite.ctx, ada.headers, entryBody(show));
    expect(closed.json()).toEqual({ intEventId: [REGISTRATION_NOT_OPEN] });
    await putRegistration(
      suite.ctx,
      admin.headers,
      show,
      openSettings(show, { dtOpensAt: new Date(suite.ctx.clock.now().getTime() + DAY).toISOString() }),
    );
    expect((await register(suite.ctx, ada.headers, entryBody(show))).json()).toEqual({ intEventId: [REGISTRATION_NOT_OPEN] });
    expect(await suite.ctx.database.db.select().from(registrations)).toHaveLength(1);
  });

  it('keeps up to 3 photos, re-encoded, in order', async () => {
    const { show } = await openShow(suite.ctx);
    const ada = await signInEntrant(suite.ctx, suite.sink, 'ada@example.com');
    const photos = [await pngBase64(30, 20), await pngBase64(20, 30)];
    const res = await register(suite.ctx, ada.headers, entryBody(show, { arrPhotos: photos }));
    expect(res.statusCode).toBe(201);
    const rows = await suite.ctx.database.db.select().from(registrationPhotos);
    expect(rows.map((row) => row.position)).toEqual([0, 1]);
    const read = (
      await suite.ctx.app.inject({ method: 'GET', url: ENTRANT_API.registration(res.json().intRegistrationId), headers: ada.headers })
    ).json();
    expect(read.data.arrPhotos).toHaveLength(2);
    expect((await suite.ctx.app.inject({ method: 'GET', url: read.data.arrPhotos[0] })).headers['content-type']).toMatch(/^image\//);
  });
});

describe('places under the caps', () => {
  it('gives 50 entrants at once 10 places: exactly 10 hold them, 40 wait, in arrival order', async () => {
    const { show } = await openShow(suite.ctx, (s) =>
      openSettings(s, { arrClasses: [{ intCategoryId: s.category.id, intFeeCents: 1000, intEarlyFeeCents: null, intCap: 10 }] }),
    );
    const signedIn = [];
    for (let i = 0; i < 50; i++)
      signedIn.push(await signInEntrant(suite.ctx, suite.sink, `entrant${i}@example.com`, `198.51.100.${i + 1}`));
    const answers = await Promise.all(signedIn.map((entrant) => register(suite.ctx, entrant.headers, entryBody(show))));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(50).fill(201));
    const statuses = answers.map((res) => res.json().strStatus as string);
    expect(statuses.filter((s) => s === 'confirmed')).toHaveLength(10);
    expect(statuses.filter((s) => s === 'waitlisted')).toHaveLength(40);
    const rows = await suite.ctx.database.db.select().from(registrations);
    const held = rows.filter((row) => row.status === 'confirmed').map((row) => row.id);
    const waiting = rows.filter((row) => row.status === 'waitlisted').map((row) => row.id);
    // Arrival order is the order of the event's lock: every place went before any wait.
    expect(Math.max(...held)).toBeLessThan(Math.min(...waiting));
    // Each confirmed entry is a vehicle, each with its own card id: no id taken twice under the burst.
    const cars = rows.filter((row) => row.status === 'confirmed').map((row) => row.vehicleId);
    expect(new Set(cars).size).toBe(10);
    const ids = (
      await suite.ctx.database.db.select({ uniqueId: vehicles.uniqueId }).from(vehicles).where(eq(vehicles.eventId, show.event.id))
    )
      .map((v) => v.uniqueId)
      .filter((id) => id !== null);
    expect(new Set(ids).size).toBe(ids.length);
    const last = answers.find((res) => res.json().intRegistrationId === Math.max(...waiting));
    const lastEntrant = signedIn[answers.indexOf(last!)]!;
    const position = await suite.ctx.app.inject({
      method: 'GET',
      url: ENTRANT_API.registration(Math.max(...waiting)),
      headers: lastEntrant.headers,
    });
    expect(position.json().data.intWaitlistPosition).toBe(39);
    expect(
      (await suite.ctx.app.inject({ method: 'GET', url: ENTRANT_API.public(show.event.id) })).json().data.arrClasses[0].intPlacesLeft,
    ).toBe(0);
  });

  it('enters one car once under a burst: 20 entries of one plate at once give one entry, 19 refusals', async () => {
    const { show } = await openShow(suite.ctx);
    const ada = await signInEntrant(suite.ctx, suite.sink, 'ada@example.com');
    const body = entryBody(show, { strRegistrationNo: 'BURST 1' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => register(suite.ctx, ada.headers, body)));
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 400).map((res) => res.json())).toEqual(
      Array(19).fill({ strRegistrationNo: [ALREADY_ENTERED] }),
    );
    expect(await suite.ctx.database.db.select().from(registrations)).toHaveLength(1);
  });

  it('lets one address enter ten cars under a burst: 20 different cars at once give 10 entries, 10 refusals', async () => {
    const { show } = await openShow(suite.ctx, (s) =>
      openSettings(s, { arrClasses: [{ intCategoryId: s.category.id, intFeeCents: 0, intEarlyFeeCents: null, intCap: null }] }),
    );
    const club = await signInEntrant(suite.ctx, suite.sink, 'club@example.com');
    const answers = await Promise.all(Array.from({ length: 20 }, () => register(suite.ctx, club.headers, entryBody(show))));
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(REGISTRATION_LIMITS.entriesPerEntrant);
    expect(answers.filter((res) => res.statusCode === 400).map((res) => res.json())).toEqual(
      Array(20 - REGISTRATION_LIMITS.entriesPerEntrant).fill({ intEventId: [TOO_MANY_ENTRIES] }),
    );
    expect(await suite.ctx.database.db.select().from(registrations)).toHaveLength(REGISTRATION_LIMITS.entriesPerEntrant);
  });

  it('counts the show’s cap, and a payment hold only until it expires (its place then offered to the first waiting)', async () => {
    const { show } = await openShow(suite.ctx, (s) => openSettings(s, { intEventCap: 1 }));
    const ada = await signInEntrant(suite.ctx, suite.sink, 'ada@example.com');
    const [entrant] = await suite.ctx.database.db.select().from(entrants);
    // A place held for an online payment that has not expired yet: the show is full.
    await suite.ctx.database.db.insert(registrations).values({
      eventId: show.event.id,
      entrantId: entrant!.id,
      categoryId: show.category.id,
      status: 'awaiting-payment',
      ownerName: 'Held',
      registrationNo: 'HELD 1',
      paymentMode: 'online',
      currency: 'EUR',
      feeCents: 2500,
      amountCents: 2500,
      holdExpiresAt: new Date(suite.ctx.clock.now().getTime() + 10 * 60_000),
    });
    const waiting = (await register(suite.ctx, ada.headers, entryBody(show))).json();
    expect(waiting.strStatus).toBe('waitlisted');
    // Once the hold expires its place is free again, swept or not: it goes to the first waiting,
    // not to whoever enters next (waitlist.test.ts follows the offer).
    suite.ctx.clock.advance(11 * 60_000);
    expect((await register(suite.ctx, ada.headers, entryBody(show))).json().strStatus).toBe('waitlisted');
    const [offered] = await suite.ctx.database.db.select().from(registrations).where(eq(registrations.id, waiting.intRegistrationId));
    expect(offered?.status).toBe('offered');
  });
});
