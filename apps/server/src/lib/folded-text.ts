import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { containsPattern } from './like-pattern.ts';

/**
 * Accent-insensitive search and order (issue 33, scope 4): "Muller" finds Müller, "nunez" finds
 * Núñez, and Émile sorts among the E's. Each accented Latin letter maps to its base letter, case
 * kept, in SQL by translate() and here by the same table, so both sides fold alike on PGlite and
 * PostgreSQL whatever the database's collation (no extension needed). ILIKE then ignores case.
 */
const SPECIAL: Record<string, string> = { ø: 'o', Ø: 'O', ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ħ: 'h', Ħ: 'H', ı: 'i', ŧ: 't', Ŧ: 'T' };

function foldTable(): { from: string; to: string } {
  let from = '';
  let to = '';
  // Latin-1 Supplement and Latin Extended-A/B: every letter a European name is written with.
  for (let code = 0xc0; code <= 0x24f; code += 1) {
    const letter = String.fromCodePoint(code);
    const base = SPECIAL[letter] ?? letter.normalize('NFD').replace(/\p{M}/gu, '');
    if (base !== letter && /^[A-Za-z]$/.test(base)) {
      from += letter;
      to += base;
    }
  }
  return { from, to };
}

const TABLE = foldTable();
const BASE = new Map([...TABLE.from].map((letter, index) => [letter, TABLE.to[index] ?? letter]));

/** The text with its accents taken off, as the database's side folds it. */
export const folded = (text: string): string => [...text].map((letter) => BASE.get(letter) ?? letter).join('');

const foldedColumn = (column: SQLWrapper): SQL => sql`translate(${column}, ${TABLE.from}, ${TABLE.to})`;

/** The column contains the text, ignoring case and accents. */
export const containsFolded = (column: SQLWrapper, text: string): SQL => sql`${foldedColumn(column)} ilike ${containsPattern(folded(text))}`;

/** Orders by the column as a reader looks a name up: without case or accents. */
export const foldedOrder = (column: SQLWrapper): SQL => sql`lower(${foldedColumn(column)})`;
