import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { API } from '@showgrid/shared/paths';

/** Factories the judges tests share (imported by *.test.ts only). */

export interface FilePart {
  bytes: Buffer;
  name?: string;
  type?: string;
}

/** A multipart judge form as a browser's FormData would send it. */
export function judgeForm(fields: Record<string, string>, files: Record<string, FilePart> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) {
    form.append(name, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name ?? 'upload.bin');
  }
  return form;
}

export const validFields = (overrides: Record<string, string> = {}) => ({
  strFullName: 'Grace Hopper',
  strTitle: 'Chief Judge',
  strEmail: 'grace@example.com',
  ...overrides,
});

export const pngPhoto = (width = 48, height = 32): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } } })
    .png()
    .toBuffer();

export const jpegPhoto = (width = 64, height = 40): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: '#2a6' } })
    .jpeg()
    .toBuffer();

export function sendJudgeForm(app: FastifyInstance, method: 'POST' | 'PUT', headers: Record<string, string>, form: FormData) {
  return app.inject({ method, url: API.judges, headers, payload: form });
}
