import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import type { Vehicle } from '@showgrid/shared/schemas/vehicle';
import { vehicleFiles } from '../../db/schema/index.ts';
import { samplePng } from '../../../test/factories/catalogue.ts';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { createShow, samplePdf, sendVehicleForm, vehicleForm } from '../../../test/factories/vehicles.ts';
import { processImage, resizedCopy } from '../../lib/images.ts';
import { createMediaRepository, mediaUrl } from './repository.ts';
import { createMediaVariants } from './variants.ts';

let ctx!: TestContext;
useTestContext((c) => (ctx = c));

describe('GET /media/:id', () => {
  it('serves a stored image publicly with its type and a year-long immutable cache', async () => {
    const media = createMediaRepository(ctx.database.db);
    const png = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#f00a' } })
      .png()
      .toBuffer();
    const id = await media.save(await processImage(png, 'icon'));
    const res = await ctx.app.inject({ method: 'GET', url: mediaUrl(id)! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'png', width: 40, height: 30 });
  });

  it('answers 404 JSON for an unknown id and 400 for a malformed one', async () => {
    const unknown = await ctx.app.inject({ method: 'GET', url: '/media/7d9f3c1e-1111-4222-8333-944445555666' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Not found.' });
    const malformed = await ctx.app.inject({ method: 'GET', url: '/media/not-a-uuid' });
    expect([400, 404]).toContain(malformed.statusCode);
    expect(malformed.headers['content-type']).toContain('application/json');
  });

  it('removing an image makes its address 404', async () => {
    const media = createMediaRepository(ctx.database.db);
    const id = await media.save(
      await processImage(
        await sharp({ create: { width: 5, height: 5, channels: 3, background: '#000' } })
          .jpeg()
          .toBuffer(),
        'x',
      ),
    );
    await media.remove(id);
    expect((await ctx.app.inject({ method: 'GET', url: mediaUrl(id)! })).statusCode).toBe(404);
  });
});

describe('GET /media/:id?w= (issue 32: a phone’s copy)', () => {
  const landscape = async () =>
    createMediaRepository(ctx.database.db).save(
      await processImage(
        await sharp({ create: { width: 1200, height: 750, channels: 3, background: '#2255aa' } })
          .jpeg()
          .toBuffer(),
        'photo',
      ),
    );

  it('answers the picture at most that wide, as WebP, immutable; never enlarged', async () => {
    const id = await landscape();
    for (const [width, expected] of [
      [320, 320],
      [640, 640],
      [1280, 1200],
    ] as const) {
      const res = await ctx.app.inject({ method: 'GET', url: `${mediaUrl(id)!}?w=${String(width)}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: expected });
    }
    // Smaller than the original, which is what a phone on one bar of signal is spared.
    const original = await ctx.app.inject({ method: 'GET', url: mediaUrl(id)! });
    const small = await ctx.app.inject({ method: 'GET', url: `${mediaUrl(id)!}?w=320` });
    expect(small.rawPayload.length).toBeLessThan(original.rawPayload.length / 3);
  });

  it('refuses a width it does not make (400), and an unknown picture is 404 at any width', async () => {
    const id = await landscape();
    for (const w of ['100', '0', '-640', 'big', '640.5']) {
      const res = await ctx.app.inject({ method: 'GET', url: `${mediaUrl(id)!}?w=${w}` });
      expect(res.statusCode, w).toBe(400);
    }
    const unknown = await ctx.app.inject({ method: 'GET', url: '/media/7d9f3c1e-1111-4222-8333-944445555666?w=320' });
    expect(unknown.statusCode).toBe(404);
  });

  it('makes one copy for 50 phones asking at once, and answers them all the same bytes', async () => {
    const id = await landscape();
    const answers = await Promise.all(Array.from({ length: 50 }, () => ctx.app.inject({ method: 'GET', url: `${mediaUrl(id)!}?w=640` })));
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.rawPayload.toString('base64'))).size).toBe(1);
  });
});

describe('createMediaVariants', () => {
  it('resizes once for a burst of the same copy, keeps it, and lets the oldest go when full', async () => {
    const bytes = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    // Room for three copies.
    const variants = createMediaVariants((await resizedCopy(bytes, 640)).length * 3);
    const burst = await Promise.all(Array.from({ length: 20 }, () => variants.of('a', bytes, 640)));
    // One resize: every caller holds the very same buffer.
    expect(new Set(burst).size).toBe(1);
    expect(await variants.of('a', bytes, 640)).toBe(burst[0]);
    // Copies of other pictures fill the room: the first is made again, a new buffer.
    for (const other of ['b', 'c', 'd', 'e', 'f', 'g', 'h']) await variants.of(other, bytes, 640);
    expect(await variants.of('a', bytes, 640)).not.toBe(burst[0]);
  });
});

/** A vehicle with a picture, a PDF and a photographed paper, as the admin form sends them. */
async function vehicleWithPapers(headers: Record<string, string>) {
  const show = await createShow(ctx);
  const form = vehicleForm(
    { intEventId: show.event.id, strRegistrationNo: `DOC ${Math.random().toString(36).slice(2, 7)}`, intCategoryId: show.category.id },
    {
      vehicleImages: [{ bytes: await samplePng(), name: 'car.png', type: 'image/png' }],
      vehicleDocuments: [
        { bytes: samplePdf(), name: 'Versicherung Müller (2026).pdf', type: 'application/pdf' },
        { bytes: await samplePng(30, 20), name: 'Zulassung\u202Efdp.png', type: 'image/png' },
      ],
    },
  );
  const res = await sendVehicleForm(ctx, 'POST', headers, form);
  if (res.statusCode !== 201) throw new Error(`vehicle create failed: ${res.statusCode} ${res.body}`);
  const vehicle: Vehicle = res.json().data;
  const files = await ctx.database.db.select().from(vehicleFiles).where(eq(vehicleFiles.vehicleId, vehicle.intVehicleId));
  const mediaIdOf = (kind: 'image' | 'document') => files.filter((file) => file.kind === kind).map((file) => file.mediaId);
  return { vehicle, pictures: mediaIdOf('image'), papers: mediaIdOf('document') };
}

describe("owners' documents", () => {
  it('are not public media: /media answers 404 for a PDF and for a photographed paper, pictures stay public', async () => {
    const { headers } = await ctx.authAs('admin');
    const { pictures, papers } = await vehicleWithPapers(headers);
    expect(papers).toHaveLength(2);
    for (const id of papers) {
      for (const auth of [{}, headers]) {
        const res = await ctx.app.inject({ method: 'GET', url: mediaUrl(id)!, headers: auth });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ detail: 'Not found.' });
      }
      // Nor a phone's copy of one.
      expect((await ctx.app.inject({ method: 'GET', url: `${mediaUrl(id)!}?w=320` })).statusCode).toBe(404);
    }
    const picture = await ctx.app.inject({ method: 'GET', url: mediaUrl(pictures[0])! });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('the vehicle read links each to the admin download, never to /media', async () => {
    const { headers } = await ctx.authAs('admin');
    const { vehicle } = await vehicleWithPapers(headers);
    expect(vehicle.arrVehicleDocuments.map((doc) => doc.url)).toEqual(
      vehicle.arrVehicleDocuments.map((doc) => API.vehicleDocument(doc.id)),
    );
  });

  it('an admin downloads one with the bearer token: its bytes, its name, no-store, sandboxed', async () => {
    const { headers } = await ctx.authAs('admin');
    const { vehicle } = await vehicleWithPapers(headers);
    const [pdf, paper] = vehicle.arrVehicleDocuments;
    const res = await ctx.app.inject({ method: 'GET', url: API.vehicleDocument(pdf!.id), headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Versicherung M_ller (2026).pdf"; filename*=UTF-8''Versicherung%20M%C3%BCller%20%282026%29.pdf`,
    );
    expect(res.headers['content-security-policy']).toBe("sandbox; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(samplePdf())).toBe(true);

    const image = await ctx.app.inject({ method: 'GET', url: API.vehicleDocument(paper!.id), headers });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    // A right-to-left override would show "Zulassungpng.pdf" in a save dialog: it is dropped.
    expect(image.headers['content-disposition']).toBe(`attachment; filename="Zulassungfdp.png"; filename*=UTF-8''Zulassungfdp.png`);
  });

  it('refuses no token, a judge, a forged token, a picture id, an unknown and a malformed id', async () => {
    const { headers } = await ctx.authAs('admin');
    const judge = await ctx.authAs('judge');
    const { vehicle } = await vehicleWithPapers(headers);
    const url = API.vehicleDocument(vehicle.arrVehicleDocuments[0]!.id);
    const get = (path: string, auth: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url: path, headers: auth });

    for (const [auth, status] of [
      [{}, 401],
      [{ authorization: `${headers.authorization}x` }, 401],
      [judge.headers, 403],
    ] as const) {
      const res = await get(url, auth);
      expect(res.statusCode).toBe(status);
      expect(Object.keys(res.json())).toEqual(['detail']);
      expect(res.rawPayload.includes(Buffer.from('%PDF-'))).toBe(false);
    }
    for (const missing of [vehicle.arrVehicleImagedetails[0]!.id, 2_000_000_000]) {
      const res = await get(API.vehicleDocument(missing), headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
    const malformed = await get(`${API.vehicles}document/abc/`, headers);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ id: ['Must be a number.'] });
  });

  it('is gone with its vehicle', async () => {
    const { headers } = await ctx.authAs('admin');
    const { vehicle } = await vehicleWithPapers(headers);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: API.vehicles,
      headers,
      query: { intVehicleId: String(vehicle.intVehicleId) },
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect(
      (await ctx.app.inject({ method: 'GET', url: API.vehicleDocument(vehicle.arrVehicleDocuments[0]!.id), headers })).statusCode,
    ).toBe(404);
  });
});
