import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API } from '@showgrid/shared/paths';
import { auditLog } from '../../db/schema/index.ts';
import { HOUR, createCategory, mappingRows, postEvent } from '../../../test/factories/events.ts';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';

let ctx!: TestContext;
useTestContext((c) => (ctx = c));

type Headers = { authorization: string };
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

const mapJudges = (headers: Headers, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url: API.mapJudge, headers, payload });
const mapCategories = (headers: Headers, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url: API.mapCategory, headers, payload });

describe('PUT /api/event/manage-event/map-judge/', () => {
  it('adds judges (already mapped ones ignored) and removes them, answering with the event', async () => {
    const { headers } = await ctx.authAs('admin');
    const [j1, j2, j3] = [
      await ctx.createUser({ role: 'judge' }),
      await ctx.createUser({ role: 'judge' }),
      await ctx.createUser({ role: 'judge' }),
    ];
    const event = await postEvent(ctx, headers, { arrJudges: [j1.id] });

    const added = await mapJudges(headers, { intEventId: event.id, listJudgesList: [j1.id, j2.id, j3.id, j2.id], isAdd: true });
    expect(added.statusCode).toBe(200);
    expect(added.json().data).toMatchObject({ id: event.id, strEventTitle: event.strEventTitle, arrJudges: sorted([j1.id, j2.id, j3.id]) });
    expect((await mappingRows(ctx, event.id)).judgeIds).toEqual(sorted([j1.id, j2.id, j3.id]));

    const removed = await mapJudges(headers, { intEventId: event.id, listJudgesList: [j1.id, j3.id], isAdd: false });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.arrJudges).toEqual([j2.id]);
    expect((await mappingRows(ctx, event.id)).judgeIds).toEqual([j2.id]);

    // Removing one that is not mapped is not an error: the wanted state already holds.
    const again = await mapJudges(headers, { intEventId: event.id, listJudgesList: [j1.id], isAdd: false });
    expect(again.json().data.arrJudges).toEqual([j2.id]);
  });

  it('only touches the event named', async () => {
    const { headers } = await ctx.authAs('admin');
    const judge = await ctx.createUser({ role: 'judge' });
    const a = await postEvent(ctx, headers, { arrJudges: [judge.id] });
    const b = await postEvent(ctx, headers, { arrJudges: [judge.id] });
    await mapJudges(headers, { intEventId: a.id, listJudgesList: [judge.id], isAdd: false });
    expect((await mappingRows(ctx, a.id)).judgeIds).toEqual([]);
    expect((await mappingRows(ctx, b.id)).judgeIds).toEqual([judge.id]);
  });

  it('answers 404 for an unknown event and 400 naming ids that are not judges; nothing changes', async () => {
    const { user: admin, headers } = await ctx.authAs('admin');
    const judge = await ctx.createUser({ role: 'judge' });
    const event = await postEvent(ctx, headers);

    const missing = await mapJudges(headers, { intEventId: event.id + 50, listJudgesList: [judge.id], isAdd: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Not found.' });

    for (const isAdd of [true, false]) {
      const res = await mapJudges(headers, { intEventId: event.id, listJudgesList: [judge.id, admin.id, 31337], isAdd });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ listJudgesList: [`Unknown judge: ${admin.id}.`, 'Unknown judge: 31337.'] });
    }
    expect((await mappingRows(ctx, event.id)).judgeIds).toEqual([]);
  });

  it('validates the body by the shared schema', async () => {
    const { headers } = await ctx.authAs('admin');
    const event = await postEvent(ctx, headers);
    const empty = await mapJudges(headers, { intEventId: event.id, listJudgesList: [], isAdd: true });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ listJudgesList: ['Choose at least one.'] });
    const noFlag = await mapJudges(headers, { intEventId: event.id, listJudgesList: [1] });
    expect(noFlag.json()).toEqual({ isAdd: ['This field is required.'] });
    const badIds = await mapJudges(headers, { intEventId: 'x', listJudgesList: ['a'], isAdd: true });
    expect(Object.keys(badIds.json()).sort()).toEqual(['intEventId', 'listJudgesList.0']);
  });
});

