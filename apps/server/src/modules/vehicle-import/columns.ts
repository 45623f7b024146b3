import { BULK_UPLOAD_HEADERS } from '@showgrid/shared/schemas/vehicle';
import { HttpError } from '../../lib/http-errors.ts';

/**
 * The header row (row 1) names the columns. Organisers rearrange, re-case and pad headers, so
 * they are matched trimmed, case-insensitively and with runs of spaces as one, in any order;
 * columns we do not know (notes, a row counter) are ignored.
 */

export type ColumnHeader = (typeof BULK_UPLOAD_HEADERS)[number];

/** Column → its index in the rows; the first column wins when a header repeats. */
export type ColumnMap = Map<ColumnHeader, number>;

const REQUIRED_HEADERS: readonly ColumnHeader[] = ['Registration Number', 'Category'];

const normalise = (header: string) => header.trim().replace(/\s+/g, ' ').toLowerCase();

const BY_NORMALISED = new Map<string, ColumnHeader>(BULK_UPLOAD_HEADERS.map((header) => [normalise(header), header]));

export function mapColumns(header: readonly string[]): ColumnMap {
  const columns: ColumnMap = new Map();
  header.forEach((text, index) => {
    const known = BY_NORMALISED.get(normalise(text));
    if (known && !columns.has(known)) columns.set(known, index);
  });
  const missing = REQUIRED_HEADERS.filter((required) => !columns.has(required));
  if (missing.length > 0) {
    const names = missing.map((name) => `"${name}"`).join(' and ');
    throw new HttpError(400, {
      detail:
        `The header row (row 1) has no ${names} column${missing.length > 1 ? 's' : ''}. ` +
        `Expected columns: ${BULK_UPLOAD_HEADERS.join(', ')} (download the template to start from).`,
    });
  }
  return columns;
}

/** "A" for 0, "Z" for 25, "AA" for 26: how spreadsheets name columns. */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** A column as the organiser knows it: its header (ours when we know it), else its letter. */
export function columnLabel(header: readonly string[], index: number): string {
  const text = (header[index] ?? '').trim();
  if (!text) return `column ${columnLetter(index)}`;
  const known = BY_NORMALISED.get(normalise(text));
  return known ?? (text.length > 40 ? `column ${columnLetter(index)}` : text);
}
