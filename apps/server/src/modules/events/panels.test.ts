import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { auditLog, eventPanelJudges, scoreEntries } from '../../db/schema/index.ts';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { mappedJudge, postScore, saveScore, scoreBody, type Headers } from '../../../test/factories/scores.ts';
import { panelShow as createPanelShow, type PanelShow } from '../../../test/factories/panels.ts';
import { PANEL_MESSAGES } from './panels.ts';
import { OFF_PANEL } from '../scores/sheet.ts';

let ctx!: TestContext;
useTestContext((c) => (ctx = c));

const panelShow = () => createPanelShow(ctx);

const mapPanel = (headers: Headers | undefined, payload: unknown) =>
  ctx.app.inject({ method: 'PUT', url: API.mapPanel, ...(headers ? { headers } : {}), payload: payload as object });

const readEvent = async (show: PanelShow, headers: Headers) => {
  const res = await ctx.app.inject({ method: 'GET', url: API.event(show.event.id), headers });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

const vehicleIdsSeenBy = async (show: PanelShow, headers: Headers) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `${API.vehicles}?intEventId=${show.event.id}`,
    headers: { ...headers, blnRemovePagination: 'true' },
  });
  expect(res.statusCode).toBe(200);
  return (res.json().data as { intVehicleId: number }[]).map((v) => v.intVehicleId).sort((x, y) => x - y);
};

const panelRows = (eventId: number) =>
  ctx.database.db
    .select({ categoryId: eventPanelJudges.categoryId, judgeId: eventPanelJudges.judgeId })
    .from(eventPanelJudges)
    .where(eq(eventPanelJudges.eventId, eventId));

