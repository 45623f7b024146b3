import { renderBlankSheetPdf, type BlankSheetInput } from './blank-sheet-pdf.ts';
import { renderReportPdf } from './report-pdf.ts';
import { renderReportXlsx } from './report-xlsx.ts';
import { reportSections, type ReportInput, type ReportPart, type ScoreSheetsInput } from './report-model.ts';
import { renderScoreSheetsPdf } from './score-sheets-pdf.ts';
import type { SheetRowsPart } from './sheet-rows.ts';
import { renderTopChoicePdf, type TopChoiceInput } from './top-choice-pdf.ts';
import { renderCardsPdf, type CardsInput } from './cards-pdf.ts';
import { renderQrCodes, type QrCodesInput } from './qr-codes.ts';
import { renderEntriesCsv, type EntriesCsvInput } from './entries-csv.ts';
import type { TaskRegistry } from '../../exports/task.ts';

/**
 * Every export the pool runs (ADR 031), by name. The routes name a task and hand over its input
 * (and parts); the worker (worker.ts) runs it. Only the worker imports this file: the renderers,
 * pdfkit and exceljs stay out of the main thread.
 *
 * To add one (say a printable blank judging sheet):
 *   1. write the renderer as a pure function of plain data that writes its file to a Writable
 *      and imports no database (types only from modules that do);
 *   2. add its input (and part, if the main thread streams the data) to ExportTaskTypes and the
 *      renderer to `exportTasks` below;
 *   3. in the route: read and authorise, then
 *      `sendExport(reply, await exports.run({ owner: user.id, task: 'blank-sheets-pdf', load }, abortSignalOf(reply)), { type, fileName })`
 *      (send-export.ts), where `load` reads the data once the job's turn comes.
 * The build bundles the worker (scripts/build.mjs) and refuses one that reaches the database.
 */
export type ExportTaskTypes = {
  'results-pdf': { input: ReportInput; part: ReportPart };
  'results-xlsx': { input: ReportInput; part: ReportPart };
  'score-sheets-pdf': { input: ScoreSheetsInput; part: SheetRowsPart };
  'top-choice-pdf': { input: TopChoiceInput; part: never };
  /** A judge's printable blank judging sheet for a category (ADR 034). */
  'blank-sheet-pdf': { input: BlankSheetInput; part: never };
  'cards-pdf': { input: CardsInput; part: never };
  'qr-codes': { input: QrCodesInput; part: never };
  /** The organiser's entries (issue 31). */
  'entries-csv': { input: EntriesCsvInput; part: never };
};

export const exportTasks: TaskRegistry<ExportTaskTypes> = {
  'results-pdf': { render: (input, parts, out) => renderReportPdf(input, reportSections(input, parts), out) },
  'results-xlsx': { render: (input, parts, out) => renderReportXlsx(input, reportSections(input, parts), out) },
  'score-sheets-pdf': { render: renderScoreSheetsPdf },
  'top-choice-pdf': { render: (input, _parts, out) => renderTopChoicePdf(input, out) },
  'blank-sheet-pdf': { render: (input, _parts, out) => renderBlankSheetPdf(input, out) },
  'cards-pdf': { render: (input, _parts, out) => renderCardsPdf(input, out) },
  'qr-codes': { render: (input, _parts, out) => renderQrCodes(input, out) },
  'entries-csv': { render: (input, _parts, out) => renderEntriesCsv(input, out) },
};
