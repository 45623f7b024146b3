import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { auditLog, events, media } from '../../db/schema/index.ts';
import { DAY, createCategory, eventBody, fromNow, mappingRows, pngBase64, postEvent } from '../../../test/factories/events.ts';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { EVENT_USAGE_CHECKS } from './usage.ts';

let ctx!: TestContext;
useTestContext((c) => (ctx = c));

const countRows = async (table: typeof events | typeof media) => (await ctx.database.db.select().from(table)).length;

describe('PUT /api/event/manage-event/:id/', () => {
  it('updates the fields and makes the mappings exactly the sets sent', async () => {
    const { headers } = await ctx.authAs('admin');
    const [c1, c2, c3] = [await createCategory(ctx), await createCategory(ctx), await createCategory(ctx)];
    const [j1, j2, j3] = [
      await ctx.createUser({ role: 'judge' }),
      await ctx.createUser({ role: 'judge' }),
      await ctx.createUser({ role: 'judge' }),
    ];
    const created = await postEvent(ctx, headers, { arrVehicleCategory: [c1.id, c2.id], arrJudges: [j1.id, j2.id] });
    const res = await ctx.app.inject({
      method: 'PUT',
      url: API.event(created.id),
      headers,
      payload: eventBody(ctx, {
        strEventTitle: 'Autumn Show',
        strEventLocation: 'North Field',
        arrVehicleCategory: [c2.id, c3.id],
        arrJudges: [j3.id],
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: created.id,
      strEventTitle: 'Autumn Show',
      strEventLocation: 'North Field',
      arrJudges: [j3.id],
    });
    expect(
      res
        .json()
        .data.arrVehicleCategory.map((c: { id: number }) => c.id)
        .sort(),
    ).toEqual([c2.id, c3.id].sort());
    expect(await mappingRows(ctx, created.id)).toEqual({
      categoryIds: [c2.id, c3.id].sort((a, b) => a - b),
      judgeIds: [j3.id],
    });

    const cleared = await ctx.app.inject({ method: 'PUT', url: API.event(created.id), headers, payload: eventBody(ctx) });
    expect(cleared.json().data).toMatchObject({ arrVehicleCategory: [], arrJudges: [] });
    expect(await mappingRows(ctx, created.id)).toEqual({ categoryIds: [], judgeIds: [] });
  });

  it('keeps the icon when none is sent and replaces it (dropping the old image) when one is', async () => {
    const { headers } = await ctx.authAs('admin');
    const created = await postEvent(ctx, headers, { b64Icon: await pngBase64(10, 10) });
    const put = (extra: Record<string, unknown>) =>
      ctx.app.inject({ method: 'PUT', url: API.event(created.id), headers, payload: { ...eventBody(ctx), ...extra } });

    const kept = await put({ strEventDescription: 'Now with food trucks.' });
    expect(kept.json().data).toMatchObject({ b64Icon: created.b64Icon, strEventDescription: 'Now with food trucks.' });
    expect((await put({ b64Icon: '' })).json().data.b64Icon).toBe(created.b64Icon);

    const replaced = await put({ b64Icon: await pngBase64(12, 8, '#ff000080') });
    const newIcon = replaced.json().data.b64Icon;
    expect(newIcon).toMatch(/^\/media\//);
    expect(newIcon).not.toBe(created.b64Icon);
    expect((await ctx.app.inject({ method: 'GET', url: created.b64Icon! })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: newIcon })).statusCode).toBe(200);
    expect(await countRows(media)).toBe(1);

    const refused = await put({ b64Icon: Buffer.from('GIF89a....').toString('base64') });
    expect(refused.statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: API.event(created.id), headers })).json().data.b64Icon).toBe(newIcon);
  });

  it('allows a start in the past (fixing a finished event)', async () => {
    const { headers } = await ctx.authAs('admin');
    const created = await postEvent(ctx, headers);
    const start = fromNow(ctx, -30 * DAY).toISOString();
    const res = await ctx.app.inject({
      method: 'PUT',
      url: API.event(created.id),
      headers,
      payload: eventBody(ctx, { strEventStartDateTime: start, strEventDescription: 'Thanks for coming!' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ strEventStartDateTime: start, strStatus: 'Completed' });
  });

  it('answers 404 for an unknown event, 400 for unknown ids, and changes nothing on a refusal', async () => {
    const { headers } = await ctx.authAs('admin');
    const category = await createCategory(ctx);
    const created = await postEvent(ctx, headers, { arrVehicleCategory: [category.id] });
    const missing = await ctx.app.inject({ method: 'PUT', url: API.event(created.id + 100), headers, payload: eventBody(ctx) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Not found.' });

    const unknown = await ctx.app.inject({
      method: 'PUT',
      url: API.event(created.id),
      headers,
      payload: eventBody(ctx, { strEventTitle: 'Changed', arrVehicleCategory: [], arrJudges: [424242] }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ arrJudges: ['Unknown judge: 424242.'] });
    const after = (await ctx.app.inject({ method: 'GET', url: API.event(created.id), headers })).json().data;
    expect(after).toEqual(created);
  });
});

describe('DELETE /api/event/manage-event/:id/', () => {
  it('deletes the event, its mappings and its icon', async () => {
    const { headers } = await ctx.authAs('admin');
    const category = await createCategory(ctx);
    const judge = await ctx.createUser({ role: 'judge' });
    const keep = await postEvent(ctx, headers, { arrVehicleCategory: [category.id], arrJudges: [judge.id] });
    const gone = await postEvent(ctx, headers, {
      b64Icon: await pngBase64(),
      arrVehicleCategory: [category.id],
      arrJudges: [judge.id],
    });
    const res = await ctx.app.inject({ method: 'DELETE', url: API.event(gone.id), headers });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await mappingRows(ctx, gone.id)).toEqual({ categoryIds: [], judgeIds: [] });
    expect(await mappingRows(ctx, keep.id)).toEqual({ categoryIds: [category.id], judgeIds: [judge.id] });
    expect((await ctx.app.inject({ method: 'GET', url: gone.b64Icon! })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: API.event(gone.id), headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: API.event(gone.id), headers })).statusCode).toBe(404);
    expect(await countRows(events)).toBe(1);
  });

  it('is refused with 409 naming what still uses the event, when a usage check objects', async () => {
    const { headers } = await ctx.authAs('admin');
    const created = await postEvent(ctx, headers);
    EVENT_USAGE_CHECKS.push(async (_tx, id) => (id === created.id ? '3 vehicles' : null));
    try {
      const res = await ctx.app.inject({ method: 'DELETE', url: API.event(created.id), headers });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail: 'This event cannot be deleted: it has 3 vehicles.' });
      expect(await countRows(events)).toBe(1);
    } finally {
      EVENT_USAGE_CHECKS.pop();
    }
    expect((await ctx.app.inject({ method: 'DELETE', url: API.event(created.id), headers })).statusCode).toBe(204);
  });
});

