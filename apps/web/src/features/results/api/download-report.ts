import { resultsApi } from '@showgrid/shared/contract/results';
import { reportFileName } from '@showgrid/shared/file-names';
import type { I18n } from '@showgrid/shared/i18n/translate';
import { callApi } from '../../../lib/api-client';
import { download } from '../lib/download';

/** GET /api/report/{event_id}/download/{1|0}: the report as a PDF or a spreadsheet. */
const report = (eventId: number, pdf: boolean) => () =>
  callApi(resultsApi.report, { params: { event_id: eventId, is_pdf: pdf ? '1' : '0' } });

/** GET /api/report/{event_id}/download/1 → report-{eventId}.pdf */
export function downloadResultPdf(i18n: I18n, eventId: number): Promise<void> {
  return download(i18n, report(eventId, true), reportFileName(eventId, true));
}

/** GET /api/report/{event_id}/download/0 → report-{eventId}.xlsx */
export function downloadResultSpreadsheet(i18n: I18n, eventId: number): Promise<void> {
  return download(i18n, report(eventId, false), reportFileName(eventId, false));
}
