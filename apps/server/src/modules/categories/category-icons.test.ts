import { randomBytes } from 'node:crypto';
import { asc, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { auditLog, categories, media } from '../../db/schema/index.ts';
import {
  createCategory,
  createVehicleType,
  fetchImage,
  sampleGif,
  sampleJpegWithExif,
  samplePng,
} from '../../../test/factories/catalogue.ts';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';

/** Category icons: uploaded as base64 JSON, checked by content, stored in `media`, served from /media. */

let ctx!: TestContext;
useTestContext((c) => (ctx = c));

let admin: { authorization: string };
let adminId: number;

beforeEach(async () => {
  const signedIn = await ctx.authAs('admin');
  admin = signedIn.headers;
  adminId = signedIn.user.id;
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });

const db = () => ctx.database.db;
const counts = async () => ({
  categories: (await db().select({ n: count() }).from(categories))[0]?.n,
  media: (await db().select({ n: count() }).from(media))[0]?.n,
});
const auditRows = () => db().select().from(auditLog).where(eq(auditLog.entity, 'category')).orderBy(asc(auditLog.id));
const served = (path: string) => fetchImage(ctx.app, path);
const base64 = async (image: Promise<Buffer>) => (await image).toString('base64');

const IMAGE_ERROR = { base64CategoryIcon: ['Please upload an image in png / jpg format'] };

describe('POST with an icon', () => {
  it('stores a PNG, serves it back from /media as a PNG, and audits its path, not its bytes', async () => {
    const car = await createVehicleType(db(), 'Car');
    const icon = await base64(samplePng());
    const res = await call('POST', API.categories, {
      strVehicleCategoryName: ' Classic Cars ',
      intVehicleType: car.id,
      base64CategoryIcon: icon,
    });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      intCategoryId: data.id,
      strVehicleCategoryName: 'Classic Cars',
      intVehicleType: car.id,
      strVehicleTypeTitle: 'Car',
    });
    expect(data.base64CategoryIcon).toMatch(/^\/media\/[0-9a-f-]{36}$/);

    const image = await served(data.base64CategoryIcon);
    expect(image.type).toBe('image/png');
    expect(image.meta).toMatchObject({ format: 'png', width: 64, height: 48, hasAlpha: true });
    expect((await call('GET', API.category(data.id))).json().data.base64CategoryIcon).toBe(data.base64CategoryIcon);

    const audit = await auditRows();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      userId: adminId,
      action: 'create',
      entityId: String(data.id),
      after: { id: data.id, name: 'Classic Cars', vehicleTypeId: car.id, icon: data.base64CategoryIcon },
    });
    expect(JSON.stringify(audit)).not.toContain(icon.slice(0, 40));
  });

  it('accepts a JPEG (also as a data URL) and strips its EXIF', async () => {
    const car = await createVehicleType(db(), 'Car');
    const jpeg = await base64(sampleJpegWithExif());
    expect((await sharp(Buffer.from(jpeg, 'base64')).metadata()).exif).toBeDefined();
    const res = await call('POST', API.categories, {
      strVehicleCategoryName: 'Modern',
      intVehicleType: car.id,
      base64CategoryIcon: `data:image/jpeg;base64,${jpeg}`,
    });
    expect(res.statusCode).toBe(201);
    const image = await served(res.json().data.base64CategoryIcon);
    expect(image.type).toBe('image/jpeg');
    expect(image.meta).toMatchObject({ format: 'jpeg', width: 80, height: 60 });
    expect(image.meta.exif).toBeUndefined();
    expect(image.bytes.includes(Buffer.from('SpyCam'))).toBe(false);
  });

  it('takes bodies over the default 1 MiB (a large photo); without an icon the field reads null', async () => {
    const car = await createVehicleType(db(), 'Car');
    const noise = sharp(randomBytes(720 * 720 * 3), { raw: { width: 720, height: 720, channels: 3 } })
      .png()
      .toBuffer();
    const big = await base64(noise);
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const res = await call('POST', API.categories, { strVehicleCategoryName: 'Big', intVehicleType: car.id, base64CategoryIcon: big });
    expect(res.statusCode).toBe(201);
    expect((await served(res.json().data.base64CategoryIcon)).meta.format).toBe('jpeg');

    const plain = await call('POST', API.categories, { strVehicleCategoryName: 'Plain', intVehicleType: car.id });
    expect(plain.statusCode).toBe(201);
    expect(plain.json().data.base64CategoryIcon).toBeNull();
    expect(await counts()).toEqual({ categories: 2, media: 1 });
  });

  it.each([
    ['a GIF', () => base64(sampleGif()), IMAGE_ERROR],
    ['a text file', async () => Buffer.from('I am not a picture, honest').toString('base64'), IMAGE_ERROR],
    ['a truncated PNG', async () => (await samplePng(300, 300)).subarray(0, 150).toString('base64'), IMAGE_ERROR],
    ['text that is not base64', async () => 'this is <not> base64!', IMAGE_ERROR],
    [
      'a base64 string over the image limit',
      async () => 'A'.repeat(11_300_000),
      { base64CategoryIcon: ['The image must be at most 8 MB.'] },
    ],
  ])('refuses %s and stores nothing', async (_name, make, expected) => {
    const car = await createVehicleType(db(), 'Car');
    const res = await call('POST', API.categories, {
      strVehicleCategoryName: 'Classic',
      intVehicleType: car.id,
      base64CategoryIcon: await make(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expected);
    expect(await counts()).toEqual({ categories: 0, media: 0 });
    expect(await auditRows()).toHaveLength(0);
  });

  it('refuses a body over 12 MiB with 413, storing nothing', async () => {
    const car = await createVehicleType(db(), 'Car');
    const res = await call('POST', API.categories, {
      strVehicleCategoryName: 'Huge',
      intVehicleType: car.id,
      base64CategoryIcon: 'A'.repeat(12 * 1024 * 1024 + 10),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'Request body is too large.' });
    expect(await counts()).toEqual({ categories: 0, media: 0 });
  });

  it.each([
    [
      'a duplicate name',
      { strVehicleCategoryName: 'CLASSIC cars' },
      { strVehicleCategoryName: ['A category with this name already exists.'] },
    ],
    ['an unknown vehicle type', { intVehicleType: 9999 }, { intVehicleType: ['Unknown vehicle type.'] }],
  ])('rolls back the image saved with a category refused for %s', async (_name, change, expected) => {
    const car = await createVehicleType(db(), 'Car');
    await createCategory(db(), { vehicleTypeId: car.id, name: 'Classic Cars' });
    const body = { strVehicleCategoryName: 'Other', intVehicleType: car.id, base64CategoryIcon: await base64(samplePng()), ...change };
    const res = await call('POST', API.categories, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expected);
    expect(await counts()).toEqual({ categories: 1, media: 0 });
    expect(await auditRows()).toHaveLength(0);
  });
});

