import { resultsApi } from '@showgrid/shared/contract/results';
import { judgesChoiceFileName } from '@showgrid/shared/file-names';
import { formatJudgeId } from '@showgrid/shared/limits';
import type { I18n } from '@showgrid/shared/i18n/translate';
import { callApi } from '../../../lib/api-client';
import { download } from '../lib/download';

/** GET /api/top-choice/download/ → judges-choice-{eventId}-JDG-007.pdf, named apart from the results report. */
export function downloadJudgeChoices(i18n: I18n, eventId: number, judgeId: number): Promise<void> {
  return download(
    i18n,
    () => callApi(resultsApi.topChoicesPdf, { query: { intEventId: eventId, intJudgeId: judgeId } }),
    judgesChoiceFileName(eventId, formatJudgeId(judgeId)),
  );
}
