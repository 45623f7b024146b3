import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../../src/db/client.ts';
import { categories, parameters, vehicleTypes } from '../../src/db/schema/index.ts';

/**
 * Catalogue rows for tests, inserted straight through drizzle (no audit rows, no HTTP round
 * trip), so a test that needs "a category" does not depend on the catalogue routes working.
 */

let counter = 0;
const next = () => ++counter;

export type VehicleTypeRecord = typeof vehicleTypes.$inferSelect;
export type ParameterRecord = typeof parameters.$inferSelect;
export type CategoryRecord = typeof categories.$inferSelect;

export async function createVehicleType(db: Db, title = `Type ${next()}`): Promise<VehicleTypeRecord> {
  const [row] = await db.insert(vehicleTypes).values({ title }).returning();
  if (!row) throw new Error('vehicle type insert returned nothing');
  return row;
}

export async function createParameter(
  db: Db,
  input: { vehicleTypeId?: number; title?: string; scoreLimit?: number; retiredAt?: Date | null } = {},
): Promise<ParameterRecord> {
  const vehicleTypeId = input.vehicleTypeId ?? (await createVehicleType(db)).id;
  const [row] = await db
    .insert(parameters)
    .values({
      vehicleTypeId,
      title: input.title ?? `Parameter ${next()}`,
      scoreLimit: input.scoreLimit ?? 10,
      retiredAt: input.retiredAt ?? null,
    })
    .returning();
  if (!row) throw new Error('parameter insert returned nothing');
  return row;
}

export async function createCategory(
  db: Db,
  input: { vehicleTypeId?: number; name?: string; iconId?: string | null } = {},
): Promise<CategoryRecord> {
  const vehicleTypeId = input.vehicleTypeId ?? (await createVehicleType(db)).id;
  const [row] = await db
    .insert(categories)
    .values({ vehicleTypeId, name: input.name ?? `Category ${next()}`, iconId: input.iconId ?? null })
    .returning();
  if (!row) throw new Error('category insert returned nothing');
  return row;
}

const canvas = (width: number, height: number, channels: 3 | 4) =>
  sharp({ create: { width, height, channels, background: { r: 200, g: 40, b: 40, alpha: channels === 4 ? 0.5 : 1 } } });

/** Real images for upload tests, made by sharp: a PNG with transparency (stays PNG when stored)… */
export const samplePng = (width = 64, height = 48) => canvas(width, height, 4).png().toBuffer();

/** …a JPEG carrying camera EXIF that must not survive the upload… */
export const sampleJpegWithExif = (width = 80, height = 60) =>
  canvas(width, height, 3)
    .withMetadata({ exif: { IFD0: { Make: 'SpyCam', Model: 'GPS 3000' } } })
    .jpeg()
    .toBuffer();

/** …and a GIF, a real image in a format the catalogue refuses. */
export const sampleGif = (width = 20, height = 20) => canvas(width, height, 3).gif().toBuffer();

/** Fetches a /media path and decodes it: proof that what the API points at is an image. */
export async function fetchImage(app: FastifyInstance, path: string) {
  const res = await app.inject({ method: 'GET', url: path });
  if (res.statusCode !== 200) throw new Error(`GET ${path} answered ${res.statusCode}`);
  return { type: res.headers['content-type'], bytes: res.rawPayload, meta: await sharp(res.rawPayload).metadata() };
}
