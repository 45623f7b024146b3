import { VEHICLE_FILE_FIELDS, VEHICLE_LIMITS } from '@showgrid/shared/schemas/vehicle';
import { stripInvisible } from '@showgrid/shared/schemas/fields';
import { HttpError } from '../../lib/http-errors.ts';
import { processImage } from '../../lib/images.ts';
import type { UploadedFile } from '../../lib/multipart.ts';

/** A vehicle's picture or document, checked and ready for the media table. */
export interface VehicleUpload {
  kind: 'image' | 'document';
  name: string;
  mime: string;
  bytes: Buffer;
  width: number;
  height: number;
}

const IMAGE_MESSAGE = 'Please upload an image in png / jpg format';
const DOCUMENT_MESSAGE = 'Upload a PDF or an image (png / jpg).';

/** A file name as shown to people: no folders, no control characters, at most 120 characters. */
export function cleanFileName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // A right-to-left override makes "img<RLO>gnp.exe" read as "imgexe.png" in the form's list.
  const printable = [...stripInvisible(base)].filter((ch) => ch.charCodeAt(0) > 31 && ch.charCodeAt(0) !== 127).join('');
  return printable.trim().slice(0, 120) || fallback;
}

/**
 * A PDF is judged by its bytes: the header within the first KiB (as readers accept it) and an
 * end-of-file marker near the end. PDFs are stored as sent (nothing to re-encode) and served as
 * downloads, never inline.
 */
export function isPdf(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 1024).toString('latin1');
  const tail = bytes.subarray(Math.max(0, bytes.length - 2048)).toString('latin1');
  return head.includes('%PDF-') && tail.includes('%%EOF');
}

/** The re-encoded image, or the message that names the refused file. */
async function asImage(file: UploadedFile, field: string, message: string): Promise<VehicleUpload | string> {
  try {
    const image = await processImage(file.bytes, field, 'photo');
    return { kind: 'image', name: cleanFileName(file.filename, 'image'), ...image };
  } catch (error) {
    if (error instanceof HttpError) return `${cleanFileName(file.filename, 'file')}: ${message}`;
    throw error;
  }
}

/**
 * Validates and re-encodes the pictures and documents of a vehicle form; every bad file is
 * reported under its field, named, before anything is written.
 */
export async function readVehicleUploads(files: Map<string, UploadedFile[]>): Promise<VehicleUpload[]> {
  const out: VehicleUpload[] = [];
  const errors: Record<string, string[]> = {};
  const refuse = (field: string, message: string) => {
    errors[field] ??= [message];
  };
  for (const file of files.get(VEHICLE_FILE_FIELDS.images) ?? []) {
    const image = await asImage(file, VEHICLE_FILE_FIELDS.images, IMAGE_MESSAGE);
    if (typeof image === 'string') refuse(VEHICLE_FILE_FIELDS.images, image);
    else out.push(image);
  }
  for (const file of files.get(VEHICLE_FILE_FIELDS.documents) ?? []) {
    if (isPdf(file.bytes)) {
      const name = cleanFileName(file.filename, 'document.pdf');
      out.push({ kind: 'document', name, mime: 'application/pdf', bytes: file.bytes, width: 0, height: 0 });
      continue;
    }
    const image = await asImage(file, VEHICLE_FILE_FIELDS.documents, DOCUMENT_MESSAGE);
    if (typeof image === 'string') refuse(VEHICLE_FILE_FIELDS.documents, image);
    else out.push({ ...image, kind: 'document' });
  }
  if (Object.keys(errors).length > 0) throw new HttpError(400, errors);
  return out;
}

export const VEHICLE_UPLOAD_LIMITS = {
  maxFileBytes: VEHICLE_LIMITS.fileMaxBytes,
  maxFilesPerField: Math.max(VEHICLE_LIMITS.imagesMax, VEHICLE_LIMITS.documentsMax),
} as const;
