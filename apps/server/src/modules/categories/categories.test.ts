import { asc, count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { auditLog, categories, eventCategories, events, media } from '../../db/schema/index.ts';
import { createCategory, createVehicleType, fetchImage, samplePng } from '../../../test/factories/catalogue.ts';
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
const counts = async () => ({
  categories: (await db().select({ n: count() }).from(categories))[0]?.n,
  media: (await db().select({ n: count() }).from(media))[0]?.n,
});
const auditRows = () => db().select().from(auditLog).where(eq(auditLog.entity, 'category')).orderBy(asc(auditLog.id));
const names = (body: { data: { strVehicleCategoryName: string }[] }) => body.data.map((c) => c.strVehicleCategoryName);

const served = (path: string) => fetchImage(ctx.app, path);
const pngIcon = async () => (await samplePng()).toString('base64');

describe('GET /api/vehicle/vehicle-category/', () => {
  it('lists categories by name (any case) with their vehicle type, filtered by type on request', async () => {
    const car = await createVehicleType(db(), 'Car');
    const bike = await createVehicleType(db(), 'Bike');
    const classic = await createCategory(db(), { vehicleTypeId: car.id, name: 'classic Cars' });
    await createCategory(db(), { vehicleTypeId: bike.id, name: 'Choppers' });
    await createCategory(db(), { vehicleTypeId: car.id, name: 'Modern' });
    await createCategory(db(), { vehicleTypeId: car.id, name: 'Antique' });

    const res = await call('GET', API.categories);
    expect(res.statusCode).toBe(200);
    expect(names(res.json())).toEqual(['Antique', 'Choppers', 'classic Cars', 'Modern']);
    expect(res.json().data[2]).toEqual({
      id: classic.id,
      intCategoryId: classic.id,
      strVehicleCategoryName: 'classic Cars',
      intVehicleType: car.id,
      strVehicleTypeTitle: 'Car',
      base64CategoryIcon: null,
      strPrefix: null,
      intStartRange: null,
      intRangeUpto: null,
    });

    const cars = (await call('GET', `${API.categories}?intVehicleType=${car.id}`)).json();
    expect(names(cars)).toEqual(['Antique', 'classic Cars', 'Modern']);
    expect(cars.pagination.total).toBe(3);
    expect((await call('GET', `${API.categories}?intVehicleType=abc`)).statusCode).toBe(400);
  });

  it('pages by 10 and gives every row with blnRemovePagination: true', async () => {
    const car = await createVehicleType(db(), 'Car');
    for (let i = 1; i <= 11; i++) await createCategory(db(), { vehicleTypeId: car.id, name: `Class ${String(i).padStart(2, '0')}` });

    const first = (await call('GET', API.categories)).json();
    expect(first.data).toHaveLength(10);
    expect(first.pagination).toEqual({ page: 1, pageSize: 10, total: 11, totalPages: 2 });
    const second = (await call('GET', `${API.categories}?page=2`)).json();
    expect(names(second)).toEqual(['Class 11']);
    expect(second.pagination).toEqual({ page: 2, pageSize: 10, total: 11, totalPages: 2 });

    const all = (await call('GET', API.categories, undefined, { ...admin, blnRemovePagination: 'true' })).json();
    expect(all.data).toHaveLength(11);
    expect(all).not.toHaveProperty('pagination');
  });
});

describe('GET /api/vehicle/vehicle-category/:id/', () => {
  it('gives one category; 404 for an unknown id, 400 for a malformed one', async () => {
    const row = await createCategory(db(), { name: 'Classic Cars' });
    const res = await call('GET', API.category(row.id));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: row.id, strVehicleCategoryName: 'Classic Cars' });
    const missing = await call('GET', API.category(row.id + 50));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Not found.' });
    expect((await call('GET', `${API.categories}x/`)).statusCode).toBe(400);
  });
});

