import { asc, count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { auditLog, categories, parameters, vehicleTypes } from '../../db/schema/index.ts';
import { createCategory, createParameter, createVehicleType } from '../../../test/factories/catalogue.ts';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';

let ctx!: TestContext;
useTestContext((c) => (ctx = c));

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
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

const db = () => ctx.database.db;
const typeCount = async () => (await db().select({ n: count() }).from(vehicleTypes))[0]?.n;
const auditRows = () => db().select().from(auditLog).where(eq(auditLog.entity, 'vehicle-type')).orderBy(asc(auditLog.id));

describe('GET /api/vehicle/vehicle-type/', () => {
  it('lists types by title regardless of case, with category and live parameter counts', async () => {
    const car = await createVehicleType(db(), 'car');
    await createVehicleType(db(), 'Bus');
    await createVehicleType(db(), 'Aeroplane');
    await createCategory(db(), { vehicleTypeId: car.id, name: 'Classic Cars' });
    await createParameter(db(), { vehicleTypeId: car.id, title: 'Paint' });
    await createParameter(db(), { vehicleTypeId: car.id, title: 'Chrome' });
    await createParameter(db(), { vehicleTypeId: car.id, title: 'Old', retiredAt: new Date() });

    const res = await call('GET', API.vehicleTypes);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.map((t: { strVehicleTypeTitle: string }) => t.strVehicleTypeTitle)).toEqual(['Aeroplane', 'Bus', 'car']);
    expect(data[2]).toEqual({ id: car.id, strVehicleTypeTitle: 'car', intCategoryCount: 1, intParameterCount: 2 });
    expect(data[0]).toMatchObject({ intCategoryCount: 0, intParameterCount: 0 });
  });

  it('pages by 10 and gives every row with blnRemovePagination: true', async () => {
    for (let i = 1; i <= 12; i++) await createVehicleType(db(), `Type ${String(i).padStart(2, '0')}`);

    const first = (await call('GET', API.vehicleTypes)).json();
    expect(first.data).toHaveLength(10);
    expect(first.data[0].strVehicleTypeTitle).toBe('Type 01');
    expect(first.pagination).toEqual({ page: 1, pageSize: 10, total: 12, totalPages: 2 });

    const second = (await call('GET', `${API.vehicleTypes}?page=2`)).json();
    expect(second.data.map((t: { strVehicleTypeTitle: string }) => t.strVehicleTypeTitle)).toEqual(['Type 11', 'Type 12']);
    expect(second.pagination).toEqual({ page: 2, pageSize: 10, total: 12, totalPages: 2 });

    const beyond = (await call('GET', `${API.vehicleTypes}?page=3`)).json();
    expect(beyond.data).toEqual([]);

    const all = await call('GET', API.vehicleTypes, undefined, { ...admin, blnRemovePagination: 'true' });
    expect(all.json().data).toHaveLength(12);
    expect(all.json()).not.toHaveProperty('pagination');
  });

  it('refuses a malformed page number', async () => {
    const res = await call('GET', `${API.vehicleTypes}?page=0`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ page: [expect.any(String)] });
  });
});

