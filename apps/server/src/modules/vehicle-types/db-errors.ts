/**
 * Reads the PostgreSQL error behind a failed query. Drizzle wraps driver errors (pg and PGlite
 * alike) in a DrizzleQueryError whose `cause` carries the SQLSTATE and the constraint name.
 *
 * It sits here because the catalogue modules were written first; it belongs in src/lib once a
 * second domain needs it.
 */
const SQLSTATE = /^[0-9A-Z]{5}$/;

function pgError(error: unknown): { code: string; constraint: string } | undefined {
  let e = error;
  for (let depth = 0; depth < 4 && typeof e === 'object' && e !== null; depth++) {
    if ('code' in e && typeof e.code === 'string' && SQLSTATE.test(e.code)) {
      const constraint = 'constraint' in e && typeof e.constraint === 'string' ? e.constraint : '';
      return { code: e.code, constraint };
    }
    e = 'cause' in e ? e.cause : undefined;
  }
  return undefined;
}

function violation(error: unknown, code: string): string | undefined {
  const found = pgError(error);
  return found?.code === code ? found.constraint : undefined;
}

/** The constraint a unique violation (23505) hit, '' when unnamed, undefined for other errors. */
export const uniqueViolation = (error: unknown) => violation(error, '23505');

/** The constraint a foreign-key violation (23503) hit, '' when unnamed, undefined for other errors. */
export const foreignKeyViolation = (error: unknown) => violation(error, '23503');
