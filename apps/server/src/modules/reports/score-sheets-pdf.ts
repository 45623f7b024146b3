import { judgeCountText, rankText, scoreText } from '@showgrid/shared/score-text';
import { MEDAL_LABELS, type ScoringSettings } from '@showgrid/shared/scoring-rules';
import type { Writable } from 'node:stream';
import { PdfWriter } from './pdf-document.ts';
import type { ReportEvent, ScoreSheetsInput } from './report-model.ts';
import { whenText } from '@showgrid/shared/time-text';
import { enteredFromPaper, eventLine, medalBandsLine, NO_SCORE, ruleLine } from './report-text.ts';
import { readSheetRows, type JudgeSheet, type SheetRowsPart } from './sheet-rows.ts';
import type { EntryRecord } from '../scores/repository.ts';
import { totalScoreText } from '@showgrid/shared/score-text';
import { ruleScore, type RankedVehicle } from '../results/ranking.ts';

/**
 * Score sheets for entrants (issue 18): one page a vehicle, with its place and total, then each
 * judge's sheet: the score per parameter, the special note, judges choice, when it was given, or
 * that the judge stepped aside or has not scored yet. With `anonymous`, judges are Judge 1, 2, …
 * in the order of the page (the organiser's choice: some shows keep judges' names from entrants).
 * Each page names the event's scoring rule and medal bands, and the vehicle's medal (ADR 029); a
 * deduction sheet lists each parameter's deductions with their reasons under its score, and under
 * Drop high and low the sheets left out of the total say so.
 */

export const STEPPED_ASIDE = 'Stepped aside from this vehicle.';
export const NOT_SCORED_YET = 'Not scored yet.';
export const OFF_PANEL = 'off panel';
export const NOT_COUNTED = "Not counted in the total: under Drop high and low the vehicle's highest and lowest judge totals are left out.";
/** The standard fonts (WinAnsi) have no minus sign; an en dash reads as one. */
const MINUS = '–';
const DEDUCTION_INDENT = '      ';

function judgeHeading(sheet: JudgeSheet, index: number, anonymous: boolean): string {
  const who = anonymous ? `Judge ${String(index + 1)}` : `${sheet.name} (${sheet.code})`;
  return sheet.onPanel ? who : `${who}, ${OFF_PANEL}`;
}

/** "Place 2 · Total 25/30 from 3 of 5 judges (highest and lowest dropped) · Gold medal". */
function placeLine({ rank, standing }: RankedVehicle, scoring: ScoringSettings): string {
  const total = totalScoreText(standing.total, standing.max);
  if (!total) return `Place ${rankText(rank)} · ${NO_SCORE}`;
  const judges =
    standing.countedJudges < standing.judges
      ? `${String(standing.countedJudges)} of ${judgeCountText(standing.judges)} (highest and lowest dropped)`
      : judgeCountText(standing.judges);
  const medal = scoring.medalBands ? [standing.medal ? `${MEDAL_LABELS[standing.medal]} medal` : 'No medal'] : [];
  return [`Place ${rankText(rank)}`, `Total ${total} from ${judges}`, ...medal].join(' · ');
}

/** The judges whose sheets the rule counts in the vehicle's total (all but the dropped two under Drop high and low). */
function countedJudges(sheets: readonly JudgeSheet[], scoring: ScoringSettings): Set<number> {
  const totals = sheets.flatMap(({ judgeId, entry }) => (entry ? [{ judgeId, total: entry.total, max: entry.max }] : []));
  return new Set(ruleScore(totals, scoring)?.countedJudgeIds);
}

