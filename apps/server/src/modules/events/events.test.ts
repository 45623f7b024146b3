import sharp from 'sharp';
import { CLOSED_SETTINGS } from '../../../test/factories/registration.ts';
import { describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { events, media } from '../../db/schema/index.ts';
import {
  DAY,
  HOUR,
  createCategory,
  createVehicleType,
  eventBody,
  fromNow,
  mappingRows,
  pngBase64,
} from '../../../test/factories/events.ts';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';

let ctx!: TestContext;
useTestContext((c) => (ctx = c));

const countRows = async (table: typeof events | typeof media) => (await ctx.database.db.select().from(table)).length;

describe('POST /api/event/manage-event/', () => {
  it('creates an event with its categories, judges and icon in the SPEC shape', async () => {
    const { headers } = await ctx.authAs('admin');
    const type = await createVehicleType(ctx, 'Car');
    const classic = await createCategory(ctx, { name: 'Classic Cars', vehicleTypeId: type.id });
    const judgeA = await ctx.createUser({ role: 'judge' });
    const judgeB = await ctx.createUser({ role: 'judge' });
    const start = fromNow(ctx, 3 * DAY);
    const res = await ctx.app.inject({
      method: 'POST',
      url: API.events,
      headers,
      payload: eventBody(ctx, {
        strEventStartDateTime: start.toISOString(),
        b64Icon: await pngBase64(30, 20),
        arrVehicleCategory: [classic.id],
        arrJudges: [judgeB.id, judgeA.id],
      }),
    });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toEqual({
      id: expect.any(Number),
      strEventTitle: 'Spring Classic Show',
      strEventLocation: 'Riverside Park',
      strEventCoordinatorName: 'Sam Organiser',
      strEventCoordinatorPhone: '+44 20 7946 0000',
      strEventDescription: 'Classic and custom cars on the lawn.',
      strEventStartDateTime: start.toISOString(),
      b64Icon: expect.stringMatching(/^\/media\/[0-9a-f-]{36}$/),
      arrVehicleCategory: [
        { id: classic.id, strVehicleCategoryName: 'Classic Cars', strVehicleTypeTitle: 'Car', base64CategoryIcon: null },
      ],
      arrJudges: [judgeA.id, judgeB.id].sort((a, b) => a - b),
      strStatus: 'Active',
      // No panel named: every judge of the event judges the category.
      arrPanels: [{ intCategoryId: classic.id, arrJudges: [judgeA.id, judgeB.id].sort((a, b) => a - b), blnWholeEvent: true }],
      // No voting window set: by the rule from the start.
      dtVotingOpensAt: null,
      dtVotingClosesAt: null,
      objVotingWindow: expect.objectContaining({ strState: expect.any(String) }),
      // No scoring rule given: today's Points, no medals, PRODUCT.md's tie-break order (ADR 029).
      strScoringRule: 'points',
      intDropMinJudges: 4,
      objMedalBands: null,
      arrTieBreak: ['score', 'picks', 'votes', 'organiser'],
      arrDeductionReasons: [],
      objRegistration: CLOSED_SETTINGS,
      // No language or zone given (issue 33): English, the deployment's TIME_ZONE.
      strLocale: 'en',
      strTimeZone: 'UTC',
    });
    expect(await mappingRows(ctx, data.id)).toEqual({
      categoryIds: [classic.id],
      judgeIds: [judgeA.id, judgeB.id].sort((a, b) => a - b),
    });

    const icon = await ctx.app.inject({ method: 'GET', url: data.b64Icon });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    expect(await sharp(icon.rawPayload).metadata()).toMatchObject({ format: 'png', width: 30, height: 20 });

    const read = await ctx.app.inject({ method: 'GET', url: API.event(data.id), headers });
    expect(read.json()).toEqual({ data });
  });

  it('accepts a data-URL icon, normalises the start to UTC, defaults the optional fields and ignores duplicate ids', async () => {
    const { headers } = await ctx.authAs('admin');
    const category = await createCategory(ctx);
    const judge = await ctx.createUser({ role: 'judge' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: API.events,
      headers,
      payload: {
        strEventTitle: '  Trimmed  ',
        strEventLocation: 'Hall 1',
        strEventStartDateTime: '2099-06-01T10:00:00+02:00',
        b64Icon: `data:image/png;base64,${await pngBase64()}`,
        arrVehicleCategory: [category.id, category.id],
        arrJudges: [judge.id, judge.id, judge.id],
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      strEventTitle: 'Trimmed',
      strEventStartDateTime: '2099-06-01T08:00:00.000Z',
      strEventCoordinatorName: '',
      strEventCoordinatorPhone: '',
      strEventDescription: '',
      b64Icon: expect.stringMatching(/^\/media\//),
      arrVehicleCategory: [expect.objectContaining({ id: category.id })],
      arrJudges: [judge.id],
    });
  });

  it('answers SPEC §5 messages per field and creates nothing', async () => {
    const { headers } = await ctx.authAs('admin');
    const res = await ctx.app.inject({
      method: 'POST',
      url: API.events,
      headers,
      payload: { strEventTitle: '   ', strEventDescription: 'x'.repeat(186) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      strEventTitle: ['This field is required.'],
      strEventLocation: ['This field is required.'],
      strEventStartDateTime: ['This field is required.'],
      strEventDescription: ['Must be at most 185 characters.'],
    });
    const badDate = await ctx.app.inject({
      method: 'POST',
      url: API.events,
      headers,
      payload: eventBody(ctx, { strEventStartDateTime: 'next friday', strEventCoordinatorPhone: 'call me' }),
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json()).toEqual({
      strEventStartDateTime: ['Enter a valid date and time.'],
      strEventCoordinatorPhone: ['Enter a phone number (digits, spaces, + - ( ) only).'],
    });
    const exactly185 = await ctx.app.inject({
      method: 'POST',
      url: API.events,
      headers,
      payload: eventBody(ctx, { strEventDescription: 'y'.repeat(185) }),
    });
    expect(exactly185.statusCode).toBe(201);
    expect(await countRows(events)).toBe(1);
  });

  it('refuses a start more than a day in the past, allows one within the time-zone grace', async () => {
    const { headers } = await ctx.authAs('admin');
    const post = (startsInMs: number) =>
      ctx.app.inject({ method: 'POST', url: API.events, headers, payload: eventBody(ctx, { startsInMs }) });
    const old = await post(-25 * HOUR);
    expect(old.statusCode).toBe(400);
    expect(old.json()).toEqual({ strEventStartDateTime: ['The event date cannot be in the past.'] });
    expect(await countRows(events)).toBe(0);

    const earlierToday = await post(-3 * HOUR);
    expect(earlierToday.statusCode).toBe(201);
    expect(earlierToday.json().data.strStatus).toBe('Completed');
  });

  it('names unknown categories and users that are not judges, and writes nothing', async () => {
    const { user: admin, headers } = await ctx.authAs('admin');
    const category = await createCategory(ctx);
    const judge = await ctx.createUser({ role: 'judge' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: API.events,
      headers,
      payload: eventBody(ctx, {
        b64Icon: await pngBase64(),
        arrVehicleCategory: [category.id, 9999],
        arrJudges: [judge.id, admin.id, 8888],
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      arrVehicleCategory: ['Unknown category: 9999.'],
      arrJudges: [`Unknown judge: ${admin.id}.`, 'Unknown judge: 8888.'],
    });
    expect(await countRows(events)).toBe(0);
    // The icon was already re-encoded when the ids were refused: it was never stored.
    expect(await countRows(media)).toBe(0);
  });

  it('refuses a file that is not an image and leaves no event or media row behind', async () => {
    const { headers } = await ctx.authAs('admin');
    const category = await createCategory(ctx);
    for (const b64Icon of [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64'), 'not base64!']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: API.events,
        headers,
        payload: eventBody(ctx, { b64Icon, arrVehicleCategory: [category.id] }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ b64Icon: ['Please upload an image in png / jpg format'] });
    }
    expect(await countRows(events)).toBe(0);
    expect(await countRows(media)).toBe(0);
    expect(await mappingRows(ctx, 1)).toEqual({ categoryIds: [], judgeIds: [] });
  });

  it('reports a past date and a bad icon together', async () => {
    const { headers } = await ctx.authAs('admin');
    const res = await ctx.app.inject({
      method: 'POST',
      url: API.events,
      headers,
      payload: eventBody(ctx, { startsInMs: -3 * DAY, b64Icon: Buffer.from('hello').toString('base64') }),
    });
    expect(res.json()).toEqual({
      strEventStartDateTime: ['The event date cannot be in the past.'],
      b64Icon: ['Please upload an image in png / jpg format'],
    });
  });

  it('takes an icon body above the 1 MiB default, and answers 413 above 12 MiB', async () => {
    const { headers } = await ctx.authAs('admin');
    const noise = await sharp(Buffer.from(Array.from({ length: 700 * 700 * 3 }, (_, i) => (i * 7919) % 251)), {
      raw: { width: 700, height: 700, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(1024 * 1024);
    const big = await ctx.app.inject({
      method: 'POST',
      url: API.events,
      headers,
      payload: eventBody(ctx, { b64Icon: noise.toString('base64') }),
    });
    expect(big.statusCode).toBe(201);

    const huge = await ctx.app.inject({
      method: 'POST',
      url: API.events,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify(eventBody(ctx, { b64Icon: 'A'.repeat(13 * 1024 * 1024) })),
    });
    expect(huge.statusCode).toBe(413);
    expect(await countRows(events)).toBe(1);
  });
});

describe('OpenAPI', () => {
  it('documents every event route under the events tag', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs' })).json();
    const paths = Object.keys(doc.paths).filter((p) => p.startsWith('/api/event/'));
    expect(paths.sort()).toEqual(
      [
        '/api/event/manage-event/',
        '/api/event/manage-event/upcoming-events/',
        '/api/event/manage-event/map-judge/',
        '/api/event/manage-event/map-panel/',
        '/api/event/manage-event/map-category/',
        '/api/event/manage-event/{id}/',
        '/api/event/manage-event/{id}/voting/',
      ].sort(),
    );
    expect(doc.paths['/api/event/manage-event/'].post.tags).toEqual(['events']);
    expect(doc.paths['/api/event/manage-event/'].post.requestBody).toBeDefined();
  });
});
