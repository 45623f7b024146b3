import { API } from '@showgrid/shared/paths';
import { categories, eventCategories, eventJudges, events, vehicles, vehicleTypes } from '../../src/db/schema/index.ts';
import type { TestContext } from '../helpers/test-app.ts';

/** Factories the vehicles tests share (imported by *.test.ts only). */

export interface FilePart {
  bytes: Buffer;
  name?: string;
  type?: string;
}

/** A vehicle form as a browser's FormData sends it: text fields, then several files per field. */
export function vehicleForm(fields: Record<string, string | number>, files: Record<string, FilePart[]> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  for (const [name, parts] of Object.entries(files)) {
    for (const file of parts) {
      form.append(
        name,
        new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
        file.name ?? 'upload.bin',
      );
    }
  }
  return form;
}

export function sendVehicleForm(ctx: TestContext, method: 'POST' | 'PUT', headers: Record<string, string>, form: FormData) {
  return ctx.app.inject({ method, url: API.vehicles, headers, payload: form });
}

/** POST /api/vehicle/ as the admin form sends it, into the show's event and category. */
export function postVehicle(
  ctx: TestContext,
  headers: Record<string, string>,
  show: Show,
  fields: Record<string, string | number>,
  files: Record<string, FilePart[]> = {},
) {
  return sendVehicleForm(
    ctx,
    'POST',
    headers,
    vehicleForm({ intEventId: show.event.id, intCategoryId: show.category.id, ...fields }, files),
  );
}

/** A minimal real PDF (header, one empty page, trailer) as a scanner app would save it. */
export function samplePdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );
}

let counter = 0;

/**
 * A show ready for vehicles, straight through drizzle: a vehicle type, a category with the
 * series SS01..SS20 mapped to an event, a second category of the same type not mapped, a judge
 * mapped to the event.
 */
export async function createShow(ctx: TestContext, options: { judgeId?: number; startsAt?: Date } = {}) {
  const db = ctx.database.db;
  const n = ++counter;
  const [type] = await db
    .insert(vehicleTypes)
    .values({ title: `Car ${n}` })
    .returning();
  if (!type) throw new Error('type insert returned nothing');
  const [category] = await db
    .insert(categories)
    .values({ name: `Classic ${n}`, vehicleTypeId: type.id, prefix: `S${n}`, startRange: 1, rangeUpto: 20 })
    .returning();
  const [otherCategory] = await db
    .insert(categories)
    .values({ name: `Unmapped ${n}`, vehicleTypeId: type.id })
    .returning();
  const [event] = await db
    .insert(events)
    .values({ title: `Show ${n}`, location: 'Park', startsAt: options.startsAt ?? new Date(Date.now() + 7 * 86_400_000) })
    .returning();
  if (!category || !otherCategory || !event) throw new Error('show insert returned nothing');
  await db.insert(eventCategories).values({ eventId: event.id, categoryId: category.id });
  if (options.judgeId !== undefined) await db.insert(eventJudges).values({ eventId: event.id, judgeId: options.judgeId });
  const id = (k: number) => `${category.prefix ?? ''}${String(k).padStart(2, '0')}`;
  return { type, category, otherCategory, event, id };
}

export type Show = Awaited<ReturnType<typeof createShow>>;

/** Vehicles inserted directly (list and filter tests need many, quickly). */
export async function insertVehicles(
  ctx: TestContext,
  show: Show,
  rows: { registrationNo: string; ownerName?: string; uniqueId?: string | null; paid?: boolean; brand?: string; model?: string }[],
) {
  return ctx.database.db
    .insert(vehicles)
    .values(
      rows.map((row) => ({
        eventId: show.event.id,
        categoryId: show.category.id,
        vehicleTypeId: show.type.id,
        registrationNo: row.registrationNo,
        ownerName: row.ownerName ?? '',
        uniqueId: row.uniqueId ?? null,
        paid: row.paid ?? false,
        brand: row.brand ?? 'Jaguar',
        model: row.model ?? 'E-Type',
      })),
    )
    .returning();
}