describe('GET /api/vehicle/vehicle-type/:id/', () => {
  it('gives one type, 404 for an unknown id and 400 for a malformed one', async () => {
    const bus = await createVehicleType(db(), 'Bus');
    const res = await call('GET', API.vehicleType(bus.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { id: bus.id, strVehicleTypeTitle: 'Bus', intCategoryCount: 0, intParameterCount: 0 } });

    const missing = await call('GET', API.vehicleType(bus.id + 1000));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Not found.' });

    const bad = await call('GET', `${API.vehicleTypes}abc/`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('id');
  });
});

describe('POST /api/vehicle/vehicle-type/', () => {
  it('creates a type (title trimmed, unknown fields dropped) and audits it', async () => {
    const res = await call('POST', API.vehicleTypes, { strVehicleTypeTitle: '  Motorcycle ', id: 999 });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toEqual({ id: expect.any(Number), strVehicleTypeTitle: 'Motorcycle', intCategoryCount: 0, intParameterCount: 0 });
    expect(data.id).not.toBe(999);

    const [stored] = await db().select().from(vehicleTypes);
    expect(stored).toMatchObject({ id: data.id, title: 'Motorcycle' });
    const audit = await auditRows();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      userId: adminId,
      action: 'create',
      entityId: String(data.id),
      before: null,
      after: { id: data.id, title: 'Motorcycle' },
    });
  });

  it.each([
    ['blank', { strVehicleTypeTitle: '   ' }, 'This field is required.'],
    ['missing', {}, 'This field is required.'],
    ['too long', { strVehicleTypeTitle: 'x'.repeat(61) }, 'Must be at most 60 characters.'],
  ])('refuses a %s title in the field shape and stores nothing', async (_name, body, message) => {
    const res = await call('POST', API.vehicleTypes, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ strVehicleTypeTitle: [message] });
    expect(await typeCount()).toBe(0);
    expect(await auditRows()).toHaveLength(0);
  });

  it('refuses a duplicate title whatever its case', async () => {
    await createVehicleType(db(), 'Car');
    const res = await call('POST', API.vehicleTypes, { strVehicleTypeTitle: 'cAR' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ strVehicleTypeTitle: ['A vehicle type with this name already exists.'] });
    expect(await typeCount()).toBe(1);
    expect(await auditRows()).toHaveLength(0);
  });

  it('keeps exactly one of several concurrent creates of the same title', async () => {
    const results = await Promise.all(
      ['Truck', 'truck', 'TRUCK', 'Truck', 'tRuck'].map((title) => call('POST', API.vehicleTypes, { strVehicleTypeTitle: title })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 400, 400, 400, 400]);
    for (const r of results.filter((x) => x.statusCode === 400)) {
      expect(r.json()).toEqual({ strVehicleTypeTitle: ['A vehicle type with this name already exists.'] });
    }
    expect(await typeCount()).toBe(1);
    expect(await auditRows()).toHaveLength(1);
  });
});

