import { describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import type { AuditEntry } from '@showgrid/shared/schemas/audit';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { eq } from 'drizzle-orm';
import { ensureFirstAdmin } from '../../bootstrap/first-admin.ts';
import { auditLog } from '../../db/schema/index.ts';
import { recordAudit, SYSTEM_ACTOR } from '../../platform/audit.ts';
import { createShow, insertVehicles, postVehicle } from '../../../test/factories/vehicles.ts';

let ctx!: TestContext;
useTestContext((c) => (ctx = c));

describe('GET /api/audit/', () => {
  it('pages newest first, gives every row with blnRemovePagination, and never stores secrets', async () => {
    const { user, headers } = await ctx.authAs('admin');
    for (let i = 1; i <= 12; i++) {
      await recordAudit(ctx.database.db, {
        userId: user.id,
        action: 'update',
        entity: 'user',
        entityId: i,
        after: { n: i, password: 'secret', refreshToken: 'x' },
      });
    }
    const page1 = (await ctx.app.inject({ method: 'GET', url: '/api/audit/', headers })).json();
    expect(page1.pagination).toEqual({ page: 1, pageSize: 10, total: 12, totalPages: 2 });
    expect(page1.data).toHaveLength(10);
    expect(page1.data[0]).toMatchObject({ strEntityId: '12', objAfter: { n: 12 }, intUserId: user.id });
    expect(page1.data[0].objAfter).not.toHaveProperty('password');
    expect(page1.data[0].objAfter).not.toHaveProperty('refreshToken');

    const page2 = (await ctx.app.inject({ method: 'GET', url: '/api/audit/?page=2', headers })).json();
    expect(page2.data.map((r: { strEntityId: string }) => r.strEntityId)).toEqual(['2', '1']);

    const all = (await ctx.app.inject({ method: 'GET', url: '/api/audit/', headers: { ...headers, blnRemovePagination: 'true' } })).json();
    expect(all.pagination).toBeUndefined();
    expect(all.data).toHaveLength(12);

    const bad = await ctx.app.inject({ method: 'GET', url: '/api/audit/?page=0', headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('page');
  });

  it('narrows to an entity, a person (name or e-mail contains) and a time span; names who did it', async () => {
    const { user: admin, headers } = await ctx.authAs('admin');
    const { user: judge } = await ctx.authAs('judge');
    const db = ctx.database.db;
    const at = (iso: string) => new Date(iso);
    await recordAudit(db, {
      userId: admin.id,
      action: 'update',
      entity: 'event',
      entityId: 1,
      before: { title: 'A' },
      after: { title: 'B' },
    });
    await recordAudit(db, { userId: judge.id, action: 'create', entity: 'recusal', entityId: '1:2:3', after: { reason: 'Friend' } });
    await recordAudit(db, {
      userId: admin.id,
      action: 'void',
      entity: 'audience-vote',
      entityId: 9,
      before: { dtVoidedAt: null },
      after: { dtVoidedAt: 'x' },
    });
    const rows = await db.select().from(auditLog).orderBy(auditLog.id);
    // Spread the rows over three days so the span filter has something to cut.
    for (const [n, row] of rows.entries())
      await db
        .update(auditLog)
        .set({ at: at(`2030-05-0${String(n + 1)}T10:00:00.000Z`) })
        .where(eq(auditLog.id, row.id));

    const list = async (query: string) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/audit/?${query}`,
        headers: { ...headers, blnRemovePagination: 'true' },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { strEntity: string; strUserName: string | null }[];
    };
    expect((await list('strEntity=recusal')).map((r) => [r.strEntity, r.strUserName])).toEqual([
      ['recusal', judge.fullName || judge.email],
    ]);
    expect((await list(`strUser=${encodeURIComponent(judge.email.slice(0, 8))}`)).map((r) => r.strEntity)).toEqual(['recusal']);
    expect((await list('dtFrom=2030-05-02T00:00:00.000Z&dtTo=2030-05-02T23:59:59.000Z')).map((r) => r.strEntity)).toEqual(['recusal']);
    expect((await list('dtFrom=2030-05-02T00:00:00.000Z')).map((r) => r.strEntity)).toEqual(['audience-vote', 'recusal']);
    expect(await list('strEntity=nothing')).toEqual([]);
    const paged = (await ctx.app.inject({ method: 'GET', url: '/api/audit/?strEntity=event', headers })).json();
    expect(paged.pagination).toMatchObject({ total: 1 });

    for (const query of ['dtFrom=yesterday', `strEntity=${'x'.repeat(51)}`]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/audit/?${query}`, headers });
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('GET /api/audit/ names records and people', () => {
  it('a gate check-in by the car’s id, the first admin as made by the system, a volunteer by name; gate and staff records filter', async () => {
    await ensureFirstAdmin(ctx.database.db, 'first-admin@show.test', 'a long first password');
    const { headers } = await ctx.authAs('admin');
    const staff = await ctx.authAs('staff');
    const { user: judge } = await ctx.authAs('judge');
    const show = await createShow(ctx);
    const [car] = await insertVehicles(ctx, show, [
      { registrationNo: 'JAG 1', ownerName: 'Ada Lovelace', uniqueId: show.id(12), paid: true },
    ]);
    if (!car) throw new Error('no vehicle');
    const made = await ctx.app.inject({
      method: 'POST',
      url: API.gateStaff,
      headers,
      payload: { strFullName: 'Gate Greta', strEmail: 'greta@show.test', strPassword: 'a long gate password' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const tapped = await ctx.app.inject({
      method: 'POST',
      url: API.gateCheckIn(show.event.id),
      headers: staff.headers,
      payload: { intVehicleId: car.id, blnArrived: true },
    });
    expect(tapped.statusCode, tapped.body).toBe(200);
    // A judge's sheet names its car and its judge (the snapshot holds only their ids).
    await recordAudit(ctx.database.db, {
      userId: judge.id,
      action: 'create',
      entity: 'score-entry',
      entityId: 77,
      after: { intScoreId: 77, intVehicleId: car.id, intJudgeId: judge.id },
    });

    const list = async (query = '') => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/audit/?${query}`,
        headers: { ...headers, blnRemovePagination: 'true' },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as AuditEntry[]).map((r) => [r.strEntity, r.strAction, r.strRecordName, r.strUserName]);
    };
    const all = await list();
    expect(all).toContainEqual(['user', 'create', 'first-admin@show.test', SYSTEM_ACTOR]);
    expect(all).toContainEqual([
      'score-entry',
      'create',
      `${show.id(12)} · ${judge.fullName || judge.email}`,
      judge.fullName || judge.email,
    ]);
    expect(await list('strEntity=gate')).toEqual([['gate', 'check-in', show.id(12), staff.user.fullName || staff.user.email]]);
    expect(await list('strEntity=staff')).toEqual([['staff', 'create', 'Gate Greta', expect.any(String)]]);
  });

  it('a vehicle without an id on its card by its registration number, made and deleted', async () => {
    const { headers } = await ctx.authAs('admin');
    const show = await createShow(ctx);
    const made = await postVehicle(ctx, headers, show, {
      strRegistrationNo: 'KX 11 ABC',
      strBrandName: 'Morgan',
      strModelName: 'Plus 4',
      strOwnerName: 'Owen',
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.intVehicleId;
    const gone = await ctx.app.inject({ method: 'DELETE', url: `${API.vehicles}?intVehicleId=${String(id)}`, headers });
    expect(gone.statusCode, gone.body).toBeLessThan(300);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/audit/?strEntity=vehicle',
      headers: { ...headers, blnRemovePagination: 'true' },
    });
    expect(res.json().data.map((r: AuditEntry) => [r.strAction, r.strRecordName])).toEqual([
      ['delete', 'KX 11 ABC'],
      ['create', 'KX 11 ABC'],
    ]);
  });

  it('a record whose car is gone keeps its id; a deleted person is no one, not the system', async () => {
    const { headers } = await ctx.authAs('admin');
    await recordAudit(ctx.database.db, {
      userId: null,
      action: 'update',
      entity: 'score-entry',
      entityId: 5,
      after: { intVehicleId: 987654, intJudgeId: 987655 },
    });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/audit/?strEntity=score-entry', headers });
    expect(res.json().data.map((r: AuditEntry) => [r.strRecordName, r.strUserName])).toEqual([['vehicle #987654 · judge #987655', null]]);
    // An event gone since: its tie order and its sharing are named by its id, as a car is.
    await recordAudit(ctx.database.db, {
      userId: null,
      action: 'update',
      entity: 'tie-order',
      entityId: '1',
      after: { intEventId: 987656, arrVehicleIds: [] },
    });
    await recordAudit(ctx.database.db, { userId: null, action: 'update', entity: 'awards-sharing', entityId: 987657, after: {} });
    const events = await ctx.app.inject({ method: 'GET', url: '/api/audit/', headers: { ...headers, blnRemovePagination: 'true' } });
    const named = events.json().data.map((r: AuditEntry) => [r.strEntity, r.strRecordName]);
    expect(named).toContainEqual(['tie-order', 'event #987656']);
    expect(named).toContainEqual(['awards-sharing', 'event #987657']);
  });
});
