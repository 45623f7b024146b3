/** The rows a raw statement (`tx.execute`) answered, on either driver: both answer `{ rows }`. Callers parse them with zod. */
export function rowsOf(result: unknown): unknown[] {
  const rows = typeof result === 'object' && result !== null && 'rows' in result ? result.rows : [];
  return Array.isArray(rows) ? rows : [];
}