describe('PUT /api/vehicle/vehicle-type/:id/', () => {
  it('renames a type, keeps its counts and audits before and after', async () => {
    const car = await createVehicleType(db(), 'Car');
    await createCategory(db(), { vehicleTypeId: car.id });
    const res = await call('PUT', API.vehicleType(car.id), { strVehicleTypeTitle: 'Cars' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { id: car.id, strVehicleTypeTitle: 'Cars', intCategoryCount: 1, intParameterCount: 0 } });
    expect((await call('GET', API.vehicleType(car.id))).json().data.strVehicleTypeTitle).toBe('Cars');
    const [audit] = await auditRows();
    expect(audit).toMatchObject({
      userId: adminId,
      action: 'update',
      entityId: String(car.id),
      before: { id: car.id, title: 'Car' },
      after: { id: car.id, title: 'Cars' },
    });
  });

  it("may change only the case of the type's own title", async () => {
    const car = await createVehicleType(db(), 'car');
    const res = await call('PUT', API.vehicleType(car.id), { strVehicleTypeTitle: 'CAR' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.strVehicleTypeTitle).toBe('CAR');
  });

  it("refuses another type's title, a blank title and an unknown id, changing nothing", async () => {
    const car = await createVehicleType(db(), 'Car');
    await createVehicleType(db(), 'Bus');

    const dup = await call('PUT', API.vehicleType(car.id), { strVehicleTypeTitle: 'BUS' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toEqual({ strVehicleTypeTitle: ['A vehicle type with this name already exists.'] });

    const blank = await call('PUT', API.vehicleType(car.id), { strVehicleTypeTitle: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ strVehicleTypeTitle: ['This field is required.'] });

    const missing = await call('PUT', API.vehicleType(car.id + 1000), { strVehicleTypeTitle: 'Van' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Not found.' });

    const [stored] = await db().select().from(vehicleTypes).where(eq(vehicleTypes.id, car.id));
    expect(stored?.title).toBe('Car');
    expect(await auditRows()).toHaveLength(0);
  });
});

describe('DELETE /api/vehicle/vehicle-type/:id/', () => {
  it('removes an unused type with its parameters and audits what went', async () => {
    const van = await createVehicleType(db(), 'Van');
    await createParameter(db(), { vehicleTypeId: van.id, title: 'Paint' });
    await createParameter(db(), { vehicleTypeId: van.id, title: 'Old', retiredAt: new Date() });
    const keep = await createVehicleType(db(), 'Car');
    await createParameter(db(), { vehicleTypeId: keep.id, title: 'Paint' });

    const res = await call('DELETE', API.vehicleType(van.id));
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await call('GET', API.vehicleType(van.id))).statusCode).toBe(404);
    const left = await db().select().from(parameters);
    expect(left.map((p) => p.vehicleTypeId)).toEqual([keep.id]);

    const [audit] = await auditRows();
    expect(audit).toMatchObject({
      userId: adminId,
      action: 'delete',
      entityId: String(van.id),
      before: {
        id: van.id,
        title: 'Van',
        parameters: [
          { title: 'Paint', retired: false },
          { title: 'Old', retired: true },
        ],
      },
      after: null,
    });
  });

  it('refuses (409) a type that categories use, naming them, and deletes nothing', async () => {
    const car = await createVehicleType(db(), 'Car');
    await createCategory(db(), { vehicleTypeId: car.id, name: 'Modern Classics' });
    await createCategory(db(), { vehicleTypeId: car.id, name: 'Classic Cars' });
    await createParameter(db(), { vehicleTypeId: car.id });

    const res = await call('DELETE', API.vehicleType(car.id));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      detail: 'Vehicle type "Car" is used by 2 categories: Classic Cars, Modern Classics. Change or delete them first.',
    });
    expect(await typeCount()).toBe(1);
    expect((await db().select({ n: count() }).from(categories))[0]?.n).toBe(2);
    expect((await db().select({ n: count() }).from(parameters))[0]?.n).toBe(1);
    expect(await auditRows()).toHaveLength(0);
  });

  it('speaks of one category in the singular', async () => {
    const bike = await createVehicleType(db(), 'Bike');
    await createCategory(db(), { vehicleTypeId: bike.id, name: 'Choppers' });
    const res = await call('DELETE', API.vehicleType(bike.id));
    expect(res.json().detail).toBe('Vehicle type "Bike" is used by 1 category: Choppers. Change or delete them first.');
  });

  it('answers 404 for an unknown id', async () => {
    const res = await call('DELETE', API.vehicleType(4242));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });
});

describe('a judge', () => {
  it('can read vehicle types but not change them', async () => {
    const car = await createVehicleType(db(), 'Car');
    expect((await call('GET', API.vehicleTypes, undefined, judge)).statusCode).toBe(200);
    expect((await call('GET', API.vehicleType(car.id), undefined, judge)).statusCode).toBe(200);

    const writes = [
      await call('POST', API.vehicleTypes, { strVehicleTypeTitle: 'Van' }, judge),
      await call('PUT', API.vehicleType(car.id), { strVehicleTypeTitle: 'Van' }, judge),
      await call('DELETE', API.vehicleType(car.id), undefined, judge),
    ];
    expect(writes.map((r) => r.statusCode)).toEqual([403, 403, 403]);
    const rows = await db().select().from(vehicleTypes);
    expect(rows.map((r) => r.title)).toEqual(['Car']);
  });
});

describe('the OpenAPI document', () => {
  it('describes every vehicle-type route', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs' })).json();
    expect(Object.keys(doc.paths['/api/vehicle/vehicle-type/'])).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(doc.paths['/api/vehicle/vehicle-type/{id}/'])).toEqual(expect.arrayContaining(['get', 'put', 'delete']));
    expect(doc.paths['/api/vehicle/vehicle-type/'].post.tags).toEqual(['vehicle-types']);
  });
});
