import { and, asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { auditLog, categories } from '../../db/schema/index.ts';
import { createCategory, createVehicleType } from '../../../test/factories/catalogue.ts';
import { DAY, insertEvent } from '../../../test/factories/events.ts';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { insertVehicle, setSeries } from '../../../test/factories/vehicle-ids.ts';

/** PUT /api/vehicle/vehicle-category/{id}/ with strPrefix, intStartRange, intRangeUpto (manage-vehicle-id). */

let ctx!: TestContext;
useTestContext((c) => (ctx = c));

let admin: { authorization: string };
let adminId: number;
beforeEach(async () => {
  const signedIn = await ctx.authAs('admin');
  admin = signedIn.headers;
  adminId = signedIn.user.id;
});

const db = () => ctx.database.db;
const put = (id: number, payload: object) => ctx.app.inject({ method: 'PUT', url: API.category(id), headers: admin, payload });
const seriesOf = async (id: number) => {
  const [row] = await db()
    .select({ prefix: categories.prefix, start: categories.startRange, end: categories.rangeUpto })
    .from(categories)
    .where(eq(categories.id, id));
  return row;
};
const series = (strPrefix: unknown, intStartRange: unknown, intRangeUpto: unknown) => ({ strPrefix, intStartRange, intRangeUpto });
const event = () => insertEvent(ctx, { title: 'Spring Show', startsAt: new Date(Date.now() + 7 * DAY) });

describe('setting a vehicle-id series', () => {
  it('stores the series (prefix upper-cased, numbers from text), returns it and audits the change', async () => {
    const type = await createVehicleType(db(), 'Car');
    const classic = await createCategory(db(), { vehicleTypeId: type.id, name: 'Classic Cars' });
    const res = await put(classic.id, series(' ss ', '1', 150));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: classic.id,
      strVehicleCategoryName: 'Classic Cars',
      strPrefix: 'SS',
      intStartRange: 1,
      intRangeUpto: 150,
    });
    expect(await seriesOf(classic.id)).toEqual({ prefix: 'SS', start: 1, end: 150 });

    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'category'), eq(auditLog.action, 'update')))
      .orderBy(asc(auditLog.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      userId: adminId,
      entityId: String(classic.id),
      before: { name: 'Classic Cars', prefix: null, startRange: null, rangeUpto: null },
      after: { name: 'Classic Cars', prefix: 'SS', startRange: 1, rangeUpto: 150 },
    });
  });

  it('changes a series and keeps the other fields as they are', async () => {
    const classic = await createCategory(db(), { name: 'Classic Cars' });
    await setSeries(db(), classic.id, 'SS', 1, 150);
    const res = await put(classic.id, series('CC', 10, 60));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ strVehicleCategoryName: 'Classic Cars', strPrefix: 'CC', intStartRange: 10, intRangeUpto: 60 });
  });

  it.each([
    ['a blank prefix', series(' ', 1, 10), { strPrefix: ['This field is required.'] }],
    ['a prefix of 7 characters', series('ABCDEFG', 1, 10), { strPrefix: ['Use 1 to 6 letters or digits, e.g. SS.'] }],
    ['a prefix with a dash', series('S-S', 1, 10), { strPrefix: ['Use 1 to 6 letters or digits, e.g. SS.'] }],
    ['a numeric prefix value', series(12, 1, 10), { strPrefix: ['Use 1 to 6 letters or digits, e.g. SS.'] }],
    ['a start of 0', series('SS', 0, 10), { intStartRange: ['Must be at least 1.'] }],
    ['an end over 9999', series('SS', 9990, 10000), { intRangeUpto: ['Must be at most 9999.'] }],
    ['a start that is not a number', series('SS', 'one', 10), { intStartRange: ['Must be a number.'] }],
    ['a fractional end', series('SS', 1, 10.5), { intRangeUpto: ['Must be a whole number.'] }],
    ['an end below the start', series('SS', 20, 10), { intRangeUpto: ['The end must not be lower than the start.'] }],
    ['more than 1000 ids', series('SS', 5, 1005), { intRangeUpto: ['A series holds at most 1000 ids: end at 1004 or lower.'] }],
    [
      'a prefix without a range',
      { strPrefix: 'SS' },
      { intStartRange: ['This field is required.'], intRangeUpto: ['This field is required.'] },
    ],
    ['a blank end', series('SS', 1, ''), { intRangeUpto: ['This field is required.'] }],
    ['a range without a prefix', { intStartRange: 1, intRangeUpto: 5 }, { strPrefix: ['This field is required.'] }],
  ])('refuses %s in the field shape, changing nothing', async (_name, body, expected) => {
    const classic = await createCategory(db(), { name: 'Classic Cars' });
    const res = await put(classic.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expected);
    expect(await seriesOf(classic.id)).toEqual({ prefix: null, start: null, end: null });
  });

  it('accepts exactly 1000 ids, and 1..9999 bounds', async () => {
    const classic = await createCategory(db(), { name: 'Classic Cars' });
    expect((await put(classic.id, series('SS', 9000, 9999))).statusCode).toBe(200);
    expect((await put(classic.id, series('SS', 1, 1000))).statusCode).toBe(200);
  });

  it('refuses a prefix another category uses (in any case), naming it', async () => {
    const classic = await createCategory(db(), { name: 'Classic Cars' });
    const muscle = await createCategory(db(), { name: 'Modern Muscle' });
    await setSeries(db(), classic.id, 'SS', 1, 150);
    const res = await put(muscle.id, series('ss', 200, 300));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ strPrefix: ['This prefix is already used by the category "Classic Cars".'] });
    expect(await seriesOf(muscle.id)).toEqual({ prefix: null, start: null, end: null });
  });

  it('refuses a prefix whose ids would spell those of another series (A1 + 01 = A + 101)', async () => {
    const a = await createCategory(db(), { name: 'Antiques' });
    const b = await createCategory(db(), { name: 'Bikes' });
    await setSeries(db(), a.id, 'A', 100, 199);
    const res = await put(b.id, series('A1', 1, 99));
    expect(res.json()).toEqual({ strPrefix: ['Its ids would clash with the category "Antiques" (both would have A101).'] });
    expect((await put(b.id, series('A10', 1, 9))).statusCode).toBe(400);
    expect((await put(b.id, series('A2', 1, 99))).statusCode).toBe(200);
  });

  it('keeps the series while vehicles hold ids that would fall outside, naming a few', async () => {
    const classic = await createCategory(db(), { name: 'Classic Cars' });
    await setSeries(db(), classic.id, 'SS', 1, 150);
    const show = await event();
    for (const id of ['SS001', 'SS002', 'SS003', 'SS004', 'SS120']) {
      await insertVehicle(db(), { eventId: show.id, categoryId: classic.id, uniqueId: id });
    }
    await insertVehicle(db(), { eventId: show.id, categoryId: classic.id, uniqueId: null });

    const shrunk = await put(classic.id, series('SS', 1, 100));
    expect(shrunk.statusCode).toBe(400);
    expect(shrunk.json()).toEqual({ intRangeUpto: ['A vehicle holds an id outside the new series: SS120. Change its vehicle id first.'] });

    const later = await put(classic.id, series('SS', 3, 150));
    expect(later.json()).toEqual({
      intStartRange: ['Vehicles hold ids outside the new series: SS001, SS002. Change their vehicle ids first.'],
    });

    const renamed = await put(classic.id, series('CC', 1, 150));
    expect(renamed.json()).toEqual({
      strPrefix: ['Vehicles hold ids outside the new series: SS001, SS002, SS003 and 2 more. Change their vehicle ids first.'],
    });

    // 1..1000 pads to four digits: SS001 would no longer be one of its ids.
    const padded = await put(classic.id, series('SS', 1, 1000));
    expect(padded.statusCode).toBe(400);
    expect(Object.keys(padded.json())).toEqual(['intRangeUpto']);

    expect(await seriesOf(classic.id)).toEqual({ prefix: 'SS', start: 1, end: 150 });
    // Growing the series within the same padding is fine; so is saving it unchanged.
    expect((await put(classic.id, series('SS', 1, 999))).statusCode).toBe(200);
    expect((await put(classic.id, series('SS', 1, 999))).statusCode).toBe(200);
  });

  it('404 for an unknown category', async () => {
    const res = await put(987_654, series('SS', 1, 10));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });
});

