import { crc32 } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { media } from '../../src/db/schema/index.ts';
import { createShow, sendVehicleForm, vehicleForm } from '../factories/vehicles.ts';
import { judgeForm, sendJudgeForm } from '../factories/judges.ts';
import { samplePng } from '../factories/catalogue.ts';
import { eventBody } from '../factories/events.ts';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';
import { watchDatabase } from './db-watch.ts';

/**
 * Every route that takes a picture, fed the files the module tests try on one route or on the
 * image library alone: a decompression bomb, a scripted SVG, and a PNG with a page appended
 * (accepted, but what is stored is the re-encoded picture, without the payload). The upload
 * limits, mislabelled files, zip bombs and spreadsheets with macros or external links are
 * tested by the modules (vehicle-import-safety, vehicles, judges-create, category-icons).
 */

let ctx: TestContext;
let headers: { authorization: string };
let show: Awaited<ReturnType<typeof createShow>>;
beforeAll(async () => {
  ctx = await createTestContext();
  headers = (await ctx.authAs('admin')).headers;
  show = await createShow(ctx);
});
afterAll(() => ctx?.close());

/** A real PNG whose header claims a 100,000 × 100,000 canvas: tiny on the wire, 40 GB decoded. */
async function decompressionBomb(): Promise<Buffer> {
  const png = Buffer.from(await samplePng(8, 8));
  // IHDR is the first chunk: length (4), type (4), then width and height, then its CRC.
  png.writeUInt32BE(100_000, 16);
  png.writeUInt32BE(100_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

const PAYLOAD = '<script>alert(document.domain)</script>';
const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)">${PAYLOAD}</svg>`);

/** One way to send a picture, per route. Answers the response. */
const routes: Record<string, (file: Buffer, name: string) => Promise<LightMyRequestResponse>> = {
  'POST /api/event/manage-event/ (b64Icon)': (file) =>
    ctx.app.inject({ method: 'POST', url: API.events, headers, payload: { ...eventBody(ctx), b64Icon: file.toString('base64') } }),
  'POST /api/vehicle/vehicle-category/ (base64CategoryIcon)': (file, name) =>
    ctx.app.inject({
      method: 'POST',
      url: API.categories,
      headers,
      payload: { strVehicleCategoryName: `Icon ${name}`, intVehicleType: show.type.id, base64CategoryIcon: file.toString('base64') },
    }),
  'POST /api/judges/ (profilePicture)': (file, name) =>
    sendJudgeForm(
      ctx.app,
      'POST',
      headers,
      judgeForm(
        { strFullName: 'Photo Judge', strEmail: `${name}@example.com`, strPassword: 'a-long-enough-password' },
        { profilePicture: { bytes: file, name: `${name}.png`, type: 'image/png' } },
      ),
    ),
  'POST /api/vehicle/ (vehicleImages)': (file, name) =>
    sendVehicleForm(
      ctx,
      'POST',
      headers,
      vehicleForm(
        { intEventId: show.event.id, strRegistrationNo: name, intCategoryId: show.category.id },
        { vehicleImages: [{ bytes: file, name: `${name}.png`, type: 'image/png' }] },
      ),
    ),
  'POST /api/vehicle/ (vehicleDocuments)': (file, name) =>
    sendVehicleForm(
      ctx,
      'POST',
      headers,
      vehicleForm(
        { intEventId: show.event.id, strRegistrationNo: name, intCategoryId: show.category.id },
        { vehicleDocuments: [{ bytes: file, name: `${name}.pdf`, type: 'application/pdf' }] },
      ),
    ),
};

describe('hostile pictures on every route that takes one', () => {
  it.each(Object.keys(routes))('%s refuses a decompression bomb and a scripted SVG, storing nothing', async (route) => {
    const send = routes[route]!;
    const watch = await watchDatabase(ctx.database, () => ctx.app.settled());
    for (const [name, file] of [
      ['bomb', await decompressionBomb()],
      ['svg', svg],
    ] as const) {
      const res = await send(file, name);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(Object.values(res.json()).flat().join(' '), name).toMatch(/png \/ jpg|too large/);
    }
    expect(await watch.changes()).toEqual([]);
  });

  it.each(Object.keys(routes))('%s stores a re-encoded picture, without what was appended to it', async (route) => {
    const send = routes[route]!;
    const before = new Set((await ctx.database.db.select({ id: media.id }).from(media)).map((row) => row.id));
    const polyglot = Buffer.concat([await samplePng(32, 24), Buffer.from(`<html>${PAYLOAD}</html>`)]);
    const res = await send(polyglot, `poly${Object.keys(routes).indexOf(route)}`);
    expect([200, 201], res.body).toContain(res.statusCode);
    const added = (await ctx.database.db.select().from(media)).filter((row) => !before.has(row.id));
    expect(added).toHaveLength(1);
    expect(added[0]?.mime).toBe('image/png');
    expect(Buffer.from(added[0]!.bytes).includes(PAYLOAD)).toBe(false);
  });
});
