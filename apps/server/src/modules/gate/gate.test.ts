import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GATE } from '@showgrid/shared/limits';
import { API } from '@showgrid/shared/paths';
import type { GateVehicle } from '@showgrid/shared/schemas/gate';
import { auditLog, vehicles } from '../../db/schema/index.ts';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { createShow, insertVehicles, type Show } from '../../../test/factories/vehicles.ts';

let ctx: TestContext;
useTestContext((c) => (ctx = c));

type Headers = { authorization: string };
const HOUR = 3_600_000;

async function gateShow() {
  const show = await createShow(ctx);
  const [jaguar, mustang] = await insertVehicles(ctx, show, [
    { registrationNo: 'JAG 1', ownerName: 'Ada Lovelace', uniqueId: show.id(1), paid: true },
    { registrationNo: 'MUS 2', ownerName: 'Ben Ford', uniqueId: show.id(2), paid: false, brand: 'Ford', model: 'Mustang' },
  ]);
  if (!jaguar || !mustang) throw new Error('no vehicles');
  return { show, jaguar, mustang };
}

const checkIn = (headers: Headers, show: Show, body: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: API.gateCheckIn(show.event.id), headers, payload: body });

async function gateList(headers: Headers, show: Show): Promise<GateVehicle[]> {
  const res = await ctx.app.inject({ method: 'GET', url: API.gateVehicles(show.event.id), headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.arrVehicles;
}

const attended = async (headers: Headers, show: Show): Promise<number> => {
  const res = await ctx.app.inject({ method: 'GET', url: `${API.dashboard}?intEventId=${show.event.id}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().objVehicleStats.intTotalAttendedVehicles;
};

/** The server stamped `iso` itself: between `since` and now (the test clock runs). */
function expectServerTime(iso: string, since: number): void {
  const at = new Date(iso).getTime();
  expect(at).toBeGreaterThanOrEqual(since);
  expect(at).toBeLessThanOrEqual(ctx.clock.now().getTime());
}

const gateAudit = () => ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'gate')).orderBy(auditLog.id);

describe('the gate: check-in', () => {
  it('a volunteer finds the event and its vehicles, checks one in, and the dashboard counts it as attended (Paid alone is not)', async () => {
    const staff = await ctx.authAs('staff');
    const admin = await ctx.authAs('admin');
    const { show, jaguar } = await gateShow();

    const events = await ctx.app.inject({ method: 'GET', url: API.gateEvents, headers: staff.headers });
    expect(events.json().data.map((e: { id: number }) => e.id)).toContain(show.event.id);
    const before = await gateList(staff.headers, show);
    expect(before.map((v) => [v.strUniqueId, v.strRegistrationNumber, v.strOwnerName, v.blnPaid, v.dtArrivedAt])).toEqual([
      [show.id(1), 'JAG 1', 'Ada Lovelace', true, null],
      [show.id(2), 'MUS 2', 'Ben Ford', false, null],
    ]);
    expect(await attended(admin.headers, show)).toBe(0);

    const since = ctx.clock.now().getTime();
    const res = await checkIn(staff.headers, show, { intVehicleId: jaguar.id, blnArrived: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.intVehicleId).toBe(jaguar.id);
    expectServerTime(res.json().data.dtArrivedAt, since);
    expect(await attended(admin.headers, show)).toBe(1);
    const [row] = await ctx.database.db.select().from(vehicles).where(eq(vehicles.id, jaguar.id));
    expect(row?.arrivedBy).toBe(staff.user.id);
  });

  it('is audited and undoable; checking in twice keeps the first time, undoing twice changes nothing', async () => {
    const staff = await ctx.authAs('staff');
    const admin = await ctx.authAs('admin');
    const { show, jaguar } = await gateShow();
    const checkedIn = await checkIn(staff.headers, show, { intVehicleId: jaguar.id, blnArrived: true });
    const first: string = checkedIn.json().data.dtArrivedAt;
    ctx.clock.advance(60_000);
    const again = await checkIn(staff.headers, show, { intVehicleId: jaguar.id, blnArrived: true });
    expect(again.json().data.dtArrivedAt).toBe(first);

    const undo = await checkIn(staff.headers, show, { intVehicleId: jaguar.id, blnArrived: false });
    expect(undo.json().data.dtArrivedAt).toBeNull();
    expect((await checkIn(staff.headers, show, { intVehicleId: jaguar.id, blnArrived: false })).statusCode).toBe(200);
    expect(await attended(admin.headers, show)).toBe(0);

    const audit = await gateAudit();
    expect(
      audit.map((a) => [
        a.action,
        a.userId,
        a.entityId,
        (a.before as { arrivedAt: string | null }).arrivedAt,
        (a.after as { arrivedAt: string | null }).arrivedAt,
      ]),
    ).toEqual([
      ['check-in', staff.user.id, String(jaguar.id), null, first],
      ['undo-check-in', staff.user.id, String(jaguar.id), first, null],
    ]);
    // The organiser reads it in the audit log.
    const trail = await ctx.app.inject({ method: 'GET', url: `${API.audit}?strEntity=gate`, headers: admin.headers });
    expect(trail.json().data.map((e: { strAction: string }) => e.strAction)).toEqual(['undo-check-in', 'check-in']);
  });

  it('a check-in queued on a phone without signal keeps the time it was tapped, if recent and not in the future', async () => {
    const staff = await ctx.authAs('staff');
    const { show, jaguar, mustang } = await gateShow();
    const now = ctx.clock.now().getTime();
    const tapped = new Date(now - 20 * 60_000).toISOString();
    const queued = await checkIn(staff.headers, show, { intVehicleId: jaguar.id, blnArrived: true, dtAt: tapped });
    expect(queued.json().data.dtArrivedAt).toBe(tapped);
    const ancient = new Date(now - (GATE.backdateHours + 1) * HOUR).toISOString();
    const old = await checkIn(staff.headers, show, { intVehicleId: mustang.id, blnArrived: true, dtAt: ancient });
    expectServerTime(old.json().data.dtArrivedAt, now);
    await checkIn(staff.headers, show, { intVehicleId: mustang.id, blnArrived: false });
    const ahead = await checkIn(staff.headers, show, {
      intVehicleId: mustang.id,
      blnArrived: true,
      dtAt: new Date(now + HOUR).toISOString(),
    });
    expectServerTime(ahead.json().data.dtArrivedAt, now);
  });

  it('marks a vehicle Paid at the gate, audited; Paid again changes nothing', async () => {
    const staff = await ctx.authAs('staff');
    const { show, mustang } = await gateShow();
    const paid = await ctx.app.inject({
      method: 'POST',
      url: API.gatePaid(show.event.id),
      headers: staff.headers,
      payload: { intVehicleId: mustang.id },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.blnPaid).toBe(true);
    await ctx.app.inject({
      method: 'POST',
      url: API.gatePaid(show.event.id),
      headers: staff.headers,
      payload: { intVehicleId: mustang.id },
    });
    const [row] = await ctx.database.db.select().from(vehicles).where(eq(vehicles.id, mustang.id));
    expect(row?.paid).toBe(true);
    const audit = await gateAudit();
    expect(audit.map((a) => [a.action, (a.before as { paid: boolean }).paid, (a.after as { paid: boolean }).paid])).toEqual([
      ['mark-paid', false, true],
    ]);
  });

  it('refuses, changing nothing: another event’s vehicle or an unknown one (404), an unknown event (404), a malformed body (400), no token (401), a judge (403)', async () => {
    const staff = await ctx.authAs('staff');
    const judge = await ctx.authAs('judge');
    const { show, jaguar } = await gateShow();
    const other = await createShow(ctx);

    const elsewhere = await checkIn(staff.headers, other, { intVehicleId: jaguar.id, blnArrived: true });
    expect([elsewhere.statusCode, elsewhere.json()]).toEqual([404, { detail: 'Vehicle Not Found.' }]);
    expect((await checkIn(staff.headers, show, { intVehicleId: 999_999, blnArrived: true })).statusCode).toBe(404);
    const noEvent = await ctx.app.inject({ method: 'GET', url: API.gateVehicles(999_999), headers: staff.headers });
    expect(noEvent.statusCode).toBe(404);
    const malformed = await checkIn(staff.headers, show, { intVehicleId: 'car', blnArrived: 'yes' });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json()).sort()).toEqual(['blnArrived', 'intVehicleId']);
    const badTime = await checkIn(staff.headers, show, { intVehicleId: jaguar.id, blnArrived: true, dtAt: 'noon' });
    expect(badTime.json()).toEqual({ dtAt: ['Enter a valid date and time.'] });
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: API.gateCheckIn(show.event.id),
          payload: { intVehicleId: jaguar.id, blnArrived: true },
        })
      ).statusCode,
    ).toBe(401);
    expect((await checkIn(judge.headers, show, { intVehicleId: jaguar.id, blnArrived: true })).statusCode).toBe(403);

    const [row] = await ctx.database.db.select().from(vehicles).where(eq(vehicles.id, jaguar.id));
    expect(row?.arrivedAt).toBeNull();
    expect(await gateAudit()).toEqual([]);
  });

  it('100 parallel check-ins of one car from several phones: one arrival, one audit row', async () => {
    const phones = await Promise.all([1, 2, 3, 4].map(() => ctx.authAs('staff')));
    const { show, jaguar } = await gateShow();
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        checkIn(phones[i % phones.length]?.headers ?? { authorization: '' }, show, { intVehicleId: jaguar.id, blnArrived: true }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(100).fill(200));
    expect(new Set(results.map((r) => r.json().data.dtArrivedAt)).size).toBe(1);
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'gate'), eq(auditLog.action, 'check-in')));
    expect(audit).toHaveLength(1);
  });
});

describe('gate volunteers (staff accounts)', () => {
  const volunteer = { strFullName: 'Gina Gate', strEmail: 'gina.gate@example.com', strPassword: 'gate-password-1' };

  it('an admin makes one; it signs in as staff, may check in, and gets 403 everywhere else', async () => {
    const admin = await ctx.authAs('admin');
    const made = await ctx.app.inject({ method: 'POST', url: API.gateStaff, headers: admin.headers, payload: volunteer });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data).toEqual({ intStaffId: expect.any(Number), strFullName: 'Gina Gate', strEmail: 'gina.gate@example.com' });
    expect(made.body).not.toContain('gate-password-1');

    const { access } = await ctx.login(volunteer.strEmail, volunteer.strPassword);
    const headers = { authorization: `Bearer ${access}` };
    const { show, jaguar } = await gateShow();
    expect((await checkIn(headers, show, { intVehicleId: jaguar.id, blnArrived: true })).statusCode).toBe(200);
    for (const url of [API.events, API.vehicles, API.judges, API.dashboard, API.gateStaff, API.audit]) {
      expect((await ctx.app.inject({ method: 'GET', url, headers })).statusCode, url).toBe(403);
    }
    // Their own account, for their own language (issue 33, ADR 046): and only that.
    const me = await ctx.app.inject({ method: 'GET', url: API.me, headers });
    expect([me.statusCode, me.json().data.strUserType, me.json().data.strEmail]).toEqual([200, 'staff', 'gina.gate@example.com']);
    const list = await ctx.app.inject({ method: 'GET', url: API.gateStaff, headers: admin.headers });
    expect(list.json().data.map((s: { strEmail: string }) => s.strEmail)).toEqual(['gina.gate@example.com']);
    const [audited] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'staff'));
    expect(audited?.after).toEqual({ email: 'gina.gate@example.com', fullName: 'Gina Gate' });
  });

  it('refuses a taken e-mail and a short password; deleting signs the volunteer out of the gate at once', async () => {
    const admin = await ctx.authAs('admin');
    const judge = await ctx.authAs('judge');
    const taken = await ctx.app.inject({
      method: 'POST',
      url: API.gateStaff,
      headers: admin.headers,
      payload: { ...volunteer, strEmail: judge.user.email.toUpperCase() },
    });
    expect([taken.statusCode, taken.json()]).toEqual([400, { strEmail: ['A user with this email already exists.'] }]);
    const short = await ctx.app.inject({
      method: 'POST',
      url: API.gateStaff,
      headers: admin.headers,
      payload: { ...volunteer, strPassword: 'short' },
    });
    expect(short.json()).toEqual({ strPassword: ['Must be at least 8 characters.'] });

    const made = await ctx.app.inject({ method: 'POST', url: API.gateStaff, headers: admin.headers, payload: volunteer });
    const id: number = made.json().data.intStaffId;
    const { access } = await ctx.login(volunteer.strEmail, volunteer.strPassword);
    // Not a volunteer: a judge cannot be deleted here.
    expect((await ctx.app.inject({ method: 'DELETE', url: API.gateStaffMember(judge.user.id), headers: admin.headers })).statusCode).toBe(
      404,
    );
    expect((await ctx.app.inject({ method: 'DELETE', url: API.gateStaffMember(id), headers: admin.headers })).statusCode).toBe(204);
    const { show, jaguar } = await gateShow();
    const after = await checkIn({ authorization: `Bearer ${access}` }, show, { intVehicleId: jaguar.id, blnArrived: true });
    expect(after.statusCode).toBe(401);
    const [row] = await ctx.database.db.select().from(vehicles).where(eq(vehicles.id, jaguar.id));
    expect(row?.arrivedAt).toBeNull();
  });
});