describe('deleting a category that vehicles use', () => {
  it('is refused with 409 naming how many vehicles use it; allowed once they are gone', async () => {
    const classic = await createCategory(db(), { name: 'Classic Cars' });
    const show = await event();
    await insertVehicle(db(), { eventId: show.id, categoryId: classic.id });
    await insertVehicle(db(), { eventId: show.id, categoryId: classic.id });
    await insertVehicle(db(), { eventId: show.id, categoryId: classic.id });

    const res = await ctx.app.inject({ method: 'DELETE', url: API.category(classic.id), headers: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'Category "Classic Cars" is used by 3 vehicles. Change or delete them first.' });
    expect(await seriesOf(classic.id)).toBeDefined();

    const lone = await createCategory(db(), { name: 'Lone' });
    await insertVehicle(db(), { eventId: show.id, categoryId: lone.id });
    const one = await ctx.app.inject({ method: 'DELETE', url: API.category(lone.id), headers: admin });
    expect(one.json()).toEqual({ detail: 'Category "Lone" is used by 1 vehicle. Change or delete them first.' });
  });
});

describe('changing the vehicle type of a category that vehicles use', () => {
  it('is refused with 409 (its vehicles are judged on that type’s parameters); a rename still works', async () => {
    const bikes = await createVehicleType(db(), 'Bike');
    const classic = await createCategory(db(), { name: 'Classic Cars' });
    const show = await event();
    await insertVehicle(db(), { eventId: show.id, categoryId: classic.id });

    const res = await put(classic.id, { intVehicleType: bikes.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'Category "Classic Cars" has 1 vehicle: its vehicle type cannot change while they are in it.' });
    const [row] = await db().select().from(categories).where(eq(categories.id, classic.id));
    expect(row?.vehicleTypeId).toBe(classic.vehicleTypeId);

    const renamed = await put(classic.id, { strVehicleCategoryName: 'Classics', intVehicleType: classic.vehicleTypeId });
    expect(renamed.statusCode).toBe(200);
    const empty = await createCategory(db(), { name: 'Empty' });
    expect((await put(empty.id, { intVehicleType: bikes.id })).statusCode).toBe(200);
  });
});