/** A sheet's rows: each parameter's score, under it its deductions ("–2 Paint chip") marked as details, then the total. */
function sheetRows(entry: EntryRecord): { cells: string[]; detail: boolean }[] {
  return [
    ...entry.values.flatMap((value) => [
      { cells: [value.retired ? `${value.title} (retired since)` : value.title, String(value.score), String(value.limit)], detail: false },
      ...(entry.deductions[String(value.parameterId)] ?? []).map((d) => ({
        cells: [`${DEDUCTION_INDENT}${[`${MINUS}${String(d.intPoints)}`, d.strReason].filter(Boolean).join(' ')}`, '', ''],
        detail: true,
      })),
    ]),
    { cells: ['Total', String(entry.total), String(entry.max)], detail: false },
  ];
}

function vehiclePage(
  pdf: PdfWriter,
  event: ReportEvent,
  ranked: RankedVehicle,
  sheets: readonly JudgeSheet[],
  scoring: ScoringSettings,
  anonymous: boolean,
): void {
  const { standing } = ranked;
  pdf.heading(['Score sheet', standing.uniqueId, standing.vehicleName].filter(Boolean).join(' · '), 15);
  pdf.note(`Category: ${standing.categoryName} · Owner: ${standing.ownerName || '–'} · Registration: ${standing.registrationNo}`);
  pdf.note(placeLine(ranked, scoring));
  pdf.wrappedNote([ruleLine(scoring), ...(scoring.medalBands ? [medalBandsLine(scoring.medalBands)] : [])].join(' · '));
  pdf.gap();
  const counted = countedJudges(sheets, scoring);
  sheets.forEach((sheet, index) => {
    pdf.heading(judgeHeading(sheet, index, anonymous), 11, 4 * 14);
    const { entry } = sheet;
    if (sheet.state === 'stepped-aside') pdf.note(STEPPED_ASIDE);
    else if (!entry) pdf.note(NOT_SCORED_YET);
    else {
      if (!counted.has(sheet.judgeId)) pdf.wrappedNote(NOT_COUNTED);
      const rows = sheetRows(entry);
      pdf.table(
        [
          { header: 'Parameter', width: pdf.width - 160 },
          { header: 'Score', width: 80, align: 'right' },
          { header: 'Out of', width: 80, align: 'right' },
        ],
        rows.map((row) => row.cells),
        { detail: (index) => rows[index]?.detail ?? false },
      );
      const facts = [
        `Total ${scoreText(entry.total, entry.max)}`,
        entry.topChoice ? 'Judges choice: yes' : 'Judges choice: no',
        `Given ${whenText(entry.editedAt, event.timeZone)}`,
        ...(entry.fromPaper ? [enteredFromPaper(anonymous ? null : entry.enteredByName)] : []),
      ];
      pdf.note(facts.join(' · '));
      if (entry.specialNote) pdf.wrappedNote(`Note: ${entry.specialNote}`);
    }
    pdf.gap(8);
  });
  if (sheets.length === 0) pdf.note('No judges for this category yet.');
}

/**
 * Writes the score sheets to `out` (an export task, ADR 031): the vehicles' sheets come in parts
 * (sheets.ts); the pages follow the ranking's order, so they are drawn once all have arrived.
 */
export async function renderScoreSheetsPdf(input: ScoreSheetsInput, parts: AsyncIterable<SheetRowsPart>, out: Writable): Promise<void> {
  const { event, scoring, anonymous } = input;
  const sheetsOf = new Map<number, JudgeSheet[]>();
  for await (const part of parts) for (const vehicle of readSheetRows(input.sheets, part)) sheetsOf.set(vehicle.vehicleId, vehicle.sheets);
  const pdf = new PdfWriter(
    {
      layout: 'portrait',
      title: `Score sheets: ${event.title}`,
      subtitle: eventLine(event),
      documentTitle: `Score sheets: ${event.title}`,
    },
    out,
  );
  if (input.vehicles.length === 0) pdf.note('No Paid vehicles here.');
  input.vehicles.forEach((ranked, index) => {
    if (index > 0) pdf.doc.addPage();
    vehiclePage(pdf, event, ranked, sheetsOf.get(ranked.standing.vehicleId) ?? [], scoring, anonymous);
  });
  await pdf.finish();
}
