import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { dashboardSchema } from '@showgrid/shared/schemas/results';
import { auditLog, eventJudges, scoreConflicts, scoreEntries, vehicles } from '../../db/schema/index.ts';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { listenForSockets, openSocket, type TestSocket } from '../../../test/helpers/ws-client.ts';
import { postScore, saveScore, scoreBody, scoringShow, type Headers, type ScoringShow } from '../../../test/factories/scores.ts';

let ctx: TestContext;
let base: string | undefined;
useTestContext((c) => (ctx = c));
const sockets: TestSocket[] = [];
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((socket) => socket.close()));
});

const applyUrl = (id: number | string) => `${API.scoreConflicts}${id}/apply/`;
const apply = (id: number | string, headers?: Headers) =>
  ctx.app.inject({ method: 'POST', url: applyUrl(id), ...(headers ? { headers } : {}) });

/**
 * Tablet B saved 9 + 4 (11:00); tablet A's older edit, 2 + 1 with a note (10:00), arrived after
 * it and is the conflict. Vehicle 2..4 are free for judges-choice picks.
 */
async function conflictShow() {
  const show = await scoringShow(ctx);
  const admin = await ctx.authAs('admin');
  const v = show.paid[0].id;
  const kept = await saveScore(
    ctx,
    show.judge.headers,
    scoreBody(show, v, { paint: 9, engine: 4 }, { dtEditedAt: '2025-05-01T11:00:00.000Z', strDeviceId: 'tablet-B' }),
  );
  const olderEdit = scoreBody(
    show,
    v,
    { paint: 2, engine: 1 },
    { dtEditedAt: '2025-05-01T10:00:00.000Z', strDeviceId: 'tablet-A', strSpecialNote: 'Rust on the sill', blnTopChoice: true },
  );
  expect((await postScore(ctx, show.judge.headers, olderEdit)).statusCode).toBe(409);
  const [conflict] = await ctx.database.db.select().from(scoreConflicts);
  if (!conflict) throw new Error('no conflict recorded');
  return { show, admin, v, kept, olderEdit, conflictId: conflict.id };
}

const entryOf = async (show: ScoringShow, vehicleId: number) => {
  const res = await ctx.app.inject({ method: 'GET', url: `${API.scoreEntries}?intVehicleId=${vehicleId}`, headers: show.judge.headers });
  return res.json().data[0];
};
const isOpen = async (id: number) =>
  (await ctx.database.db.select().from(scoreConflicts).where(eq(scoreConflicts.id, id)))[0]?.resolvedAt === null;

