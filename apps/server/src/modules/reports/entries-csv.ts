import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { csvLine } from '../../lib/spreadsheet-safety.ts';

/** The organiser's entries export (issue 31): one row per entry, as plain values. */
export interface EntriesCsvInput {
  header: readonly string[];
  rows: readonly (readonly (string | number | null)[])[];
}

/**
 * Writes the CSV (RFC 4180, UTF-8 with a byte-order mark so Excel reads accents, every value
 * neutralised against formula injection: names and plates are typed by entrants).
 */
export async function renderEntriesCsv(input: EntriesCsvInput, out: Writable): Promise<void> {
  out.write(`\uFEFF${csvLine(input.header)}\r\n`);
  for (const row of input.rows) {
    if (!out.write(`${csvLine(row)}\r\n`)) await once(out, 'drain');
  }
  out.end();
}
