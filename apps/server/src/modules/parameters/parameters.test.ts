import { asc, count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { auditLog, parameters } from '../../db/schema/index.ts';
import { createParameter, createVehicleType } from '../../../test/factories/catalogue.ts';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';

let ctx!: TestContext;
useTestContext((c) => (ctx = c));

type Method = 'GET' | 'POST' | 'DELETE';
let admin: { authorization: string };
let adminId: number;
let judge: { authorization: string };

beforeEach(async () => {
  const signedIn = await ctx.authAs('admin');
  admin = signedIn.headers;
  adminId = signedIn.user.id;
  judge = (await ctx.authAs('judge')).headers;
});

const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = admin) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const listOf = (typeId: number | string, headers: Record<string, string> = admin) =>
  call('GET', `${API.parameters}?intVehicleTypeId=${typeId}`, undefined, headers);

const db = () => ctx.database.db;
const parameterCount = async () => (await db().select({ n: count() }).from(parameters))[0]?.n;
const auditRows = () => db().select().from(auditLog).where(eq(auditLog.entity, 'parameter')).orderBy(asc(auditLog.id));
const titles = (body: { data: { strParameterTitle: string }[] }) => body.data.map((p) => p.strParameterTitle);

describe('GET /api/vehicle/parameter/?intVehicleTypeId=', () => {
  it("lists the type's live parameters in the order they were added", async () => {
    const car = await createVehicleType(db(), 'Car');
    const bike = await createVehicleType(db(), 'Bike');
    const paint = await createParameter(db(), { vehicleTypeId: car.id, title: 'Paint', scoreLimit: 20 });
    await createParameter(db(), { vehicleTypeId: bike.id, title: 'Chrome' });
    await createParameter(db(), { vehicleTypeId: car.id, title: 'Engine' });
    await createParameter(db(), { vehicleTypeId: car.id, title: 'Old', retiredAt: new Date() });
    await createParameter(db(), { vehicleTypeId: car.id, title: 'Attention to detail' });

    const res = await listOf(car.id);
    expect(res.statusCode).toBe(200);
    expect(titles(res.json())).toEqual(['Paint', 'Engine', 'Attention to detail']);
    expect(res.json().data[0]).toEqual({ id: paint.id, strParameterTitle: 'Paint', intScoreLimit: 20, intVehicleTypeId: car.id });
    expect(res.json().pagination).toEqual({ page: 1, pageSize: 10, total: 3, totalPages: 1 });
  });

  it('pages by 10 and gives every row with blnRemovePagination: true', async () => {
    const car = await createVehicleType(db(), 'Car');
    for (let i = 1; i <= 11; i++) await createParameter(db(), { vehicleTypeId: car.id, title: `P${i}` });
    await createParameter(db(), { vehicleTypeId: car.id, title: 'Retired', retiredAt: new Date() });

    const first = (await listOf(car.id)).json();
    expect(first.data).toHaveLength(10);
    expect(first.pagination).toEqual({ page: 1, pageSize: 10, total: 11, totalPages: 2 });
    const second = (await call('GET', `${API.parameters}?intVehicleTypeId=${car.id}&page=2`)).json();
    expect(titles(second)).toEqual(['P11']);
    expect(second.pagination).toEqual({ page: 2, pageSize: 10, total: 11, totalPages: 2 });

    const all = (await listOf(car.id, { ...admin, blnRemovePagination: 'true' })).json();
    expect(all.data).toHaveLength(11);
    expect(all).not.toHaveProperty('pagination');
  });

  it('answers an empty list for a type without parameters', async () => {
    const car = await createVehicleType(db(), 'Car');
    expect((await listOf(car.id)).json()).toEqual({ data: [], pagination: { page: 1, pageSize: 10, total: 0, totalPages: 1 } });
  });

  it('needs a valid intVehicleTypeId (400) of an existing type (404)', async () => {
    const missing = await call('GET', API.parameters);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ intVehicleTypeId: [expect.any(String)] });

    for (const bad of ['abc', '0', '-3', '1.5']) {
      const res = await listOf(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(Object.keys(res.json())).toEqual(['intVehicleTypeId']);
    }

    const unknown = await listOf(777);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Not found.' });
  });
});

