import * as XLSX from '@e965/xlsx';
import { startsLikeFormula } from '../../lib/spreadsheet-safety.ts';
import type { SheetSource } from './upload-format.ts';

/**
 * Runs inside the parsing worker (parse-worker.ts): turns the first sheet of a checked file into
 * rows of text. SheetJS is told to guess nothing (CSV values stay raw strings, no dates) and to
 * keep formulas visible, because a file with a live formula is refused whole.
 */

export interface GridRequest {
  source: SheetSource;
  /** Data rows allowed below the header row. */
  maxRows: number;
}

export type GridResult =
  /** rows[0] is spreadsheet row 1 (the header row); blank cells are ''. */
  | { kind: 'rows'; rows: string[][] }
  /** The first formula, row 1-based as the spreadsheet numbers it, column 0-based. */
  | { kind: 'formula'; row: number; column: number; header: string[] }
  | { kind: 'too-many-rows' }
  | { kind: 'unreadable'; passwordProtected: boolean };

const SEPARATORS = [',', '\t', ';', '|'] as const;

/**
 * SheetJS picks a CSV's separator from its first KiB (Excel in much of Europe writes ';'), but it
 * also sniffs the text for a dozen other formats (a first cell "ID" reads as SYLK, "<" as HTML).
 * We guess the separator the same way and hand it over as a "sep=" line, which forces plain
 * delimited text.
 */
function separatorOf(text: string): string {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const ch of text.slice(0, 1024)) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && SEPARATORS.some((separator) => separator === ch)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  // Ties go to the earlier of SEPARATORS, as in SheetJS; none at all means a one-column file.
  return SEPARATORS.reduce((best, sep) => ((counts.get(sep) ?? 0) > (counts.get(best) ?? 0) ? sep : best), ',');
}

/**
 * The last row (1-based) holding anything but separators, quotes and spaces, found with the same
 * quoting rule as SheetJS's reader. SheetJS stops at the row cap, so this is how we know whether
 * a CSV goes on beyond it.
 */
function lastContentRow(text: string, sep: string): number {
  let row = 1;
  let last = 0;
  let inQuotes = false;
  let fieldStart = true;
  let quotedField = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (fieldStart) {
      quotedField = ch === '"';
      fieldStart = false;
    }
    if (ch === '"') {
      if (quotedField) inQuotes = !inQuotes;
    } else if (!inQuotes && (ch === '\n' || ch === '\r')) {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row++;
      fieldStart = true;
    } else if (!inQuotes && ch === sep) {
      fieldStart = true;
    } else if (ch !== ' ' && ch !== '\t') {
      last = row;
    }
  }
  return last;
}

/**
 * What a person sees in the cell. Long whole numbers are an exception: Excel's General format
 * shows 12345678901234 as 1.23457E+13, so those keep all their digits.
 */
function cellText(cell: XLSX.CellObject | undefined): string {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  switch (cell.t) {
    case 'b':
      return cell.v ? 'TRUE' : 'FALSE';
    case 'n':
      return cell.w !== undefined && !/e/i.test(cell.w) ? cell.w : String(cell.v);
    case 's':
      return String(cell.v);
    default:
      return cell.w ?? String(cell.v);
  }
}

function parse(source: SheetSource, sheetRows: number): XLSX.WorkSheet | undefined {
  const common = {
    dense: true,
    sheetRows,
    cellFormula: true,
    cellDates: false,
    cellNF: false,
    cellHTML: false,
    cellStyles: false,
  } as const;
  const book =
    source.format === 'csv'
      ? XLSX.read(source.text, { ...common, type: 'string', raw: true })
      : // Bytes arrive from the main thread as a plain Uint8Array; SheetJS's 'buffer' input wants a Buffer.
        XLSX.read(Buffer.from(source.bytes.buffer, source.bytes.byteOffset, source.bytes.byteLength), {
          ...common,
          type: 'buffer',
          sheets: 0,
          bookVBA: false,
          bookDeps: false,
          bookFiles: false,
        });
  const first = book.SheetNames[0];
  return first === undefined ? undefined : book.Sheets[first];
}

/** The 1-based last row of an A1 range ("A1:J20002" → 20002). */
const lastRowOf = (range: string | undefined) => (range ? XLSX.utils.decode_range(range).e.r + 1 : 0);

export function readGrid({ source, maxRows }: GridRequest): GridResult {
  const lastAllowed = maxRows + 1;
  let input = source;
  if (source.format === 'csv') {
    // A "sep=;" first line (Excel writes one) names the separator; Excel hides it, so do we.
    const declared = /^sep=(.)(?:\r\n|\n|\r)/i.exec(source.text);
    const body = declared ? source.text.slice(declared[0].length) : source.text;
    const sep = declared?.[1] ?? separatorOf(body);
    if (lastContentRow(body, sep) > lastAllowed) return { kind: 'too-many-rows' };
    input = { format: 'csv', text: `sep=${sep}\n${body}` };
  }

  let sheet: XLSX.WorkSheet | undefined;
  try {
    // One row past the cap, so a file that goes on is caught rather than cut short.
    sheet = parse(input, lastAllowed + 1);
  } catch (error) {
    return { kind: 'unreadable', passwordProtected: error instanceof Error && /password|encrypt/i.test(error.message) };
  }
  if (!sheet) return { kind: 'unreadable', passwordProtected: false };
  if (lastRowOf(sheet['!fullref']) > lastAllowed) return { kind: 'too-many-rows' };

  const data: (XLSX.CellObject[] | undefined)[] = sheet['!data'] ?? [];
  const rows: string[][] = [];
  let lastFilled = 0;
  for (let r = 0; r < data.length; r++) {
    const cells = data[r] ?? [];
    const row: string[] = [];
    for (let c = 0; c < cells.length; c++) {
      const cell = cells[c];
      const text = cellText(cell);
      const formula = source.format === 'csv' ? startsLikeFormula(text) : cell?.f !== undefined;
      if (formula) return { kind: 'formula', row: r + 1, column: c, header: rows[0] ?? [] };
      row.push(text);
      if (text.trim() !== '') lastFilled = r + 1;
    }
    rows.push(row);
  }
  if (lastFilled > lastAllowed) return { kind: 'too-many-rows' };
  return { kind: 'rows', rows: rows.slice(0, lastFilled) };
}