describe('PUT /api/event/manage-event/map-panel/', () => {
  it('gives a category its panel; the event read shows every category’s judges, the rest whole-event; an empty list gives it back to all', async () => {
    const show = await panelShow();
    const before = await readEvent(show, show.admin.headers);
    const judges = [show.a.user.id, show.b.user.id].sort((x, y) => x - y);
    expect(before.arrPanels).toEqual(
      expect.arrayContaining([
        { intCategoryId: show.category.id, arrJudges: judges, blnWholeEvent: true },
        { intCategoryId: show.otherCategory.id, arrJudges: judges, blnWholeEvent: true },
      ]),
    );

    const set = await mapPanel(show.admin.headers, {
      intEventId: show.event.id,
      intCategoryId: show.otherCategory.id,
      listJudgesList: [show.b.user.id, show.b.user.id],
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.arrPanels).toEqual(
      expect.arrayContaining([
        { intCategoryId: show.category.id, arrJudges: judges, blnWholeEvent: true },
        { intCategoryId: show.otherCategory.id, arrJudges: [show.b.user.id], blnWholeEvent: false },
      ]),
    );
    expect(await panelRows(show.event.id)).toEqual([{ categoryId: show.otherCategory.id, judgeId: show.b.user.id }]);
    const [audited] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'event'), eq(auditLog.entityId, String(show.event.id))));
    expect(audited).toMatchObject({ action: 'update', userId: show.admin.user.id });

    const cleared = await mapPanel(show.admin.headers, {
      intEventId: show.event.id,
      intCategoryId: show.otherCategory.id,
      listJudgesList: [],
    });
    expect(cleared.statusCode).toBe(200);
    expect(await panelRows(show.event.id)).toEqual([]);
    expect((await readEvent(show, show.admin.headers)).arrPanels).toEqual(before.arrPanels);
  });

  it('refuses: no token 401, a judge 403, a malformed body 400, an unknown event 404, a category not of the event or a judge not of it 400; nothing changes', async () => {
    const show = await panelShow();
    const body = { intEventId: show.event.id, intCategoryId: show.otherCategory.id, listJudgesList: [show.b.user.id] };
    expect((await mapPanel(undefined, body)).statusCode).toBe(401);
    expect((await mapPanel(show.a.headers, body)).statusCode).toBe(403);

    const malformed = await mapPanel(show.admin.headers, { intEventId: 'x', intCategoryId: show.otherCategory.id, listJudgesList: 'all' });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json())).toEqual(expect.arrayContaining(['intEventId', 'listJudgesList']));

    const unknown = await mapPanel(show.admin.headers, { ...body, intEventId: show.event.id + 1000 });
    expect(unknown.statusCode).toBe(404);

    const unmappedCategory = await mapPanel(show.admin.headers, { ...body, intCategoryId: show.category.id + 1000 });
    expect(unmappedCategory.statusCode).toBe(400);
    expect(unmappedCategory.json()).toEqual({ intCategoryId: [PANEL_MESSAGES.category] });

    const stranger = await ctx.createUser({ role: 'judge' });
    const notOfEvent = await mapPanel(show.admin.headers, { ...body, listJudgesList: [show.b.user.id, stranger.id] });
    expect(notOfEvent.statusCode).toBe(400);
    expect(notOfEvent.json()).toEqual({ listJudgesList: [PANEL_MESSAGES.judge(stranger.id)] });

    expect(await panelRows(show.event.id)).toEqual([]);
  });

  it('a judge off a panel does not see, list, score or step aside in its category; their progress counts only their categories', async () => {
    const show = await panelShow();
    await mapPanel(show.admin.headers, {
      intEventId: show.event.id,
      intCategoryId: show.otherCategory.id,
      listJudgesList: [show.b.user.id],
    });
    await mapPanel(show.admin.headers, { intEventId: show.event.id, intCategoryId: show.category.id, listJudgesList: [show.a.user.id] });
    const [tesla] = show.moderns;
    const [jaguar] = show.paid;
    if (!tesla || !jaguar) throw new Error('no vehicles');

    // The event as each judge reads it: only their category.
    const asA = await readEvent(show, show.a.headers);
    expect(asA.arrVehicleCategory.map((c: { id: number }) => c.id)).toEqual([show.category.id]);
    expect((await readEvent(show, show.b.headers)).arrVehicleCategory.map((c: { id: number }) => c.id)).toEqual([show.otherCategory.id]);

    // The vehicles each lists: only their category's.
    expect(await vehicleIdsSeenBy(show, show.a.headers)).toEqual(show.paid.map((v) => v.id).sort((x, y) => x - y));
    expect(await vehicleIdsSeenBy(show, show.b.headers)).toEqual(show.moderns.map((v) => v.id).sort((x, y) => x - y));
    const one = await ctx.app.inject({ method: 'GET', url: API.vehicle(tesla.id), headers: show.a.headers });
    expect(one.statusCode).toBe(404);

    // A score and a recusal outside the panel are refused, saying why; nothing is stored.
    const score = await postScore(ctx, show.a.headers, scoreBody(show, tesla.id));
    expect(score.statusCode).toBe(403);
    expect(score.json()).toEqual({ detail: OFF_PANEL });
    const recuse = await ctx.app.inject({
      method: 'POST',
      url: API.recusals,
      headers: show.a.headers,
      payload: { intEventId: show.event.id, intVehicleId: tesla.id },
    });
    expect(recuse.statusCode).toBe(403);
    expect(recuse.json()).toEqual({ detail: OFF_PANEL });
    expect(await ctx.database.db.select().from(scoreEntries)).toEqual([]);

    // In their own category they score as before; their progress is their category's.
    await saveScore(ctx, show.a.headers, scoreBody(show, jaguar.id));
    const progress = await ctx.app.inject({ method: 'GET', url: `${API.scoreCount}?intEventId=${show.event.id}`, headers: show.a.headers });
    expect(progress.json()).toMatchObject({ intJudgedCount: 1, intTotalCount: 4 });
    const progressB = await ctx.app.inject({
      method: 'GET',
      url: `${API.scoreCount}?intEventId=${show.event.id}`,
      headers: show.b.headers,
    });
    expect(progressB.json()).toMatchObject({ intJudgedCount: 0, intTotalCount: 2 });
  });

  it('taking a judge off a panel after they scored keeps their scores; the admin still reads them', async () => {
    const show = await panelShow();
    const [tesla] = show.moderns;
    if (!tesla) throw new Error('no vehicles');
    const saved = await saveScore(ctx, show.a.headers, scoreBody(show, tesla.id, { paint: 9, engine: 4 }));
    await mapPanel(show.admin.headers, {
      intEventId: show.event.id,
      intCategoryId: show.otherCategory.id,
      listJudgesList: [show.b.user.id],
    });

    const entries = await ctx.app.inject({
      method: 'GET',
      url: `${API.scoreEntries}?intEventId=${show.event.id}`,
      headers: { ...show.admin.headers, blnRemovePagination: 'true' },
    });
    expect(entries.json().data).toEqual([
      expect.objectContaining({ intScoreId: saved.intScoreId, intJudgeId: show.a.user.id, intTotalScore: 13 }),
    ]);
    const ranking = await ctx.app.inject({
      method: 'GET',
      url: `${API.ranking}?intEventId=${show.event.id}&intCategoryId=${show.otherCategory.id}`,
      headers: show.admin.headers,
    });
    expect(ranking.json().data.find((row: { intVehicleId: number }) => row.intVehicleId === tesla.id)).toMatchObject({
      strTotalScore: '13/15',
      intJudgeCount: 1,
    });
    // Their own read still lists it; a change of it is refused.
    const own = await ctx.app.inject({ method: 'GET', url: `${API.scoreEntries}?intEventId=${show.event.id}`, headers: show.a.headers });
    expect(own.json().data.map((e: { intScoreId: number }) => e.intScoreId)).toEqual([saved.intScoreId]);
    const change = await postScore(
      ctx,
      show.a.headers,
      scoreBody(show, tesla.id, { paint: 1, engine: 1 }, { dtEditedAt: '2025-05-01T11:00:00.000Z' }),
    );
    expect(change.statusCode).toBe(403);
  });

  it('a judge taken off the event leaves every panel; a category whose panel empties is everyone’s again', async () => {
    const show = await panelShow();
    await mapPanel(show.admin.headers, {
      intEventId: show.event.id,
      intCategoryId: show.otherCategory.id,
      listJudgesList: [show.b.user.id],
    });
    const off = await ctx.app.inject({
      method: 'PUT',
      url: API.mapJudge,
      headers: show.admin.headers,
      payload: { intEventId: show.event.id, listJudgesList: [show.b.user.id], isAdd: false },
    });
    expect(off.statusCode).toBe(200);
    expect(await panelRows(show.event.id)).toEqual([]);
    expect(off.json().data.arrPanels).toEqual(
      expect.arrayContaining([{ intCategoryId: show.otherCategory.id, arrJudges: [show.a.user.id], blnWholeEvent: true }]),
    );
  });

  it('sets panels with the event form (arrPanels on create and update); left out on an update, they stay', async () => {
    const show = await panelShow();
    const body = {
      strEventTitle: 'Panel Day',
      strEventLocation: 'Goodwood',
      strEventStartDateTime: new Date(ctx.clock.now().getTime() + 86_400_000).toISOString(),
      arrVehicleCategory: [show.category.id, show.otherCategory.id],
      arrJudges: [show.a.user.id, show.b.user.id],
    };
    const created = await ctx.app.inject({
      method: 'POST',
      url: API.events,
      headers: show.admin.headers,
      payload: { ...body, arrPanels: [{ intCategoryId: show.otherCategory.id, arrJudges: [show.b.user.id] }] },
    });
    expect(created.statusCode).toBe(201);
    const event = created.json().data;
    expect(await panelRows(event.id)).toEqual([{ categoryId: show.otherCategory.id, judgeId: show.b.user.id }]);

    const kept = await ctx.app.inject({
      method: 'PUT',
      url: API.event(event.id),
      headers: show.admin.headers,
      payload: { ...body, strEventTitle: 'Panel Day 2' },
    });
    expect(kept.statusCode).toBe(200);
    expect(await panelRows(event.id)).toEqual([{ categoryId: show.otherCategory.id, judgeId: show.b.user.id }]);

    const replaced = await ctx.app.inject({
      method: 'PUT',
      url: API.event(event.id),
      headers: show.admin.headers,
      payload: { ...body, strEventTitle: 'Panel Day 2', arrPanels: [{ intCategoryId: show.category.id, arrJudges: [show.a.user.id] }] },
    });
    expect(replaced.statusCode).toBe(200);
    expect(await panelRows(event.id)).toEqual([{ categoryId: show.category.id, judgeId: show.a.user.id }]);

    const stranger = await ctx.createUser({ role: 'judge' });
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: API.event(event.id),
      headers: show.admin.headers,
      payload: { ...body, strEventTitle: 'Not saved', arrPanels: [{ intCategoryId: show.category.id, arrJudges: [stranger.id] }] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ arrPanels: [PANEL_MESSAGES.judge(stranger.id)] });
    expect((await readEvent({ ...show, event }, show.admin.headers)).strEventTitle).toBe('Panel Day 2');
    expect(await panelRows(event.id)).toEqual([{ categoryId: show.category.id, judgeId: show.a.user.id }]);
  });

  it('under a burst of 60 panel changes and judge removals at once, the panel ends as one of the lists sent and never names a judge off the event', async () => {
    const show = await panelShow();
    const extra = await Promise.all(Array.from({ length: 4 }, () => mappedJudge(ctx, show)));
    const ids = [show.a.user.id, show.b.user.id, ...extra.map((j) => j.user.id)];
    const lists = Array.from({ length: 50 }, (_, i) => ids.filter((_, k) => (i + k) % 3 !== 0));
    const removed = extra[0]?.user.id ?? 0;
    const answers = await Promise.all([
      ...lists.map((list) =>
        mapPanel(show.admin.headers, { intEventId: show.event.id, intCategoryId: show.otherCategory.id, listJudgesList: list }),
      ),
      ...Array.from({ length: 10 }, () =>
        ctx.app.inject({
          method: 'PUT',
          url: API.mapJudge,
          headers: show.admin.headers,
          payload: { intEventId: show.event.id, listJudgesList: [removed], isAdd: false },
        }),
      ),
    ]);
    // A change naming the removed judge after the removal is refused; nothing fails otherwise.
    for (const answer of answers) expect([200, 400]).toContain(answer.statusCode);
    const final = (await panelRows(show.event.id)).map((row) => row.judgeId).sort((x, y) => x - y);
    expect(final).not.toContain(removed);
    const candidates = lists.map((list) => list.filter((id) => id !== removed).sort((x, y) => x - y));
    expect(candidates.map((c) => JSON.stringify(c))).toContain(JSON.stringify(final));
  });
});
