import { BULK_UPLOAD_EXTENSIONS } from '@showgrid/shared/schemas/vehicle';
import type { UploadedFile } from '../../lib/multipart.ts';
import { refuseFile } from './upload-errors.ts';
import { checkXlsxContainer } from './xlsx-container.ts';

/**
 * The uploaded file is judged by its bytes, not its name (PRODUCT.md): the name only says which
 * format the organiser claims, and the bytes must be that format before any parser sees them.
 */

export type SheetFormat = 'csv' | 'xlsx' | 'xls';

/** What the parsing worker receives: CSV as checked text, workbooks as their bytes. */
export type SheetSource = { format: 'csv'; text: string } | { format: 'xlsx' | 'xls'; bytes: Uint8Array };

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const FORMATS: Record<(typeof BULK_UPLOAD_EXTENSIONS)[number], SheetFormat> = { '.csv': 'csv', '.xlsx': 'xlsx', '.xls': 'xls' };

export const notValid = (format: SheetFormat) => refuseFile(`This file is not a valid .${format} file.`);

/** The format the file name claims, or null for anything but .csv, .xlsx and .xls. */
export function claimedFormat(filename: string): SheetFormat | null {
  const lower = filename.trim().toLowerCase();
  const extension = BULK_UPLOAD_EXTENSIONS.find((ext) => lower.endsWith(ext));
  return extension ? FORMATS[extension] : null;
}

/**
 * CSV must be UTF-8 text (a BOM is fine; TextDecoder drops it). NUL bytes mean a binary file
 * or UTF-16, which spreadsheet programs write as "Unicode text"; other encodings fail decoding.
 */
function csvText(bytes: Buffer): string {
  if (bytes.includes(0)) throw notValid('csv');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw refuseFile('This .csv file is not UTF-8 text. Save it as "CSV UTF-8" and upload it again.');
  }
}

/** Checks the bytes against the claimed format; a mismatch or a hostile container is a 400. */
export async function readUpload(file: UploadedFile): Promise<SheetSource> {
  const format = claimedFormat(file.filename);
  if (!format) throw refuseFile('Upload a .csv, .xlsx or .xls file.');
  const { bytes } = file;
  if (bytes.length === 0) throw refuseFile('The file is empty.');
  switch (format) {
    case 'csv':
      return { format, text: csvText(bytes) };
    case 'xlsx':
      if (!bytes.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC)) throw notValid(format);
      await checkXlsxContainer(bytes);
      return { format, bytes };
    case 'xls':
      if (!bytes.subarray(0, OLE2_MAGIC.length).equals(OLE2_MAGIC)) throw notValid(format);
      return { format, bytes };
  }
}
