import { describe, expect, it } from 'vitest';
import { API, REMOVE_PAGINATION_HEADER } from '@showgrid/shared/paths';
import type { ShowEvent } from '@showgrid/shared/schemas/event';
import { createMediaRepository } from '../media/repository.ts';
import { processImage } from '../../lib/images.ts';
import {
  DAY,
  HOUR,
  createCategory,
  createVehicleType,
  eventBody,
  fromNow,
  insertEvent,
  pngBase64,
  postEvent,
} from '../../../test/factories/events.ts';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';

let ctx!: TestContext;
useTestContext((c) => (ctx = c));

type Headers = { authorization: string };
const all = { [REMOVE_PAGINATION_HEADER]: 'true' };
const titles = (rows: ShowEvent[]) => rows.map((e) => e.strEventTitle);

interface ListBody {
  data: ShowEvent[];
  pagination?: { page: number; pageSize: number; total: number; totalPages: number };
}

async function list(headers: Headers, query = '', extra: Record<string, string> = {}): Promise<ListBody> {
  const res = await ctx.app.inject({ method: 'GET', url: `${API.events}${query}`, headers: { ...headers, ...extra } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('GET /api/event/manage-event/', () => {
  it('lists upcoming events soonest first, then past events most recent first', async () => {
    const { headers } = await ctx.authAs('admin');
    for (const [title, offset] of [
      ['past-far', -30 * DAY],
      ['next-month', 30 * DAY],
      ['yesterday', -1 * DAY],
      ['tomorrow', 1 * DAY],
      ['next-week', 7 * DAY],
      ['last-week', -7 * DAY],
    ] as const) {
      await insertEvent(ctx, { title, startsAt: fromNow(ctx, offset) });
    }
    const { data } = await list(headers, '', all);
    expect(titles(data)).toEqual(['tomorrow', 'next-week', 'next-month', 'yesterday', 'last-week', 'past-far']);
    expect(data.map((e) => e.strStatus)).toEqual(['Active', 'Active', 'Active', 'Completed', 'Completed', 'Completed']);
  });

  it('turns an event Completed, and moves it among the past ones, once the clock passes its start', async () => {
    const { headers } = await ctx.authAs('admin');
    await insertEvent(ctx, { title: 'soon', startsAt: fromNow(ctx, 1 * HOUR) });
    await insertEvent(ctx, { title: 'later', startsAt: fromNow(ctx, 5 * DAY) });
    await insertEvent(ctx, { title: 'done', startsAt: fromNow(ctx, -2 * DAY) });
    expect((await list(headers, '', all)).data.map((e) => [e.strEventTitle, e.strStatus])).toEqual([
      ['soon', 'Active'],
      ['later', 'Active'],
      ['done', 'Completed'],
    ]);
    ctx.clock.advance(2 * HOUR);
    // The same clock expires access tokens (15 min): sign in again at the new time.
    const { headers: later } = await ctx.authAs('admin');
    expect((await list(later, '', all)).data.map((e) => [e.strEventTitle, e.strStatus])).toEqual([
      ['later', 'Active'],
      ['soon', 'Completed'],
      ['done', 'Completed'],
    ]);
  });

  it('carries each event’s categories (type title, icon path) and judge ids', async () => {
    const { headers } = await ctx.authAs('admin');
    const media = createMediaRepository(ctx.database.db);
    const iconId = await media.save(await processImage(Buffer.from(await pngBase64(), 'base64'), 'icon'));
    const bike = await createVehicleType(ctx, 'Motorbike');
    const car = await createVehicleType(ctx, 'Car');
    const choppers = await createCategory(ctx, { name: 'Choppers', vehicleTypeId: bike.id, iconId });
    const muscle = await createCategory(ctx, { name: 'Muscle Cars', vehicleTypeId: car.id });
    const j1 = await ctx.createUser({ role: 'judge' });
    const j2 = await ctx.createUser({ role: 'judge' });
    const a = await insertEvent(ctx, {
      title: 'A',
      startsAt: fromNow(ctx, DAY),
      categoryIds: [muscle.id, choppers.id],
      judgeIds: [j2.id, j1.id],
    });
    const b = await insertEvent(ctx, { title: 'B', startsAt: fromNow(ctx, 2 * DAY), categoryIds: [muscle.id], judgeIds: [j2.id] });
    await insertEvent(ctx, { title: 'C', startsAt: fromNow(ctx, 3 * DAY) });
    const { data } = await list(headers);
    expect(data.map((e) => [e.id, e.arrVehicleCategory, e.arrJudges])).toEqual([
      [
        a.id,
        [
          { id: choppers.id, strVehicleCategoryName: 'Choppers', strVehicleTypeTitle: 'Motorbike', base64CategoryIcon: `/media/${iconId}` },
          { id: muscle.id, strVehicleCategoryName: 'Muscle Cars', strVehicleTypeTitle: 'Car', base64CategoryIcon: null },
        ],
        [j1.id, j2.id],
      ],
      [b.id, [{ id: muscle.id, strVehicleCategoryName: 'Muscle Cars', strVehicleTypeTitle: 'Car', base64CategoryIcon: null }], [j2.id]],
      [expect.any(Number), [], []],
    ]);
    expect(data[0]?.b64Icon).toBeNull();
  });

  it('pages by 10 with totals; blnRemovePagination: true gives every row and no pagination', async () => {
    const { headers } = await ctx.authAs('admin');
    for (let i = 1; i <= 12; i++) {
      await insertEvent(ctx, { title: `Event ${String(i).padStart(2, '0')}`, startsAt: fromNow(ctx, i * DAY) });
    }
    const first = await list(headers);
    expect(first.data).toHaveLength(10);
    expect(first.pagination).toEqual({ page: 1, pageSize: 10, total: 12, totalPages: 2 });
    expect(first.data[0]?.strEventTitle).toBe('Event 01');
    const second = await list(headers, '?page=2');
    expect(titles(second.data)).toEqual(['Event 11', 'Event 12']);
    expect(second.pagination).toEqual({ page: 2, pageSize: 10, total: 12, totalPages: 2 });
    expect((await list(headers, '?page=3')).data).toEqual([]);

    const everything = await list(headers, '?page=2', all);
    expect(everything.data).toHaveLength(12);
    expect(everything).not.toHaveProperty('pagination');
    expect((await list(headers, '', { [REMOVE_PAGINATION_HEADER]: 'false' })).data).toHaveLength(10);

    const bad = await ctx.app.inject({ method: 'GET', url: `${API.events}?page=0`, headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('page');
  });

  it('filters by title or location, case-insensitively, with LIKE wildcards taken literally', async () => {
    const { headers } = await ctx.authAs('admin');
    await insertEvent(ctx, { title: 'Vintage Rally', location: 'Brighton', startsAt: fromNow(ctx, DAY) });
    await insertEvent(ctx, { title: 'Custom Show', location: 'Old Vintage Mill', startsAt: fromNow(ctx, 2 * DAY) });
    await insertEvent(ctx, { title: '100% Electric', location: 'Hall_B', startsAt: fromNow(ctx, 3 * DAY) });
    await insertEvent(ctx, { title: 'Hot Rods', location: 'Hall B', startsAt: fromNow(ctx, 4 * DAY) });
    const q = async (query: string) => titles((await list(headers, `?query=${encodeURIComponent(query)}`)).data);
    expect(await q('vintage')).toEqual(['Vintage Rally', 'Custom Show']);
    expect(await q('BRIGHTON')).toEqual(['Vintage Rally']);
    expect(await q('%')).toEqual(['100% Electric']);
    expect(await q('_')).toEqual(['100% Electric']);
    expect(await q('hall_b')).toEqual(['100% Electric']);
    expect(await q('hall b')).toEqual(['Hot Rods']);
    expect(await q('  ')).toHaveLength(4);
    expect(await q('nothing like it')).toEqual([]);
    const paged = await list(headers, '?query=vintage');
    expect(paged.pagination?.total).toBe(2);
  });
});

describe('GET /api/event/manage-event/upcoming-events/', () => {
  it('lists only events still to start, soonest first, every one of them (no paging)', async () => {
    const { headers } = await ctx.authAs('admin');
    await insertEvent(ctx, { title: 'finished', startsAt: fromNow(ctx, -DAY) });
    for (let i = 12; i >= 1; i--) await insertEvent(ctx, { title: `in ${i}h`, startsAt: fromNow(ctx, i * HOUR) });
    const res = await ctx.app.inject({ method: 'GET', url: API.upcomingEvents, headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['data']);
    expect(titles(body.data)).toEqual(Array.from({ length: 12 }, (_, i) => `in ${i + 1}h`));
    expect(body.data.every((e: ShowEvent) => e.strStatus === 'Active')).toBe(true);

    ctx.clock.advance(10 * HOUR + 30 * 60 * 1000);
    const { headers: again } = await ctx.authAs('admin');
    const later = (await ctx.app.inject({ method: 'GET', url: API.upcomingEvents, headers: again })).json();
    expect(titles(later.data)).toEqual(['in 11h', 'in 12h']);
  });
});

describe('a judge', () => {
  async function setup() {
    const { headers: admin } = await ctx.authAs('admin');
    const { user: judge, headers } = await ctx.authAs('judge');
    const other = await ctx.createUser({ role: 'judge' });
    const mine = await insertEvent(ctx, { title: 'Mine', startsAt: fromNow(ctx, DAY), judgeIds: [judge.id, other.id] });
    const minePast = await insertEvent(ctx, { title: 'Mine, past', startsAt: fromNow(ctx, -DAY), judgeIds: [judge.id] });
    const theirs = await insertEvent(ctx, { title: 'Theirs', startsAt: fromNow(ctx, 2 * DAY), judgeIds: [other.id] });
    const nobody = await insertEvent(ctx, { title: 'Nobody', startsAt: fromNow(ctx, 3 * DAY) });
    return { admin, judge, headers, mine, minePast, theirs, nobody };
  }

  it('lists only the events they are mapped to, with totals counting only those', async () => {
    const { headers, admin } = await setup();
    const paged = await list(headers);
    expect(titles(paged.data)).toEqual(['Mine', 'Mine, past']);
    expect(paged.pagination?.total).toBe(2);
    expect(titles((await list(headers, '?query=theirs')).data)).toEqual([]);
    expect((await list(admin, '', all)).data).toHaveLength(4);
  });

  it('reads a mapped event by id; any other is 404, as if it did not exist', async () => {
    const { headers, mine, theirs, nobody } = await setup();
    const ok = await ctx.app.inject({ method: 'GET', url: API.event(mine.id), headers });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.strEventTitle).toBe('Mine');
    for (const id of [theirs.id, nobody.id, 99999]) {
      const res = await ctx.app.inject({ method: 'GET', url: API.event(id), headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('sees only their own upcoming events', async () => {
    const { headers } = await setup();
    const res = await ctx.app.inject({ method: 'GET', url: API.upcomingEvents, headers });
    expect(titles(res.json().data)).toEqual(['Mine']);
  });

  it('may not write: 403 on create, update, delete and both mappings, and nothing changes', async () => {
    const { headers, judge, mine } = await setup();
    const before = (await list(headers, '', all)).data;
    const attempts = [
      { method: 'POST' as const, url: API.events, payload: eventBody(ctx) },
      { method: 'PUT' as const, url: API.event(mine.id), payload: eventBody(ctx, { strEventTitle: 'Hijacked' }) },
      { method: 'DELETE' as const, url: API.event(mine.id) },
      { method: 'PUT' as const, url: API.mapJudge, payload: { intEventId: mine.id, listJudgesList: [judge.id], isAdd: false } },
      { method: 'PUT' as const, url: API.mapCategory, payload: { intEventId: mine.id, listCategoryList: [1], isAdd: true } },
    ];
    for (const attempt of attempts) {
      const res = await ctx.app.inject({ ...attempt, headers });
      expect(res.statusCode, `${attempt.method} ${attempt.url}`).toBe(403);
    }
    expect((await list(headers, '', all)).data).toEqual(before);
  });
});

describe('routing', () => {
  it('static paths win over /:id/ and an id must be a positive integer', async () => {
    const { headers } = await ctx.authAs('admin');
    const event = await postEvent(ctx, headers);
    const upcoming = await ctx.app.inject({ method: 'GET', url: API.upcomingEvents, headers });
    expect(upcoming.statusCode).toBe(200);
    expect(upcoming.json().data.map((e: ShowEvent) => e.id)).toEqual([event.id]);
    const mapped = await ctx.app.inject({
      method: 'PUT',
      url: API.mapJudge,
      headers,
      payload: { intEventId: event.id, listJudgesList: [123], isAdd: true },
    });
    expect(mapped.json()).toEqual({ listJudgesList: ['Unknown judge: 123.'] });
    for (const id of ['abc', '0', '-1', '1.5']) {
      const res = await ctx.app.inject({ method: 'GET', url: `${API.events}${id}/`, headers });
      expect(res.statusCode, id).toBe(400);
      expect(res.json()).toHaveProperty('id');
    }
    expect((await ctx.app.inject({ method: 'GET', url: `/api/event/manage-event/${event.id}`, headers })).statusCode).toBe(200);
  });
});
