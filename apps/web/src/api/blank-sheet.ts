import toast from 'react-hot-toast';
import { resultsApi } from '@showgrid/shared/contract/results';
import { blankSheetFileName } from '@showgrid/shared/file-names';
import { formatJudgeId } from '@showgrid/shared/limits';
import { callApi } from '../lib/api-client';
import { DOWNLOAD_FAILED, saveFile } from '../lib/save-file';
import { showError } from '../lib/show-error';

export const BLANK_SHEET_TEXT = {
  started: 'Preparing the blank judging sheet...',
  finished: 'Blank judging sheet downloaded',
} as const;

export interface BlankSheetOf {
  eventId: number;
  categoryId: number;
  categoryName: string;
  judgeId: number;
}

/**
 * GET /api/report/{event_id}/blank-sheet/ → blank-sheet-{event}-{category}-JDG-007.pdf: the judge's
 * printable sheet for a category, for when a tablet dies (ADR 034). The results page and the
 * coverage page both offer it, so it lives here.
 */
export async function downloadBlankSheet({ eventId, categoryId, categoryName, judgeId }: BlankSheetOf): Promise<void> {
  const id = toast.loading(BLANK_SHEET_TEXT.started);
  try {
    const file = await callApi(resultsApi.blankSheetPdf, {
      params: { event_id: eventId },
      query: { intCategoryId: categoryId, intJudgeId: judgeId },
    });
    saveFile(file, blankSheetFileName(eventId, categoryName, formatJudgeId(judgeId)));
    toast.success(BLANK_SHEET_TEXT.finished, { id });
  } catch (error) {
    showError(error, DOWNLOAD_FAILED, { id });
  }
}
