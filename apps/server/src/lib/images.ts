import sharp, { type Metadata } from 'sharp';
import { LIMITS } from '@showgrid/shared/limits';
import { IMAGE_FORMAT_MESSAGE } from '@showgrid/shared/schemas/fields';
import { HttpError } from './http-errors.ts';

export interface StoredImage {
  mime: 'image/png' | 'image/jpeg';
  bytes: Buffer;
  width: number;
  height: number;
}

/** Formats an upload may be, judged by its bytes (sharp reads the header), never by its name. */
export type ImageKind = 'png-jpeg' | 'photo';
const ACCEPTED: Record<ImageKind, ReadonlySet<string>> = {
  'png-jpeg': new Set(['png', 'jpeg']),
  photo: new Set(['png', 'jpeg', 'webp']),
};

// Decompression bombs: a small file that declares a huge canvas is refused before decoding.
const MAX_INPUT_PIXELS = 40_000_000;

/** A 400 in SPEC's field shape, naming the form field the image came from. */
export function imageError(field: string, message: string = IMAGE_FORMAT_MESSAGE): HttpError {
  return new HttpError(400, { [field]: [message] });
}

/**
 * Validates an upload by content and re-encodes it: rotated upright by its EXIF orientation,
 * metadata (EXIF, GPS) dropped, longest side at most LIMITS.imageMaxSide. Images with
 * transparency stay PNG, the rest become JPEG; both are formats PDF reports can embed.
 */
export async function processImage(input: Buffer, field: string, kind: ImageKind = 'png-jpeg'): Promise<StoredImage> {
  if (input.length === 0) throw imageError(field);
  if (input.length > LIMITS.imageMaxBytes) {
    throw imageError(field, `The image must be at most ${LIMITS.imageMaxBytes / 1024 / 1024} MB.`);
  }
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw imageError(field);
  }
  if (!meta.format || !ACCEPTED[kind].has(meta.format)) throw imageError(field);
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) throw imageError(field, 'The image is too large.');

  try {
    const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: LIMITS.imageMaxSide, height: LIMITS.imageMaxSide, fit: 'inside', withoutEnlargement: true });
    const transparent = meta.hasAlpha === true;
    const { data, info } = await (
      transparent ? pipeline.png({ compressionLevel: 9 }) : pipeline.jpeg({ quality: 82, mozjpeg: true })
    ).toBuffer({
      resolveWithObject: true,
    });
    return { mime: transparent ? 'image/png' : 'image/jpeg', bytes: data, width: info.width, height: info.height };
  } catch {
    // A header that parses over a body that does not (truncated or crafted file).
    throw imageError(field);
  }
}

/** Decodes SPEC's "base64 without prefix" field; anything that is not clean base64 is refused. */
export function decodeBase64Image(value: string, field: string): Buffer {
  const bytes = Buffer.from(value, 'base64');
  if (bytes.length === 0) throw imageError(field);
  return bytes;
}

/**
 * A smaller copy of a stored picture, at most `width` pixels wide (never enlarged), as WebP: a
 * phone's copy (media-variants.ts). sharp works on libuv's threads, off the event loop.
 */
export async function resizedCopy(bytes: Buffer, width: number): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
}
