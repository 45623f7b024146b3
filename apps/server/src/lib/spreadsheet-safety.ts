/**
 * Spreadsheet formula injection (OWASP "CSV Injection"): Excel, LibreOffice and Google Sheets run
 * a cell that begins with = + - @ (or a tab or carriage return before one) as a formula, which can
 * leak data (=HYPERLINK) or start programs (DDE). The bulk upload refuses such values, and every
 * file we write (the upload template, reports) neutralises them, with this one rule.
 */

const TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r']);

/**
 * Data, not formulas, and organisers type them: signed numbers ("-5", "+44", "-0.5") and a lone
 * dash, the usual "none" in a column.
 */
const PLAIN_VALUE = /^(?:[+-]?(?:\d+(?:[.,]\d+)?|[.,]\d+)|-)$/;

/**
 * Whether a text value would be read as a formula. Leading white space of any kind (spaces,
 * newlines, no-break spaces) is looked through: programs trim it on import, and so does our own
 * upload, so "\n=cmd" is as dangerous as "=cmd".
 */
export function startsLikeFormula(value: string): boolean {
  const first = value.charAt(0);
  if (first === '\t' || first === '\r') return true;
  // Most cells start with a letter or a digit: nothing to look through (a report checks a million).
  if (!TRIGGERS.has(first) && !/\s/.test(first)) return false;
  const text = value.replace(/^\s+/, '');
  if (!TRIGGERS.has(text.charAt(0))) return false;
  return !PLAIN_VALUE.test(text.trimEnd());
}

/**
 * A value safe to write into a spreadsheet cell: text that would start a formula gets OWASP's
 * leading apostrophe, which spreadsheet programs show as text. Other values pass unchanged.
 */
export function neutraliseCell<T>(value: T): T | string {
  return typeof value === 'string' && startsLikeFormula(value) ? `'${value}` : value;
}

/** One CSV line (RFC 4180 quoting), every value neutralised first. */
export function csvLine(values: readonly (string | number | boolean | null | undefined)[]): string {
  return values
    .map((value) => {
      const text = String(neutraliseCell(value ?? ''));
      return /[",\r\n;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
    })
    .join(',');
}
