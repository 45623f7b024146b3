import { resultsApi } from '@showgrid/shared/contract/results';
import { judgesChoiceFileName } from '@showgrid/shared/file-names';
import { formatJudgeId } from '@showgrid/shared/limits';
import { callApi } from '../../../lib/api-client';
import { download } from '../lib/download';

/** GET /api/top-choice/download/ → judges-choice-{eventId}-JDG-007.pdf, named apart from the results report. */
export function downloadJudgeChoices(eventId: number, judgeId: number): Promise<void> {
  return download(
    () => callApi(resultsApi.topChoicesPdf, { query: { intEventId: eventId, intJudgeId: judgeId } }),
    judgesChoiceFileName(eventId, formatJudgeId(judgeId)),
  );
}
