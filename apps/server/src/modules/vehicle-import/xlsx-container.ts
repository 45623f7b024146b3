import { finished } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { VEHICLE_LIMITS } from '@showgrid/shared/schemas/vehicle';
import { HttpError } from '../../lib/http-errors.ts';
import { refuseFile } from './upload-errors.ts';

/**
 * An .xlsx is a zip of XML parts. Before SheetJS sees one we read its central directory with
 * yauzl (no inflating) and refuse what a workbook of vehicles never needs: zip bombs (PRODUCT.md
 * caps: 50 MiB unpacked, 100:1 per part), floods of parts, macros and links to other files.
 * Then we inflate every part once into nothing, counting bytes, because a hostile zip can
 * understate its sizes and SheetJS inflates whatever the stream holds (off the worker's heap,
 * where its memory limit does not reach). yauzl stops at the first byte beyond the stated size.
 */

const MiB = 1024 * 1024;
/** A workbook has a dozen or two parts; a few hundred covers one with many sheets and pictures. */
export const MAX_ZIP_ENTRIES = 1000;
/** Parts this small cannot hurt whatever their ratio (XML of empty cells compresses very well). */
const RATIO_FLOOR_BYTES = 64 * 1024;

const WORKBOOK_PART = 'xl/workbook.xml';
const NOT_XLSX = 'This file is not a valid .xlsx file.';

/** Why a part is refused outright, or null when it may be read. */
function forbiddenPart(name: string): string | null {
  const lower = name.toLowerCase();
  if (lower.endsWith('vbaproject.bin')) {
    return 'This .xlsx file contains macros, which are not allowed. Save it as a plain Excel workbook (.xlsx) and upload it again.';
  }
  if (lower.startsWith('xl/externallinks/')) {
    return 'This .xlsx file links to other workbooks, which is not allowed. Remove the external links (Data › Edit Links › Break Link) and upload it again.';
  }
  return null;
}

function openZip(bytes: Buffer): Promise<ZipFile> {
  return yauzl.fromBufferPromise(bytes, { lazyEntries: true, decodeStrings: true, validateEntrySizes: true, strictFileNames: false });
}

/** Every entry of the central directory, or a refusal as soon as one breaks a cap. */
async function readDirectory(zip: ZipFile): Promise<Entry[]> {
  if (zip.entryCount > MAX_ZIP_ENTRIES) {
    throw refuseFile(`This .xlsx file holds more than ${MAX_ZIP_ENTRIES} parts; it cannot be read safely.`);
  }
  const entries: Entry[] = [];
  let unpacked = 0;
  for await (const entry of zip.eachEntry()) {
    const forbidden = forbiddenPart(entry.fileName);
    if (forbidden) throw refuseFile(forbidden);
    unpacked += entry.uncompressedSize;
    if (unpacked > VEHICLE_LIMITS.uploadMaxUnzippedBytes) {
      throw refuseFile(`This .xlsx file unpacks to more than ${VEHICLE_LIMITS.uploadMaxUnzippedBytes / MiB} MB; it cannot be read safely.`);
    }
    const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
    if (entry.uncompressedSize > RATIO_FLOOR_BYTES && ratio > VEHICLE_LIMITS.uploadMaxInflateRatio) {
      throw refuseFile(
        `This .xlsx file is compressed more than ${VEHICLE_LIMITS.uploadMaxInflateRatio}:1 (a "zip bomb"); it cannot be read safely.`,
      );
    }
    entries.push(entry);
  }
  return entries;
}

/** Inflates one part into nothing; yauzl errors when it yields more (or fewer) bytes than stated. */
async function drain(zip: ZipFile, entry: Entry): Promise<void> {
  if (entry.fileName.endsWith('/')) return;
  const stream = await zip.openReadStreamPromise(entry);
  stream.resume();
  await finished(stream);
}

const EOCD_SIGNATURE = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const EOCD_LENGTH = 22;

/**
 * yauzl and SheetJS look for the end of the central directory differently (yauzl wants the comment
 * length to match, SheetJS takes the last signature it meets scanning back). A second, fake record
 * hidden in the comment would send SheetJS to a directory yauzl never checked. So the only record
 * allowed is the one that ends the file, with no comment (Excel writes none).
 */
function hasOneDirectoryEnd(bytes: Buffer): boolean {
  const end = bytes.length - EOCD_LENGTH;
  return end >= 0 && bytes.lastIndexOf(EOCD_SIGNATURE) === end && bytes.readUInt16LE(bytes.length - 2) === 0;
}

/** Throws a 400 `{ file: [message] }` unless the bytes are a workbook we are willing to parse. */
export async function checkXlsxContainer(bytes: Buffer): Promise<void> {
  if (!hasOneDirectoryEnd(bytes)) throw refuseFile(NOT_XLSX);
  let zip: ZipFile;
  try {
    zip = await openZip(bytes);
  } catch {
    throw refuseFile(NOT_XLSX);
  }
  try {
    let entries: Entry[];
    try {
      entries = await readDirectory(zip);
    } catch (error) {
      throw error instanceof HttpError ? error : refuseFile(NOT_XLSX);
    }
    if (!entries.some((entry) => entry.fileName === WORKBOOK_PART)) throw refuseFile(NOT_XLSX);
    try {
      for (const entry of entries) await drain(zip, entry);
    } catch {
      // Sizes that lie, broken deflate data, encryption, unknown compression: none is a workbook we read.
      throw refuseFile(NOT_XLSX);
    }
  } finally {
    zip.close();
  }
}
