import toast from 'react-hot-toast';
import { API } from '@showgrid/shared/paths';
import { downloadFile, DOWNLOAD_FAILED } from '../../../lib/save-file';

/** SPEC §8 download texts. */
export const DOWNLOAD = {
  started: 'Downloading result...',
  finished: 'Finished downloading result',
  failed: DOWNLOAD_FAILED,
} as const;

async function download(path: string, fileName: string, query?: Record<string, number>): Promise<void> {
  const id = toast.loading(DOWNLOAD.started);
  try {
    await downloadFile(path, fileName, query);
    toast.success(DOWNLOAD.finished, { id });
  } catch {
    toast.error(DOWNLOAD.failed, { id });
  }
}

/** GET /api/report/{event_id}/download/1 → report-{eventId}.pdf */
export function downloadResultPdf(eventId: number): Promise<void> {
  return download(API.report(eventId, true), `report-${String(eventId)}.pdf`);
}

/** GET /api/report/{event_id}/download/0 → report-{eventId}.xlsx */
export function downloadResultSpreadsheet(eventId: number): Promise<void> {
  return download(API.report(eventId, false), `report-${String(eventId)}.xlsx`);
}

/** GET /api/top-choice/download/ → report-{eventId}.pdf (SPEC §7). */
export function downloadJudgeChoices(eventId: number, judgeId: number): Promise<void> {
  return download(API.topChoiceDownload, `report-${String(eventId)}.pdf`, { intEventId: eventId, intJudgeId: judgeId });
}
