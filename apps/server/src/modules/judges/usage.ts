import { count, eq } from 'drizzle-orm';
import { scoreEntries } from '../../db/schema/index.ts';
import { assertUnused, plural, type UsageCheck } from '../../lib/usage.ts';
import type { Executor } from '../users/repository.ts';

export type JudgeUsageCheck = UsageCheck<Executor>;

/** A judge's scores are results; their recusals and conflicts go with them. */
const scoresOf: JudgeUsageCheck = async (tx, judgeId) => {
  const [row] = await tx.select({ n: count() }).from(scoreEntries).where(eq(scoreEntries.judgeId, judgeId));
  return row && row.n > 0 ? plural(row.n, 'score entry', 'score entries') : null;
};

/** The checks run before a judge is deleted. */
export const JUDGE_USAGE_CHECKS: JudgeUsageCheck[] = [scoresOf];

/** Throws 409 naming everything that still uses the judge; run inside the delete's transaction. */
export const assertJudgeUnused = (tx: Executor, judgeId: number, checks: readonly JudgeUsageCheck[] = JUDGE_USAGE_CHECKS) =>
  assertUnused(tx, judgeId, checks, 'This judge cannot be deleted: they have');
