import { assertUnused, type UsageCheck } from '../../lib/usage.ts';
import type { Executor } from '../users/repository.ts';

export type JudgeUsageCheck = UsageCheck<Executor>;

/** The checks run before a judge is deleted. Score entries land in a later issue and add theirs here. */
export const JUDGE_USAGE_CHECKS: JudgeUsageCheck[] = [];

/** Throws 409 naming everything that still uses the judge; run inside the delete's transaction. */
export const assertJudgeUnused = (tx: Executor, judgeId: number, checks: readonly JudgeUsageCheck[] = JUDGE_USAGE_CHECKS) =>
  assertUnused(tx, judgeId, checks, 'This judge cannot be deleted: they have');
