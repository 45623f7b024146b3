import sharp from 'sharp';
import { expect } from 'vitest';
import type { Api, Created } from './api.ts';
import { unique } from './unique.ts';

/**
 * API seeding for the catalogue, vehicles and vehicle-ids specs: each test builds the types,
 * categories, judges, events and vehicles it needs under names of its own (support/unique.ts),
 * and files are handed to the page as bytes, so no test reads another's records or folders.
 */

/** A file for `setInputFiles`, made in memory. */
export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A plain-colour picture: PNG when the name ends in .png, else JPEG. */
export async function picture(name: string, colour: string, width = 640, height = 400): Promise<FilePayload> {
  const image = sharp({ create: { width, height, channels: 3, background: colour } });
  const png = name.endsWith('.png');
  return { name, mimeType: png ? 'image/png' : 'image/jpeg', buffer: await (png ? image.png() : image.jpeg()).toBuffer() };
}

/** A text file under any name (e.g. one posing as a picture). */
export const textFile = (name: string, mimeType: string, text: string): FilePayload => ({ name, mimeType, buffer: Buffer.from(text) });

/** Four random capitals for names that belong together (one search finds them all). */
export const uniqueTag = () => unique('').trim();

/** A start `days` ahead (ISO). */
export const daysAhead = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString();

export async function createType(api: Api, title: string): Promise<number> {
  return (await api<Created>('POST', '/api/vehicle/vehicle-type/', { strVehicleTypeTitle: title }, 201)).data.id;
}

export async function createParameter(api: Api, typeId: number, title: string): Promise<number> {
  const body = { strParameterTitle: title, intVehicleType: typeId, intScoreLimit: 10 };
  return (await api<Created>('POST', '/api/vehicle/parameter/', body, 201)).data.id;
}

export interface Series {
  prefix: string;
  start: number;
  end: number;
}

/** A category of the type, with its vehicle-id series when one is given. */
export async function createCategory(api: Api, typeId: number, name: string, series?: Series): Promise<number> {
  const { data } = await api<Created>(
    'POST',
    '/api/vehicle/vehicle-category/',
    { strVehicleCategoryName: name, intVehicleType: typeId },
    201,
  );
  if (series) {
    await api('PUT', `/api/vehicle/vehicle-category/${String(data.id)}/`, {
      strPrefix: series.prefix,
      intStartRange: series.start,
      intRangeUpto: series.end,
    });
  }
  return data.id;
}

/** A judge (the server generates the password). */
export async function createJudge(api: Api, judge: { name: string; email: string; title: string }): Promise<number> {
  const form = new FormData();
  form.set('strFullName', judge.name);
  form.set('strEmail', judge.email);
  form.set('strTitle', judge.title);
  const created = await api<{ data: { intJudgeId?: number; id?: number } }>('POST', '/api/judges/', form, 201);
  const id = created.data.intJudgeId ?? created.data.id ?? 0;
  expect(id).toBeGreaterThan(0);
  return id;
}

export interface EventSeed {
  title: string;
  location: string;
  start: string;
  categoryIds: number[];
  judgeIds?: number[];
  coordinator?: string;
  phone?: string;
  description?: string;
  icon?: FilePayload;
}

export async function createEvent(api: Api, event: EventSeed): Promise<number> {
  const body = {
    strEventTitle: event.title,
    strEventLocation: event.location,
    strEventStartDateTime: event.start,
    strEventCoordinatorName: event.coordinator,
    strEventCoordinatorPhone: event.phone,
    strEventDescription: event.description,
    b64Icon: event.icon?.buffer.toString('base64'),
    arrVehicleCategory: event.categoryIds,
    arrJudges: event.judgeIds ?? [],
  };
  return (await api<Created>('POST', '/api/event/manage-event/', body, 201)).data.id;
}

export interface VehicleSeed {
  eventId: number;
  categoryId: number;
  registration: string;
  brand: string;
  model: string;
  owner?: string;
  uniqueId?: string;
  paid?: boolean;
  vip?: boolean;
  regionalTour?: boolean;
  pictures?: FilePayload[];
}

export async function createVehicle(api: Api, vehicle: VehicleSeed): Promise<number> {
  const form = new FormData();
  form.set('intEventId', String(vehicle.eventId));
  form.set('strRegistrationNo', vehicle.registration);
  form.set('strBrandName', vehicle.brand);
  form.set('strModelName', vehicle.model);
  if (vehicle.owner !== undefined) form.set('strOwnerName', vehicle.owner);
  form.set('intCategoryId', String(vehicle.categoryId));
  if (vehicle.uniqueId !== undefined) form.set('strUniqueId', vehicle.uniqueId);
  form.set('strPaymentStatus', vehicle.paid ? 'Paid' : 'Unpaid');
  form.set('blnVip', String(vehicle.vip ?? false));
  form.set('blnParticipateinLegendsTour', String(vehicle.regionalTour ?? false));
  for (const file of vehicle.pictures ?? []) {
    form.append('vehicleImages', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  }
  const created = await api<{ data: { intVehicleId?: number; id?: number } }>('POST', '/api/vehicle/', form, 201);
  const id = created.data.intVehicleId ?? created.data.id ?? 0;
  expect(id).toBeGreaterThan(0);
  return id;
}