describe('POST /api/vehicle/vehicle-category/', () => {
  it('creates a category (name trimmed, unknown fields dropped) and audits it', async () => {
    const car = await createVehicleType(db(), 'Car');
    const res = await call('POST', API.categories, { strVehicleCategoryName: ' Classic Cars ', intVehicleType: car.id, strPrefix: 'XX' });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toEqual({
      id: expect.any(Number),
      intCategoryId: data.id,
      strVehicleCategoryName: 'Classic Cars',
      intVehicleType: car.id,
      strVehicleTypeTitle: 'Car',
      base64CategoryIcon: null,
      strPrefix: null,
      intStartRange: null,
      intRangeUpto: null,
    });
    expect((await call('GET', API.category(data.id))).json()).toEqual({ data });
    const audit = await auditRows();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      userId: adminId,
      action: 'create',
      entityId: String(data.id),
      before: null,
      after: { id: data.id, name: 'Classic Cars', vehicleTypeId: car.id, icon: null },
    });
  });

  it.each([
    ['a blank name', { strVehicleCategoryName: ' ' }, { strVehicleCategoryName: ['This field is required.'] }],
    ['a missing name', { strVehicleCategoryName: undefined }, { strVehicleCategoryName: ['This field is required.'] }],
    ['a too long name', { strVehicleCategoryName: 'n'.repeat(61) }, { strVehicleCategoryName: ['Must be at most 60 characters.'] }],
    ['an unknown vehicle type', { intVehicleType: 9999 }, { intVehicleType: ['Unknown vehicle type.'] }],
  ])('refuses %s in the field shape, storing nothing', async (_name, change, expected) => {
    const car = await createVehicleType(db(), 'Car');
    const body = { strVehicleCategoryName: 'Classic', intVehicleType: car.id, ...change };
    const res = await call('POST', API.categories, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expected);
    expect(await counts()).toEqual({ categories: 0, media: 0 });
    expect(await auditRows()).toHaveLength(0);
  });

  it('refuses a duplicate name in any case', async () => {
    const car = await createVehicleType(db(), 'Car');
    await createCategory(db(), { vehicleTypeId: car.id, name: 'Classic Cars' });
    const res = await call('POST', API.categories, { strVehicleCategoryName: 'CLASSIC cars', intVehicleType: car.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ strVehicleCategoryName: ['A category with this name already exists.'] });
    expect(await counts()).toEqual({ categories: 1, media: 0 });
  });

  it('accepts an empty icon string as "no icon"', async () => {
    const car = await createVehicleType(db(), 'Car');
    const res = await call('POST', API.categories, { strVehicleCategoryName: 'Plain', intVehicleType: car.id, base64CategoryIcon: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.base64CategoryIcon).toBeNull();
    expect(await counts()).toEqual({ categories: 1, media: 0 });
  });
});

