import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '@showgrid/shared/limits';
import { HttpError } from './http-errors.ts';
import { processImage } from './images.ts';

const solid = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { r: 200, g: 30, b: 30, alpha: channels === 4 ? 0.5 : 1 } } });

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('processImage', () => {
  it('re-encodes an opaque photo as JPEG and keeps its size when small', async () => {
    const png = await solid(320, 200).png().toBuffer();
    const out = await processImage(png, 'icon');
    expect(out).toMatchObject({ mime: 'image/jpeg', width: 320, height: 200 });
    expect((await sharp(out.bytes).metadata()).format).toBe('jpeg');
  });

  it('keeps transparency as PNG and shrinks the longest side to the limit', async () => {
    const big = await solid(4000, 1000, 4).png().toBuffer();
    const out = await processImage(big, 'icon');
    expect(out.mime).toBe('image/png');
    expect(out.width).toBe(LIMITS.imageMaxSide);
    expect(out.height).toBe(LIMITS.imageMaxSide / 4);
  });

  it('drops EXIF (GPS, camera) and turns the picture upright', async () => {
    // 200×100 stored with orientation 6 (rotate 90° clockwise to view): upright it is 100×200.
    const jpeg = await solid(200, 100)
      .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'SpyCam', Model: 'GPS 3000' } } })
      .jpeg()
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const out = await processImage(jpeg, 'photo', 'photo');
    const meta = await sharp(out.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation ?? 1).toBe(1);
    expect([out.width, out.height]).toEqual([100, 200]);
    expect(out.bytes.includes(Buffer.from('SpyCam'))).toBe(false);
  });

  it('accepts WebP only where photos are allowed', async () => {
    const webp = await solid(50, 50).webp().toBuffer();
    expect((await processImage(webp, 'photo', 'photo')).mime).toBe('image/jpeg');
    const error = await refusal(processImage(webp, 'base64CategoryIcon', 'png-jpeg'));
    expect(error.body).toEqual({ base64CategoryIcon: ['Please upload an image in png / jpg format'] });
  });

  it.each([
    ['a GIF', () => solid(20, 20).gif().toBuffer()],
    ['text named like an image', async () => Buffer.from('not an image at all')],
    ['an SVG', async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
    ['a truncated PNG', async () => (await solid(400, 400).png().toBuffer()).subarray(0, 120)],
    ['an empty file', async () => Buffer.alloc(0)],
  ])('refuses %s with the field named', async (_name, make) => {
    const error = await refusal(processImage(await make(), 'b64Icon'));
    expect(error.statusCode).toBe(400);
    expect(error.body).toEqual({ b64Icon: ['Please upload an image in png / jpg format'] });
  });

  it('refuses a decompression bomb (a small file declaring a huge canvas) without decoding it', async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(LIMITS.imageMaxBytes);
    const error = await refusal(processImage(bomb, 'b64Icon'));
    expect(error.statusCode).toBe(400);
  });

  it('refuses a file over the size limit', async () => {
    const error = await refusal(processImage(Buffer.alloc(LIMITS.imageMaxBytes + 1), 'b64Icon'));
    expect(error.body).toEqual({ b64Icon: [`The image must be at most ${LIMITS.imageMaxBytes / 1024 / 1024} MB.`] });
  });
});
