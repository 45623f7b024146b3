import toast from 'react-hot-toast';
import { resultsApi } from '@showgrid/shared/contract/results';
import { judgesChoiceFileName, reportFileName, scoreSheetsFileName } from '@showgrid/shared/file-names';
import { formatJudgeId } from '@showgrid/shared/limits';
import { callApi } from '../../../lib/api-client';
import { DOWNLOAD_FAILED, saveFile } from '../../../lib/save-file';
import { showErrorMessage } from '../../../lib/show-error';

/** SPEC §8 download texts. */
export const DOWNLOAD = {
  started: 'Downloading result...',
  finished: 'Finished downloading result',
  failed: DOWNLOAD_FAILED,
} as const;

async function download(fetchFile: () => Promise<Blob>, fileName: string): Promise<void> {
  const id = toast.loading(DOWNLOAD.started);
  try {
    saveFile(await fetchFile(), fileName);
    toast.success(DOWNLOAD.finished, { id });
  } catch {
    showErrorMessage(DOWNLOAD.failed, { id });
  }
}

/** GET /api/report/{event_id}/download/{1|0}: the report as a PDF or a spreadsheet. */
const report = (eventId: number, pdf: boolean) => () =>
  callApi(resultsApi.report, { params: { event_id: eventId, is_pdf: pdf ? '1' : '0' } });

/** GET /api/report/{event_id}/download/1 → report-{eventId}.pdf */
export function downloadResultPdf(eventId: number): Promise<void> {
  return download(report(eventId, true), reportFileName(eventId, true));
}

/** GET /api/report/{event_id}/download/0 → report-{eventId}.xlsx */
export function downloadResultSpreadsheet(eventId: number): Promise<void> {
  return download(report(eventId, false), reportFileName(eventId, false));
}

/** GET /api/top-choice/download/ → judges-choice-{eventId}-JDG-007.pdf, named apart from the results report. */
export function downloadJudgeChoices(eventId: number, judgeId: number): Promise<void> {
  return download(
    () => callApi(resultsApi.topChoicesPdf, { query: { intEventId: eventId, intJudgeId: judgeId } }),
    judgesChoiceFileName(eventId, formatJudgeId(judgeId)),
  );
}

/** What the score sheets are of: one vehicle (named by its id on the card) or a whole category. */
export type SheetsOf = { vehicleId: number; uniqueId: string | null } | { categoryId: number };

/** GET /api/report/{event_id}/score-sheets/ → score-sheets-{eventId}-{vehicle id or category-N}.pdf. */
export function downloadScoreSheets(eventId: number, of: SheetsOf, anonymous: boolean): Promise<void> {
  const query = 'vehicleId' in of ? { intVehicleId: of.vehicleId } : { intCategoryId: of.categoryId };
  const which = 'vehicleId' in of ? (of.uniqueId ?? `vehicle-${String(of.vehicleId)}`) : `category-${String(of.categoryId)}`;
  return download(
    () =>
      callApi(resultsApi.scoreSheetsPdf, {
        params: { event_id: eventId },
        query: { ...query, blnAnonymous: anonymous ? 'true' : 'false' },
      }),
    scoreSheetsFileName(eventId, which),
  );
}
