import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { processImage } from '../../lib/images.ts';
import { createMediaRepository, mediaUrl } from './repository.ts';

let ctx!: TestContext;
useTestContext((c) => (ctx = c));

describe('GET /media/:id', () => {
  it('serves a stored image publicly with its type and a year-long immutable cache', async () => {
    const media = createMediaRepository(ctx.database.db);
    const png = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#f00a' } }).png().toBuffer();
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
    const id = await media.save(await processImage(await sharp({ create: { width: 5, height: 5, channels: 3, background: '#000' } }).jpeg().toBuffer(), 'x'));
    await media.remove(id);
    expect((await ctx.app.inject({ method: 'GET', url: mediaUrl(id)! })).statusCode).toBe(404);
  });
});
