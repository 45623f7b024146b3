/**
 * Reads the PostgreSQL error behind a failed query. Drizzle wraps driver errors (pg and PGlite
 * alike) in a DrizzleQueryError whose `cause` carries the SQLSTATE and the constraint name.
 */
const SQLSTATE = /^[0-9A-Z]{5}$/;

function pgError(error: unknown): { code: string; constraint: string; message: string } | undefined {
  let e = error;
  for (let depth = 0; depth < 4 && typeof e === 'object' && e !== null; depth++) {
    if ('code' in e && typeof e.code === 'string' && SQLSTATE.test(e.code)) {
      const constraint = 'constraint' in e && typeof e.constraint === 'string' ? e.constraint : '';
      const message = 'message' in e && typeof e.message === 'string' ? e.message : '';
      return { code: e.code, constraint, message };
    }
    e = 'cause' in e ? e.cause : undefined;
  }
  return undefined;
}

function violation(error: unknown, code: string): string | undefined {
  const found = pgError(error);
  return found?.code === code ? found.constraint : undefined;
}

/**
 * Text the database cannot store (a NUL: 22021 in text, 22P05 in jsonb). Schemas refuse it
 * first; this catches any route that missed it, so the answer is a 400, not a 500.
 */
export const unstorableText = (error: unknown) => ['22021', '22P05'].includes(pgError(error)?.code ?? '');

/** The constraint a unique violation (23505) hit, '' when unnamed, undefined for other errors. */
export const uniqueViolation = (error: unknown) => violation(error, '23505');

/** The constraint a foreign-key violation (23503) hit, '' when unnamed, undefined for other errors. */
export const foreignKeyViolation = (error: unknown) => violation(error, '23503');

/**
 * True when a failed write hit the named unique index: two admins saving the same value at once
 * both pass the look-up, and the index decides. PGlite may leave the constraint out; its message
 * then names the index.
 */
export function violatesUniqueIndex(error: unknown, index: string): boolean {
  const found = pgError(error);
  return found?.code === '23505' && (found.constraint === index || found.message.includes(index));
}