describe('PUT /api/event/manage-event/map-category/', () => {
  it('adds and removes categories, the response carrying their names and types', async () => {
    const { headers } = await ctx.authAs('admin');
    const c1 = await createCategory(ctx, { name: 'Classics' });
    const c2 = await createCategory(ctx, { name: 'Bikes' });
    const event = await postEvent(ctx, headers);

    const added = await mapCategories(headers, { intEventId: event.id, listCategoryList: [c1.id, c2.id], isAdd: true });
    expect(added.statusCode).toBe(200);
    expect(added.json().data.arrVehicleCategory.map((c: { strVehicleCategoryName: string }) => c.strVehicleCategoryName)).toEqual([
      'Bikes',
      'Classics',
    ]);
    expect((await mappingRows(ctx, event.id)).categoryIds).toEqual(sorted([c1.id, c2.id]));

    const again = await mapCategories(headers, { intEventId: event.id, listCategoryList: [c1.id], isAdd: true });
    expect(again.json().data.arrVehicleCategory).toHaveLength(2);

    const removed = await mapCategories(headers, { intEventId: event.id, listCategoryList: [c2.id], isAdd: false });
    expect(removed.json().data.arrVehicleCategory).toEqual([expect.objectContaining({ id: c1.id, strVehicleCategoryName: 'Classics' })]);
    expect((await mappingRows(ctx, event.id)).categoryIds).toEqual([c1.id]);
  });

  it('answers 404 for an unknown event and 400 for unknown categories', async () => {
    const { headers } = await ctx.authAs('admin');
    const category = await createCategory(ctx);
    const event = await postEvent(ctx, headers);
    expect((await mapCategories(headers, { intEventId: 777, listCategoryList: [category.id], isAdd: true })).statusCode).toBe(404);
    const res = await mapCategories(headers, { intEventId: event.id, listCategoryList: [category.id, 99], isAdd: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ listCategoryList: ['Unknown category: 99.'] });
    expect((await mappingRows(ctx, event.id)).categoryIds).toEqual([]);
  });
});

describe('mappings and the rest of the API', () => {
  it('a judge mapped through map-judge starts seeing the event, and stops when removed', async () => {
    const { headers: admin } = await ctx.authAs('admin');
    const { user: judge, headers } = await ctx.authAs('judge');
    const event = await postEvent(ctx, admin, { startsInMs: 2 * HOUR });
    const seen = async () => (await ctx.app.inject({ method: 'GET', url: API.event(event.id), headers })).statusCode;
    expect(await seen()).toBe(404);
    await mapJudges(admin, { intEventId: event.id, listJudgesList: [judge.id], isAdd: true });
    expect(await seen()).toBe(200);
    const upcoming = (await ctx.app.inject({ method: 'GET', url: API.upcomingEvents, headers })).json().data;
    expect(upcoming.map((e: { id: number }) => e.id)).toEqual([event.id]);
    await mapJudges(admin, { intEventId: event.id, listJudgesList: [judge.id], isAdd: false });
    expect(await seen()).toBe(404);
  });

  it('an event read by id turns Completed once the clock passes its start', async () => {
    const { headers } = await ctx.authAs('admin');
    const event = await postEvent(ctx, headers, { startsInMs: HOUR });
    expect(event.strStatus).toBe('Active');
    ctx.clock.advance(HOUR + 1000);
    const { headers: later } = await ctx.authAs('admin');
    const read = (await ctx.app.inject({ method: 'GET', url: API.event(event.id), headers: later })).json().data;
    expect(read).toEqual({ ...event, strStatus: 'Completed' });
  });

  it('every mapping change is audited with the lists before and after', async () => {
    const { user: admin, headers } = await ctx.authAs('admin');
    const judge = await ctx.createUser({ role: 'judge' });
    const category = await createCategory(ctx);
    const event = await postEvent(ctx, headers);
    await mapJudges(headers, { intEventId: event.id, listJudgesList: [judge.id], isAdd: true });
    await mapCategories(headers, { intEventId: event.id, listCategoryList: [category.id], isAdd: true });
    await mapJudges(headers, { intEventId: event.id, listJudgesList: [judge.id], isAdd: false });
    await mapJudges(headers, { intEventId: event.id, listJudgesList: [424242], isAdd: true });

    const rows = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'event')).orderBy(auditLog.id);
    expect(rows.map((r) => [r.action, r.entityId, r.userId])).toEqual([
      ['create', String(event.id), admin.id],
      ['update', String(event.id), admin.id],
      ['update', String(event.id), admin.id],
      ['update', String(event.id), admin.id],
    ]);
    const audited = z.object({ arrJudges: z.array(z.number()), arrVehicleCategory: z.array(z.number()) });
    const lists = (value: unknown) => {
      const { arrJudges, arrVehicleCategory } = audited.parse(value);
      return [arrJudges, arrVehicleCategory];
    };
    expect(rows.slice(1).map((r) => [lists(r.before), lists(r.after)])).toEqual([
      [
        [[], []],
        [[judge.id], []],
      ],
      [
        [[judge.id], []],
        [[judge.id], [category.id]],
      ],
      [
        [[judge.id], [category.id]],
        [[], [category.id]],
      ],
    ]);
  });
});