describe('audit', () => {
  it('records create, update and delete with who and before/after, the icon as its /media path', async () => {
    const { user: admin, headers } = await ctx.authAs('admin');
    const judge = await ctx.createUser({ role: 'judge' });
    const icon = await pngBase64();
    const created = await postEvent(ctx, headers, { b64Icon: icon, arrJudges: [judge.id] });
    await ctx.app.inject({
      method: 'PUT',
      url: API.event(created.id),
      headers,
      payload: eventBody(ctx, { strEventTitle: 'Renamed', arrJudges: [] }),
    });
    await ctx.app.inject({ method: 'DELETE', url: API.event(created.id), headers });

    const rows = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'event')).orderBy(auditLog.id);
    expect(rows.map((r) => [r.action, r.entityId, r.userId])).toEqual([
      ['create', String(created.id), admin.id],
      ['update', String(created.id), admin.id],
      ['delete', String(created.id), admin.id],
    ]);
    const [create, update, remove] = rows;
    expect(create?.before).toBeNull();
    expect(create?.after).toMatchObject({ strEventTitle: 'Spring Classic Show', b64Icon: created.b64Icon, arrJudges: [judge.id] });
    expect(update?.before).toMatchObject({ strEventTitle: 'Spring Classic Show', arrJudges: [judge.id] });
    expect(update?.after).toMatchObject({ strEventTitle: 'Renamed', arrJudges: [], b64Icon: created.b64Icon });
    expect(remove?.before).toMatchObject({ strEventTitle: 'Renamed' });
    expect(remove?.after).toBeNull();
    expect(JSON.stringify(rows)).not.toContain(icon.slice(0, 40));
  });

  it('records nothing for a refused write', async () => {
    const { headers } = await ctx.authAs('admin');
    await ctx.app.inject({ method: 'POST', url: API.events, headers, payload: eventBody(ctx, { arrJudges: [777] }) });
    await ctx.app.inject({ method: 'PUT', url: API.event(5), headers, payload: eventBody(ctx) });
    expect(await ctx.database.db.select().from(auditLog)).toEqual([]);
  });
});