describe('POST /api/vehicle/parameter/', () => {
  it('adds a parameter with the default limit of 10 and audits it', async () => {
    const car = await createVehicleType(db(), 'Car');
    const res = await call('POST', API.parameters, { strParameterTitle: ' Build quality ', intVehicleType: car.id });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toEqual({ id: expect.any(Number), strParameterTitle: 'Build quality', intScoreLimit: 10, intVehicleTypeId: car.id });
    expect(titles((await listOf(car.id)).json())).toEqual(['Build quality']);

    const audit = await auditRows();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      userId: adminId,
      action: 'create',
      entityId: String(data.id),
      after: { id: data.id, title: 'Build quality', scoreLimit: 10, vehicleTypeId: car.id },
    });
  });

  it('takes a score limit between 1 and 100 (also as a numeric string)', async () => {
    const car = await createVehicleType(db(), 'Car');
    const res = await call('POST', API.parameters, { strParameterTitle: 'Engine', intVehicleType: String(car.id), intScoreLimit: '25' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.intScoreLimit).toBe(25);
    const [stored] = await db().select().from(parameters);
    expect(stored?.scoreLimit).toBe(25);
  });

  it.each([
    ['a blank title', { strParameterTitle: '  ' }, { strParameterTitle: ['This field is required.'] }],
    ['no title', { strParameterTitle: undefined }, { strParameterTitle: ['This field is required.'] }],
    ['a limit of 0', { intScoreLimit: 0 }, { intScoreLimit: ['Must be at least 1.'] }],
    ['a limit of 101', { intScoreLimit: 101 }, { intScoreLimit: ['Must be at most 100.'] }],
    ['a fractional limit', { intScoreLimit: 2.5 }, { intScoreLimit: ['Must be a whole number.'] }],
    ['no vehicle type', { intVehicleType: undefined }, { intVehicleType: [expect.any(String)] }],
  ])('refuses %s in the field shape, storing nothing', async (_name, change, expected) => {
    const car = await createVehicleType(db(), 'Car');
    const body = { strParameterTitle: 'Paint', intVehicleType: car.id, ...change };
    const res = await call('POST', API.parameters, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expected);
    expect(await parameterCount()).toBe(0);
    expect(await auditRows()).toHaveLength(0);
  });

  it('refuses an unknown vehicle type', async () => {
    const res = await call('POST', API.parameters, { strParameterTitle: 'Paint', intVehicleType: 9999 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ intVehicleType: ['Unknown vehicle type.'] });
    expect(await parameterCount()).toBe(0);
  });

  it('refuses a live duplicate in the same type, but not in another type or over a retired one', async () => {
    const car = await createVehicleType(db(), 'Car');
    const bike = await createVehicleType(db(), 'Bike');
    await createParameter(db(), { vehicleTypeId: car.id, title: 'Paint' });
    await createParameter(db(), { vehicleTypeId: car.id, title: 'Chrome', retiredAt: new Date() });

    const dup = await call('POST', API.parameters, { strParameterTitle: 'PAINT', intVehicleType: car.id });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toEqual({ strParameterTitle: ['This parameter already exists for the vehicle type.'] });

    expect((await call('POST', API.parameters, { strParameterTitle: 'Paint', intVehicleType: bike.id })).statusCode).toBe(201);
    expect((await call('POST', API.parameters, { strParameterTitle: 'chrome', intVehicleType: car.id })).statusCode).toBe(201);
    expect(titles((await listOf(car.id)).json())).toEqual(['Paint', 'chrome']);
    expect(await parameterCount()).toBe(4);
  });

  it('keeps one of several concurrent adds of the same title', async () => {
    const car = await createVehicleType(db(), 'Car');
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => call('POST', API.parameters, { strParameterTitle: 'Paint', intVehicleType: car.id })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400]);
    expect(await parameterCount()).toBe(1);
  });
});

describe('DELETE /api/vehicle/parameter/:id/', () => {
  it('retires the parameter: hidden from lists and counts, kept in the database, audited', async () => {
    const car = await createVehicleType(db(), 'Car');
    const paint = await createParameter(db(), { vehicleTypeId: car.id, title: 'Paint' });
    await createParameter(db(), { vehicleTypeId: car.id, title: 'Engine' });

    const res = await call('DELETE', API.parameter(paint.id));
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    expect(titles((await listOf(car.id)).json())).toEqual(['Engine']);
    expect((await call('GET', API.vehicleType(car.id))).json().data.intParameterCount).toBe(1);
    const [kept] = await db().select().from(parameters).where(eq(parameters.id, paint.id));
    expect(kept?.title).toBe('Paint');
    expect(kept?.retiredAt).toBeInstanceOf(Date);

    const [audit] = await auditRows();
    expect(audit).toMatchObject({
      userId: adminId,
      action: 'delete',
      entityId: String(paint.id),
      before: { id: paint.id, title: 'Paint', scoreLimit: 10, vehicleTypeId: car.id },
      after: { id: paint.id, title: 'Paint', retiredAt: expect.any(String) },
    });
  });

  it('answers 404 for an unknown or already retired parameter', async () => {
    const paint = await createParameter(db(), { title: 'Paint' });
    expect((await call('DELETE', API.parameter(paint.id))).statusCode).toBe(204);
    const again = await call('DELETE', API.parameter(paint.id));
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: 'Not found.' });
    expect((await call('DELETE', API.parameter(paint.id + 100))).statusCode).toBe(404);
    expect((await call('DELETE', `${API.parameters}abc/`)).statusCode).toBe(400);
    expect(await auditRows()).toHaveLength(1);
  });
});

describe('a judge', () => {
  it('can read parameters but not add or retire them', async () => {
    const car = await createVehicleType(db(), 'Car');
    const paint = await createParameter(db(), { vehicleTypeId: car.id, title: 'Paint' });
    const read = await listOf(car.id, judge);
    expect(read.statusCode).toBe(200);
    expect(titles(read.json())).toEqual(['Paint']);

    const add = await call('POST', API.parameters, { strParameterTitle: 'Engine', intVehicleType: car.id }, judge);
    const retire = await call('DELETE', API.parameter(paint.id), undefined, judge);
    expect([add.statusCode, retire.statusCode]).toEqual([403, 403]);
    const rows = await db().select().from(parameters);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.retiredAt).toBeNull();
  });
});

describe('the OpenAPI document', () => {
  it('describes the parameter routes with a summary', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs' })).json();
    const list = doc.paths['/api/vehicle/parameter/'];
    expect(list.get.summary).toEqual(expect.any(String));
    expect(list.get.parameters.map((p: { name: string }) => p.name)).toContain('intVehicleTypeId');
    expect(list.post.tags).toEqual(['parameters']);
    expect(doc.paths['/api/vehicle/parameter/{id}/'].delete.description).toMatch(/retired/i);
  });
});