describe('POST /api/score-conflict/{id}/apply/', () => {
  it('makes the conflicting edit the kept sheet: audited as the admin’s, live dashboards told, the conflict resolved', async () => {
    const { show, admin, v, olderEdit, conflictId } = await conflictShow();
    base ??= await listenForSockets(ctx.app);
    const token = admin.headers.authorization.replace('Bearer ', '');
    const socket = await openSocket(`${base}${API.wsDashboard}?event_id=${show.event.id}&token=${token}`);
    sockets.push(socket);
    const topScore = (message: unknown) => {
      const parsed = dashboardSchema.safeParse(message);
      return parsed.success ? parsed.data.arrTopVehicles.find((row) => row.intId === v)?.strTotalScore : undefined;
    };
    await socket.take((m) => topScore(m) === '13/15', 5000);

    const before = Date.now();
    const res = await apply(conflictId, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      intVehicleId: v,
      intJudgeId: show.judge.user.id,
      intTotalScore: 3,
      strSpecialNote: 'Rust on the sill',
      blnTopChoice: true,
    });
    expect(Date.parse(res.json().data.dtEditedAt)).toBeGreaterThanOrEqual(before);
    expect(await entryOf(show, v)).toMatchObject({ intTotalScore: 3, blnTopChoice: true });
    expect(await isOpen(conflictId)).toBe(false);
    await socket.take((m) => topScore(m) === '3/15', 5000);

    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'score-entry'), eq(auditLog.userId, admin.user.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.before).toMatchObject({ intTotalScore: 13 });
    expect(audits[0]?.after).toMatchObject({ intTotalScore: 3, intAppliedConflictId: conflictId });
    const conflictAudit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'score-conflict'));
    expect(conflictAudit.map((row) => row.after)).toEqual([expect.objectContaining({ blnApplied: true })]);

    // The applied sheet is the newest edit: tablet B's replay loses to it, tablet A's is that very sheet.
    const replayB = await postScore(
      ctx,
      show.judge.headers,
      scoreBody(show, v, { paint: 9, engine: 4 }, { dtEditedAt: '2025-05-01T11:00:00.000Z', strDeviceId: 'tablet-B' }),
    );
    expect(replayB.statusCode).toBe(409);
    expect((await postScore(ctx, show.judge.headers, olderEdit)).statusCode).toBe(200);
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `${API.scoreConflicts}?intEventId=${show.event.id}`,
      headers: admin.headers,
    });
    expect(listed.json().data.map((c: { blnResolved: boolean }) => c.blnResolved)).toEqual([false, true]);
  });

  it('refuses with a reason when the edit breaks a rule a save obeys, and changes nothing', async () => {
    const { show, admin, v, conflictId } = await conflictShow();
    const db = ctx.database.db;
    const refused = async (detail: string) => {
      const res = await apply(conflictId, admin.headers);
      expect(res.statusCode, detail).toBe(409);
      expect(res.json()).toEqual({ detail });
      expect(await entryOf(show, v)).toMatchObject({ intTotalScore: 13, blnTopChoice: false });
      expect(await isOpen(conflictId)).toBe(true);
    };

    // Judges-choice cap: three other picks already.
    for (const other of show.paid.slice(1))
      await saveScore(
        ctx,
        show.judge.headers,
        scoreBody(show, other.id, undefined, { blnTopChoice: true, dtEditedAt: new Date().toISOString() }),
      );
    await refused('This edit cannot be applied: the judge already has 3 other judges choices at this event.');
    await db.update(scoreEntries).set({ topChoice: false }).where(eq(scoreEntries.vehicleId, show.paid[1].id));

    await db.update(vehicles).set({ paid: false }).where(eq(vehicles.id, v));
    await refused('This edit cannot be applied: the vehicle is no longer a Paid vehicle of this event.');
    await db.update(vehicles).set({ paid: true }).where(eq(vehicles.id, v));

    const retire = await ctx.app.inject({ method: 'DELETE', url: API.parameter(show.engine.id), headers: admin.headers });
    expect(retire.statusCode).toBe(204);
    await refused(`This edit cannot be applied: Parameter ${show.engine.id} is not a parameter of this vehicle.`);
    await ctx.database.query(`update parameters set retired_at = null where id = ${show.engine.id}`);

    await db.delete(eventJudges).where(eq(eventJudges.judgeId, show.judge.user.id));
    await refused('This edit cannot be applied: the judge no longer judges this event.');
    await db.insert(eventJudges).values({ eventId: show.event.id, judgeId: show.judge.user.id });

    expect((await apply(conflictId, admin.headers)).statusCode).toBe(200);
    const twice = await apply(conflictId, admin.headers);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ detail: 'This conflict is already resolved.' });
  });

  it('refuses after the judge stepped aside from the vehicle', async () => {
    const { show, admin, v, kept, conflictId } = await conflictShow();
    expect((await ctx.app.inject({ method: 'DELETE', url: API.scoreEntry(kept.intScoreId), headers: show.judge.headers })).statusCode).toBe(
      204,
    );
    const recused = await ctx.app.inject({
      method: 'POST',
      url: API.recusals,
      headers: show.judge.headers,
      payload: { intEventId: show.event.id, intVehicleId: v },
    });
    expect(recused.statusCode).toBe(201);
    const res = await apply(conflictId, admin.headers);
    expect(res.json()).toEqual({ detail: 'This edit cannot be applied: the judge stepped aside from this vehicle.' });
    expect(await ctx.database.db.select().from(scoreEntries)).toHaveLength(0);
  });

  it('is the admin’s alone: no token 401, a judge 403, unknown 404, malformed id 400', async () => {
    const { show, admin, conflictId } = await conflictShow();
    expect((await apply(conflictId)).statusCode).toBe(401);
    const judge = await apply(conflictId, show.judge.headers);
    expect(judge.statusCode).toBe(403);
    expect(judge.json()).toEqual({ detail: expect.any(String) });
    const unknown = await apply(999999, admin.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Not found.' });
    const malformed = await apply('abc', admin.headers);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toHaveProperty('id');
    expect(await isOpen(conflictId)).toBe(true);
    expect(await ctx.database.db.select().from(auditLog).where(eq(auditLog.userId, admin.user.id))).toHaveLength(0);
  });

  it('applies once under 20 parallel applies of the same conflict', async () => {
    const { admin, conflictId } = await conflictShow();
    const answers = await Promise.all(Array.from({ length: 20 }, () => apply(conflictId, admin.headers)));
    expect(answers.map((res) => res.statusCode).sort((x, y) => x - y)).toEqual([200, ...Array<number>(19).fill(409)]);
    const byAdmin = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'score-entry'), eq(auditLog.userId, admin.user.id)));
    expect(byAdmin).toHaveLength(1);
  });
});
