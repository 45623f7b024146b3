import { HttpError } from '../../lib/http-errors.ts';
import type { Executor } from '../users/repository.ts';

/**
 * One reason a judge may not be deleted: resolves to what blocks it ("12 score entries"), or
 * null. Event mappings are pure links and never block (ADR 006); real work does.
 */
export type JudgeUsageCheck = (tx: Executor, judgeId: number) => Promise<string | null>;

/**
 * The checks run before a judge is deleted. Score entries land in a later issue, which adds its
 * check here, e.g. `async (tx, id) => (n = count scores of id) ? `${n} score entries` : null`.
 */
export const JUDGE_USAGE_CHECKS: JudgeUsageCheck[] = [];

/** Throws 409 naming everything that still uses the judge; run inside the delete's transaction. */
export async function assertJudgeUnused(
  tx: Executor,
  judgeId: number,
  checks: readonly JudgeUsageCheck[] = JUDGE_USAGE_CHECKS,
): Promise<void> {
  const blockers: string[] = [];
  for (const check of checks) {
    const blocker = await check(tx, judgeId);
    if (blocker) blockers.push(blocker);
  }
  if (blockers.length > 0) {
    throw new HttpError(409, { detail: `This judge cannot be deleted: they have ${blockers.join(' and ')}.` });
  }
}
