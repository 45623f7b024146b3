import toast from 'react-hot-toast';
import { resultsApi } from '@showgrid/shared/contract/results';
import { callApi } from '../../../lib/api-client';
import { DOWNLOAD_FAILED, saveFile } from '../../../lib/save-file';

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
    toast.error(DOWNLOAD.failed, { id });
  }
}

/** GET /api/report/{event_id}/download/{1|0}: the report as a PDF or a spreadsheet. */
const report = (eventId: number, pdf: boolean) => () => callApi(resultsApi.report, { params: { event_id: eventId, is_pdf: pdf ? '1' : '0' } });

/** GET /api/report/{event_id}/download/1 → report-{eventId}.pdf */
export function downloadResultPdf(eventId: number): Promise<void> {
  return download(report(eventId, true), `report-${String(eventId)}.pdf`);
}

/** GET /api/report/{event_id}/download/0 → report-{eventId}.xlsx */
export function downloadResultSpreadsheet(eventId: number): Promise<void> {
  return download(report(eventId, false), `report-${String(eventId)}.xlsx`);
}

/** GET /api/top-choice/download/ → report-{eventId}.pdf (SPEC §7). */
export function downloadJudgeChoices(eventId: number, judgeId: number): Promise<void> {
  return download(
    () => callApi(resultsApi.topChoicesPdf, { query: { intEventId: eventId, intJudgeId: judgeId } }),
    `report-${String(eventId)}.pdf`,
  );
}
