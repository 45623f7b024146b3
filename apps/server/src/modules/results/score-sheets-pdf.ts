import { judgeCountText, rankText, scoreText } from '@showgrid/shared/score-text';
import { PdfWriter } from './pdf-document.ts';
import type { ReportEvent } from './report-data.ts';
import { whenText } from '@showgrid/shared/time-text';
import { eventLine, NO_SCORE } from './report-text.ts';
import type { JudgeSheet, VehicleSheets } from './sheets.ts';
import { totalScoreText } from './ranking.ts';

/**
 * Score sheets for entrants (issue 18): one page a vehicle, with its place and total, then each
 * judge's sheet: the score per parameter, the special note, judges choice, when it was given, or
 * that the judge stepped aside or has not scored yet. With `anonymous`, judges are Judge 1, 2, …
 * in the order of the page (the organiser's choice: some shows keep judges' names from entrants).
 */

export const STEPPED_ASIDE = 'Stepped aside from this vehicle.';
export const NOT_SCORED_YET = 'Not scored yet.';
export const OFF_PANEL = 'off panel';

function judgeHeading(sheet: JudgeSheet, index: number, anonymous: boolean): string {
  const who = anonymous ? `Judge ${String(index + 1)}` : `${sheet.name} (${sheet.code})`;
  return sheet.onPanel ? who : `${who}, ${OFF_PANEL}`;
}

function vehiclePage(pdf: PdfWriter, event: ReportEvent, { ranked, sheets }: VehicleSheets, anonymous: boolean): void {
  const { standing } = ranked;
  pdf.heading(['Score sheet', standing.uniqueId, standing.vehicleName].filter(Boolean).join(' · '), 15);
  pdf.note(`Category: ${standing.categoryName} · Owner: ${standing.ownerName || '–'} · Registration: ${standing.registrationNo}`);
  const total = totalScoreText(standing.total, standing.max);
  pdf.note(total ? `Place ${rankText(ranked.rank)} · Total ${total} from ${judgeCountText(standing.judges)}` : `Place ${rankText(ranked.rank)} · ${NO_SCORE}`);
  pdf.gap();
  sheets.forEach((sheet, index) => {
    pdf.heading(judgeHeading(sheet, index, anonymous), 11, 4 * 14);
    const { entry } = sheet;
    if (sheet.state === 'stepped-aside') pdf.note(STEPPED_ASIDE);
    else if (!entry) pdf.note(NOT_SCORED_YET);
    else {
      pdf.table(
        [
          { header: 'Parameter', width: 300 },
          { header: 'Score', width: 80, align: 'right' },
          { header: 'Out of', width: 80, align: 'right' },
        ],
        [
          ...entry.values.map((value) => [value.retired ? `${value.title} (retired since)` : value.title, String(value.score), String(value.limit)]),
          ['Total', String(entry.total), String(entry.max)],
        ],
      );
      const facts = [`Total ${scoreText(entry.total, entry.max)}`, entry.topChoice ? 'Judges choice: yes' : 'Judges choice: no', `Given ${whenText(entry.editedAt, event.timeZone)}`];
      pdf.note(facts.join(' · '));
      if (entry.specialNote) pdf.wrappedNote(`Note: ${entry.specialNote}`);
    }
    pdf.gap(8);
  });
  if (sheets.length === 0) pdf.note('No judges for this category yet.');
}

export function renderScoreSheetsPdf(event: ReportEvent, vehicles: readonly VehicleSheets[], anonymous: boolean): Promise<Buffer> {
  const pdf = new PdfWriter({ layout: 'portrait', title: `Score sheets: ${event.title}`, subtitle: eventLine(event), documentTitle: `Score sheets: ${event.title}` });
  if (vehicles.length === 0) pdf.note('No Paid vehicles here.');
  vehicles.forEach((vehicle, index) => {
    if (index > 0) pdf.doc.addPage();
    vehiclePage(pdf, event, vehicle, anonymous);
  });
  return pdf.finish();
}
