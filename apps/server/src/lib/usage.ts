import { HttpError } from './http-errors.ts';

/**
 * One reason a record may not be deleted: resolves to what blocks it ("12 vehicles"), or null.
 * Pure links (mappings) never block (ADR 006); real work does.
 */
export type UsageCheck<Tx> = (tx: Tx, id: number) => Promise<string | null>;

/**
 * Runs every check inside the delete's transaction and throws 409 naming everything that still
 * uses the record: `${lead} ${blockers}.`, e.g. "This event cannot be deleted: it has 3 vehicles."
 */
export async function assertUnused<Tx>(tx: Tx, id: number, checks: readonly UsageCheck<Tx>[], lead: string): Promise<void> {
  const blockers: string[] = [];
  for (const check of checks) {
    const blocker = await check(tx, id);
    if (blocker) blockers.push(blocker);
  }
  if (blockers.length > 0) throw new HttpError(409, { detail: `${lead} ${blockers.join(' and ')}.` });
}

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
