import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { containsPattern } from './like-pattern.ts';

/**
 * Accent folding (issue 33, scope 4): each accented Latin letter to its base letter, case kept
 * ("Jürgen Müller" → "Jurgen Muller"). The database keeps a folded copy of each searched name (a
 * generated column in db/schema, folded once per write: folding in every search was 10–40× a plain
 * ILIKE on PGlite), and a search folds its text the same way, by the same table.
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

/** The text with its accents taken off, as the database's folded columns hold it. */
export const folded = (text: string): string => [...text].map((letter) => BASE.get(letter) ?? letter).join('');

/**
 * A generated column's expression: the named column folded. A literal table, not parameters (DDL
 * takes none); changing the table is a migration that recomputes the column.
 */
export const foldedColumnOf = (column: string): SQL => sql.raw(`translate("${column}", '${TABLE.from}', '${TABLE.to}')`);

/**
 * Accent-insensitive search and order (issue 33, scope 4): "Muller" finds Müller, "nunez" finds
 * Núñez, and Émile sorts among the E's. `column` is a folded copy (above); ILIKE ignores case.
 */
export const containsFolded = (column: SQLWrapper, text: string): SQL => sql`${column} ilike ${containsPattern(folded(text))}`;

/** Orders by a folded column as a reader looks a name up: without case or accents. */
export const foldedOrder = (column: SQLWrapper): SQL => sql`lower(${column})`;
