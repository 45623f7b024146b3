import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { folded } from '../db/fold.ts';
import { containsPattern } from './like-pattern.ts';

/**
 * Accent-insensitive search and order (issue 33, scope 4): "Muller" finds Müller, "nunez" finds
 * Núñez, and Émile sorts among the E's. `column` is a folded copy (db/fold.ts); ILIKE ignores case.
 */
export const containsFolded = (column: SQLWrapper, text: string): SQL => sql`${column} ilike ${containsPattern(folded(text))}`;

/** Orders by a folded column as a reader looks a name up: without case or accents. */
export const foldedOrder = (column: SQLWrapper): SQL => sql`lower(${column})`;