describe('PUT with an icon', () => {
  async function withIcon(name: string) {
    const car = await createVehicleType(db(), `Type of ${name}`);
    const res = await call('POST', API.categories, {
      strVehicleCategoryName: name,
      intVehicleType: car.id,
      base64CategoryIcon: await base64(samplePng()),
    });
    return res.json().data;
  }

  it('replaces the icon, removing the old image, and audits both as paths', async () => {
    const created = await withIcon('Classic Cars');
    const res = await call('PUT', API.category(created.id), { base64CategoryIcon: await base64(sampleJpegWithExif()) });
    expect(res.statusCode).toBe(200);
    const newPath = res.json().data.base64CategoryIcon;
    expect(newPath).not.toBe(created.base64CategoryIcon);
    expect(res.json().data.strVehicleCategoryName).toBe('Classic Cars');
    expect((await served(newPath)).meta.format).toBe('jpeg');
    expect((await ctx.app.inject({ method: 'GET', url: created.base64CategoryIcon })).statusCode).toBe(404);
    expect(await counts()).toEqual({ categories: 1, media: 1 });

    const audit = (await auditRows()).filter((a) => a.action === 'update');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      userId: adminId,
      before: { id: created.id, name: 'Classic Cars', icon: created.base64CategoryIcon },
      after: { id: created.id, name: 'Classic Cars', icon: newPath },
    });
  });

  it('keeps the old icon when the new one is refused or its update fails', async () => {
    const created = await withIcon('Classic Cars');
    await withIcon('Modern');
    const before = await counts();

    const gif = await call('PUT', API.category(created.id), { base64CategoryIcon: await base64(sampleGif()) });
    expect(gif.statusCode).toBe(400);
    expect(gif.json()).toEqual(IMAGE_ERROR);

    const taken = await call('PUT', API.category(created.id), {
      strVehicleCategoryName: 'modern',
      base64CategoryIcon: await base64(sampleJpegWithExif()),
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ strVehicleCategoryName: ['A category with this name already exists.'] });

    expect(await counts()).toEqual(before);
    expect((await call('GET', API.category(created.id))).json().data).toEqual(created);
    expect((await served(created.base64CategoryIcon)).type).toBe('image/png');
    expect((await auditRows()).filter((a) => a.action === 'update')).toHaveLength(0);
  });
});
