import { BULK_UPLOAD_HEADERS, type TemplateFormat } from '@showgrid/shared/schemas/vehicle';
import type { ColumnHeader } from './columns.ts';
import { csvLine, neutraliseCell } from '../../lib/spreadsheet-safety.ts';

/** The file organisers fill in: exactly the header row the upload expects, and one example row. */

export interface TemplateFile {
  filename: string;
  contentType: string;
  bytes: Buffer;
}

const EXAMPLE: Record<ColumnHeader, string> = {
  'Registration Number': 'AB12 CDE',
  Brand: 'Jaguar',
  Model: 'E-Type Series 1',
  'Owner Name': 'Alex Morgan',
  Category: 'Classic Cars',
  'Vehicle Type': 'Car',
  'Vehicle ID': 'CC001',
  'Payment Status': 'Unpaid',
  'Registration Type': 'Regular',
  'Regional Tour': 'No',
};

const BASENAME = 'showgrid-vehicles-template';

/** Header and example, neutralised like every value we write into a spreadsheet. */
const rows = (): string[][] => [[...BULK_UPLOAD_HEADERS], BULK_UPLOAD_HEADERS.map((header) => EXAMPLE[header])];

async function xlsxTemplate(): Promise<Buffer> {
  // Loaded on first use: the server needs SheetJS's writer only here.
  const XLSX = await import('@e965/xlsx');
  const sheet = XLSX.utils.aoa_to_sheet(rows().map((row) => row.map((value) => neutraliseCell(value))));
  sheet['!cols'] = BULK_UPLOAD_HEADERS.map((header) => ({ wch: Math.max(header.length, EXAMPLE[header].length) + 2 }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Vehicles');
  const written: unknown = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true });
  if (!Buffer.isBuffer(written)) throw new Error('SheetJS did not write a buffer');
  return written;
}

/** UTF-8 with a BOM: without it Excel reads the file in the machine's legacy code page. */
const csvTemplate = (): Buffer => Buffer.from(`\uFEFF${rows().map(csvLine).join('\r\n')}\r\n`, 'utf8');

export async function buildTemplate(format: TemplateFormat): Promise<TemplateFile> {
  if (format === 'csv') return { filename: `${BASENAME}.csv`, contentType: 'text/csv; charset=utf-8', bytes: csvTemplate() };
  return {
    filename: `${BASENAME}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    bytes: await xlsxTemplate(),
  };
}
