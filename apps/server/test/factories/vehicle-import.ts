import zlib from 'node:zlib';
import { asc, eq } from 'drizzle-orm';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import { API } from '@showgrid/shared/paths';
import { auditLog, categories, vehicles } from '../../src/db/schema/index.ts';
import { createCategory, createVehicleType } from './catalogue.ts';
import { DAY, fromNow, insertEvent } from './events.ts';
import type { TestContext } from '../helpers/test-app.ts';

/** Factories the bulk upload tests share (imported by *.test.ts only): real files, made here. */

export type Cell = string | number | boolean | null | { formula: string; result?: string | number };

const quote = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** CSV text as a spreadsheet program writes it (no formula neutralising: the tests need raw values). */
export const csvFile = (rows: readonly (readonly string[])[], eol = '\r\n') =>
  Buffer.from(rows.map((row) => row.map(quote).join(',')).join(eol) + eol);

/** An .xlsx made by exceljs, as Excel would save it; `{ formula }` cells are live formulas. */
export async function xlsxFile(rows: readonly (readonly Cell[])[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Vehicles');
  rows.forEach((row, r) => {
    row.forEach((value, c) => {
      if (value !== null) sheet.getCell(r + 1, c + 1).value = value;
    });
  });
  book.addWorksheet('Notes').getCell(1, 1).value = 'A second sheet the upload ignores';
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A legacy .xls (BIFF8 in an OLE2 container), written by SheetJS. */
export function xlsFile(rows: readonly (readonly (string | number | boolean | null)[])[]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows.map((row) => [...row])), 'Vehicles');
  const written: unknown = XLSX.write(book, { type: 'buffer', bookType: 'biff8' });
  if (!Buffer.isBuffer(written)) throw new Error('SheetJS did not write a buffer');
  return written;
}

export interface ZipEntry {
  name: string;
  data: Buffer;
  /** What the headers claim the entry inflates to (a liar's zip); the real size by default. */
  declaredSize?: number;
}

/** A zip built byte by byte (deflate via node:zlib), so tests can make bombs and liars. */
export function zipFile(entries: readonly ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const data = zlib.deflateRawSync(entry.data);
    const crc = zlib.crc32(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    parts.push(local, name, data);
    directory.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const dir = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, dir, end]);
}

/** The parts of a real zip (an exceljs workbook), to rebuild it with a hostile part added. */
export async function unzip(bytes: Buffer): Promise<ZipEntry[]> {
  const zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true });
  const out: ZipEntry[] = [];
  for await (const entry of zip.eachEntry()) {
    if (entry.fileName.endsWith('/')) continue;
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(Buffer.from(chunk));
    out.push({ name: entry.fileName, data: Buffer.concat(chunks) });
  }
  return out;
}

export interface Show {
  eventId: number;
  /** Car type; category "Classic Cars", ids CC001–CC150. */
  carTypeId: number;
  classicId: number;
  /** Motorbike type; category "Vintage Bikes", ids VB01–VB20. */
  bikeTypeId: number;
  bikesId: number;
  /** A category of another event only. */
  hotRodsId: number;
}

/** An event with two categories (each with a vehicle-id series) and a category it does not judge. */
export async function setupShow(ctx: TestContext): Promise<Show> {
  const db = ctx.database.db;
  const car = await createVehicleType(db, 'Car');
  const bike = await createVehicleType(db, 'Motorbike');
  const classic = await createCategory(db, { vehicleTypeId: car.id, name: 'Classic Cars' });
  const bikes = await createCategory(db, { vehicleTypeId: bike.id, name: 'Vintage Bikes' });
  const hotRods = await createCategory(db, { vehicleTypeId: car.id, name: 'Hot Rods' });
  await db.update(categories).set({ prefix: 'CC', startRange: 1, rangeUpto: 150 }).where(eq(categories.id, classic.id));
  await db.update(categories).set({ prefix: 'VB', startRange: 1, rangeUpto: 20 }).where(eq(categories.id, bikes.id));
  const event = await insertEvent(ctx, { title: 'Spring Classic', startsAt: fromNow(ctx, 7 * DAY), categoryIds: [classic.id, bikes.id] });
  await insertEvent(ctx, { title: 'Hot Rod Night', startsAt: fromNow(ctx, 14 * DAY), categoryIds: [hotRods.id] });
  return { eventId: event.id, carTypeId: car.id, classicId: classic.id, bikeTypeId: bike.id, bikesId: bikes.id, hotRodsId: hotRods.id };
}

/** A vehicle already registered, inserted straight into the table. */
export async function insertVehicle(
  ctx: TestContext,
  input: { eventId: number; categoryId: number; vehicleTypeId: number; registrationNo: string; uniqueId?: string | null },
) {
  const [row] = await ctx.database.db
    .insert(vehicles)
    .values({ ...input, uniqueId: input.uniqueId ?? null })
    .returning();
  if (!row) throw new Error('vehicle insert returned nothing');
  return row;
}

export const vehicleRows = (ctx: TestContext) => ctx.database.db.select().from(vehicles).orderBy(asc(vehicles.id));
export const vehicleAudits = (ctx: TestContext) =>
  ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'vehicle')).orderBy(asc(auditLog.id));

/** POSTs a file to the bulk upload as the browser's FormData would. */
export function upload(ctx: TestContext, headers: Record<string, string>, fields: { eventId?: number; bytes?: Buffer; name?: string }) {
  const form = new FormData();
  if (fields.eventId !== undefined) form.append('intEventId', String(fields.eventId));
  if (fields.bytes) form.append('file', new Blob([new Uint8Array(fields.bytes)]), fields.name ?? 'vehicles.csv');
  return ctx.app.inject({ method: 'POST', url: API.bulkUpload, headers, payload: form });
}
