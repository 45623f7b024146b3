import { describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import type { Vehicle } from '@showgrid/shared/schemas/vehicle';
import { eq } from 'drizzle-orm';
import { vehicles } from '../../db/schema/index.ts';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { createShow, insertVehicles } from '../../../test/factories/vehicles.ts';

let ctx: TestContext;
useTestContext((c) => (ctx = c));

type Headers = Record<string, string>;

async function list(headers: Headers, query = '', extra: Headers = {}) {
  const res = await ctx.app.inject({ method: 'GET', url: `${API.vehicles}${query}`, headers: { ...headers, ...extra } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Vehicle[]; pagination?: { page: number; pageSize: number; total: number; totalPages: number } };
}
const regs = (data: Vehicle[]) => data.map((v) => v.strRegistrationNumber).sort();

describe('GET /api/vehicle/', () => {
  it('pages by 10, newest first, or gives every row with blnRemovePagination', async () => {
    const { headers } = await ctx.authAs('admin');
    const show = await createShow(ctx);
    await insertVehicles(
      ctx,
      show,
      Array.from({ length: 25 }, (_, i) => ({ registrationNo: `REG ${String(i + 1).padStart(2, '0')}` })),
    );
    const first = await list(headers, `?intEventId=${show.event.id}`);
    expect(first.pagination).toEqual({ page: 1, pageSize: 10, total: 25, totalPages: 3 });
    expect(first.data[0]!.strRegistrationNumber).toBe('REG 25');
    const third = await list(headers, `?intEventId=${show.event.id}&page=3`);
    expect(third.data.map((v) => v.strRegistrationNumber)).toEqual(['REG 05', 'REG 04', 'REG 03', 'REG 02', 'REG 01']);
    const all = await list(headers, `?intEventId=${show.event.id}`, { blnRemovePagination: 'true' });
    expect(all.pagination).toBeUndefined();
    expect(all.data).toHaveLength(25);
    const beyond = await list(headers, `?intEventId=${show.event.id}&page=9`);
    expect(beyond.data).toEqual([]);
  });

  it('filters by event, category, vehicle id and payment status', async () => {
    const { headers } = await ctx.authAs('admin');
    const show = await createShow(ctx);
    const other = await createShow(ctx);
    await insertVehicles(ctx, show, [
      { registrationNo: 'A1', uniqueId: show.id(1), paid: true },
      { registrationNo: 'A2', uniqueId: show.id(2) },
    ]);
    await insertVehicles(ctx, other, [{ registrationNo: 'B1', uniqueId: other.id(1), paid: true }]);
    const all: Headers = { blnRemovePagination: 'true' };
    expect(regs((await list(headers, `?intEventId=${show.event.id}`, all)).data)).toEqual(['A1', 'A2']);
    expect(regs((await list(headers, `?intCategoryId=${other.category.id}`, all)).data)).toEqual(['B1']);
    expect(regs((await list(headers, `?strUniqueId=${show.id(2).toLowerCase()}`, all)).data)).toEqual(['A2']);
    expect(regs((await list(headers, '?strPaymentStatus=Paid', all)).data)).toEqual(['A1', 'B1']);
    expect(regs((await list(headers, `?strPaymentStatus=Unpaid&intEventId=${other.event.id}`, all)).data)).toEqual([]);
    const bad = await ctx.app.inject({ method: 'GET', url: `${API.vehicles}?strPaymentStatus=Free&intEventId=x`, headers });
    expect(bad.statusCode).toBe(400);
  });

  it('searches owner name, registration number and vehicle id, case-blind, across pages, wildcards literal', async () => {
    const { headers } = await ctx.authAs('admin');
    const show = await createShow(ctx);
    await insertVehicles(ctx, show, [
      { registrationNo: 'KLM 100', ownerName: 'Grace Hopper', uniqueId: show.id(7) },
      { registrationNo: 'HOP 42', ownerName: 'Alan Turing' },
      { registrationNo: '100%', ownerName: 'Percy Cent' },
      ...Array.from({ length: 12 }, (_, i) => ({ registrationNo: `FILL ${i}`, ownerName: 'Someone Else' })),
    ]);
    const search = async (q: string) =>
      regs((await list(headers, `?intEventId=${show.event.id}&strSearchQuery=${encodeURIComponent(q)}`)).data);
    expect(await search('hop')).toEqual(['HOP 42', 'KLM 100']);
    expect(await search('TURING')).toEqual(['HOP 42']);
    expect(await search(show.id(7).toLowerCase())).toEqual(['KLM 100']);
    expect(await search('%')).toEqual(['100%']);
    expect(await search('_')).toEqual([]);
    // The oldest vehicle is on the last page unfiltered; the search still finds it on page 1.
    expect((await list(headers, `?intEventId=${show.event.id}&strSearchQuery=grace`)).pagination?.total).toBe(1);
  });

  it('shows a judge only Paid vehicles of events they are mapped to; admins may filter by judge', async () => {
    const judge = await ctx.authAs('judge');
    const admin = await ctx.authAs('admin');
    const mapped = await createShow(ctx, { judgeId: judge.user.id });
    const elsewhere = await createShow(ctx);
    const [paid, unpaid] = await insertVehicles(ctx, mapped, [
      { registrationNo: 'PAID 1', paid: true },
      { registrationNo: 'UNPAID 1', paid: false },
    ]);
    const [foreign] = await insertVehicles(ctx, elsewhere, [{ registrationNo: 'FOREIGN 1', paid: true }]);
    const all: Headers = { blnRemovePagination: 'true' };

    expect(regs((await list(judge.headers, '', all)).data)).toEqual(['PAID 1']);
    expect(regs((await list(judge.headers, `?intEventId=${elsewhere.event.id}`, all)).data)).toEqual([]);
    expect(regs((await list(judge.headers, '?strPaymentStatus=Unpaid', all)).data)).toEqual([]);
    expect(regs((await list(admin.headers, `?intJudgeId=${judge.user.id}`, all)).data)).toEqual(['PAID 1', 'UNPAID 1']);

    const one = (id: number, headers: Headers) => ctx.app.inject({ method: 'GET', url: API.vehicle(id), headers });
    expect((await one(paid!.id, judge.headers)).statusCode).toBe(200);
    // Judging needs the car, not the owner's papers or the organiser's notes.
    await ctx.database.db
      .update(vehicles)
      .set({ additionalInfo: { phone: '0700' } })
      .where(eq(vehicles.id, paid!.id));
    expect((await one(paid!.id, judge.headers)).json().data).toMatchObject({ objAdditionalInfo: {}, arrVehicleDocuments: [] });
    expect((await one(paid!.id, admin.headers)).json().data.objAdditionalInfo).toEqual({ phone: '0700' });
    expect((await one(unpaid!.id, judge.headers)).statusCode).toBe(404);
    expect((await one(foreign!.id, judge.headers)).statusCode).toBe(404);
    expect((await one(foreign!.id, admin.headers)).json().data.strRegistrationNumber).toBe('FOREIGN 1');
    expect((await one(999_999, admin.headers)).statusCode).toBe(404);
    expect((await one(0, admin.headers)).statusCode).toBe(400);
  });
});