describe('PUT /api/vehicle/vehicle-category/:id/', () => {
  async function withIcon(name = 'Classic Cars') {
    const car = await createVehicleType(db(), `Type of ${name}`);
    const res = await call('POST', API.categories, {
      strVehicleCategoryName: name,
      intVehicleType: car.id,
      base64CategoryIcon: await pngIcon(),
    });
    return { car, created: res.json().data };
  }

  it('renames and moves a category, keeping its icon when none is sent, setting its vehicle-id series', async () => {
    const { created } = await withIcon();
    const bike = await createVehicleType(db(), 'Bike');
    const res = await call('PUT', API.category(created.id), {
      strVehicleCategoryName: 'Choppers',
      intVehicleType: bike.id,
      strPrefix: 'CH',
      intStartRange: 1,
      intRangeUpto: 50,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: created.id,
      strVehicleCategoryName: 'Choppers',
      intVehicleType: bike.id,
      strVehicleTypeTitle: 'Bike',
      base64CategoryIcon: created.base64CategoryIcon,
      strPrefix: 'CH',
      intStartRange: 1,
      intRangeUpto: 50,
    });
    expect((await served(created.base64CategoryIcon)).type).toBe('image/png');
  });

  it('refuses a taken name, an unknown type and a blank name, changing nothing', async () => {
    const { created } = await withIcon('Classic Cars');
    await withIcon('Modern');
    const before = await counts();

    const taken = await call('PUT', API.category(created.id), { strVehicleCategoryName: 'modern' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ strVehicleCategoryName: ['A category with this name already exists.'] });

    const unknown = await call('PUT', API.category(created.id), { intVehicleType: 9999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ intVehicleType: ['Unknown vehicle type.'] });

    const blank = await call('PUT', API.category(created.id), { strVehicleCategoryName: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ strVehicleCategoryName: ['This field is required.'] });

    expect(await counts()).toEqual(before);
    expect((await call('GET', API.category(created.id))).json().data).toEqual(created);
    expect((await auditRows()).filter((a) => a.action === 'update')).toHaveLength(0);
  });

  it('answers 404 for an unknown id', async () => {
    const res = await call('PUT', API.category(321), { strVehicleCategoryName: 'Nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });
});

describe('DELETE /api/vehicle/vehicle-category/:id/', () => {
  it('removes the category, its icon and its event mappings, and audits what it was', async () => {
    const car = await createVehicleType(db(), 'Car');
    const created = (
      await call('POST', API.categories, { strVehicleCategoryName: 'Classic', intVehicleType: car.id, base64CategoryIcon: await pngIcon() })
    ).json().data;
    const other = await createCategory(db(), { vehicleTypeId: car.id, name: 'Other' });
    const [show] = await db().insert(events).values({ title: 'Show', location: 'Field', startsAt: new Date() }).returning();
    if (!show) throw new Error('event insert returned nothing');
    await db()
      .insert(eventCategories)
      .values([
        { eventId: show.id, categoryId: created.id },
        { eventId: show.id, categoryId: other.id },
      ]);

    const res = await call('DELETE', API.category(created.id));
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await call('GET', API.category(created.id))).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: created.base64CategoryIcon })).statusCode).toBe(404);
    expect(await counts()).toEqual({ categories: 1, media: 0 });
    expect(await db().select().from(eventCategories)).toEqual([{ eventId: show.id, categoryId: other.id }]);

    const [audit] = (await auditRows()).filter((a) => a.action === 'delete');
    expect(audit).toMatchObject({
      userId: adminId,
      entityId: String(created.id),
      before: { id: created.id, name: 'Classic', icon: created.base64CategoryIcon, eventIds: [show.id] },
      after: null,
    });
  });

  it('answers 404 for an unknown id', async () => {
    const res = await call('DELETE', API.category(55));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });

  it('makes the vehicle type removable again once its last category is gone', async () => {
    const car = await createVehicleType(db(), 'Car');
    const only = await createCategory(db(), { vehicleTypeId: car.id, name: 'Only' });
    expect((await call('DELETE', API.vehicleType(car.id))).statusCode).toBe(409);
    expect((await call('DELETE', API.category(only.id))).statusCode).toBe(204);
    expect((await call('DELETE', API.vehicleType(car.id))).statusCode).toBe(204);
  });
});

describe('a judge', () => {
  it('can read categories but not create, change or remove them', async () => {
    const row = await createCategory(db(), { name: 'Classic' });
    expect((await call('GET', API.categories, undefined, judge)).statusCode).toBe(200);
    expect((await call('GET', API.category(row.id), undefined, judge)).statusCode).toBe(200);

    const writes = [
      await call('POST', API.categories, { strVehicleCategoryName: 'New', intVehicleType: row.vehicleTypeId }, judge),
      await call('PUT', API.category(row.id), { strVehicleCategoryName: 'Renamed' }, judge),
      await call('DELETE', API.category(row.id), undefined, judge),
    ];
    expect(writes.map((r) => r.statusCode)).toEqual([403, 403, 403]);
    const rows = await db().select().from(categories);
    expect(rows.map((r) => r.name)).toEqual(['Classic']);
  });
});
