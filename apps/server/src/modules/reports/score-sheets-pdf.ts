import { english } from '@showgrid/shared/i18n/english';
import type { I18n } from '@showgrid/shared/i18n/translate';
import { rankText } from '@showgrid/shared/score-text';
import type { ScoringSettings } from '@showgrid/shared/scoring-rules';
import type { Writable } from 'node:stream';
import { i18nFor } from '../../lib/i18n.ts';
import { PdfWriter } from './pdf-document.ts';
import type { ReportEvent, ScoreSheetsInput } from './report-model.ts';
import { whenText } from '@showgrid/shared/time-text';
import { enteredFromPaper, eventLine, medalBandsLine, medalText, NO_SCORE, numberText, ruleLine, scoreOf } from './report-text.ts';
import { readSheetRows, type JudgeSheet, type SheetRowsPart } from './sheet-rows.ts';
import type { EntryRecord } from '../scores/repository.ts';
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

export const STEPPED_ASIDE = english(/*i18n*/ { id: 'Stepped aside from this vehicle.' });
export const NOT_SCORED_YET = english(/*i18n*/ { id: 'Not scored yet.' });
export const NOT_COUNTED = english(
  /*i18n*/ { id: "Not counted in the total: under Drop high and low the vehicle's highest and lowest judge totals are left out." },
);
/** The en dash the deductions have always been written with (the old standard fonts had no minus sign). */
const MINUS = '–';
const DEDUCTION_INDENT = '      ';

function judgeHeading(i18n: I18n, sheet: JudgeSheet, index: number, anonymous: boolean): string {
  const who = anonymous ? i18n._(/*i18n*/ { id: 'Judge {number}', values: { number: index + 1 } }) : `${sheet.name} (${sheet.code})`;
  return sheet.onPanel ? who : i18n._(/*i18n*/ { id: '{judge}, off panel', values: { judge: who } });
}

/** "Place 2 · Total 25/30 from 3 of 5 judges (highest and lowest dropped) · Gold medal". */
function placeLine(i18n: I18n, { rank, standing }: RankedVehicle, scoring: ScoringSettings): string {
  const place = i18n._(/*i18n*/ { id: 'Place {place}', values: { place: rankText(rank) } });
  if (standing.total === null || standing.max === null) return `${place} · ${i18n._(NO_SCORE)}`;
  const values = { total: scoreOf(i18n, standing.total, standing.max), counted: standing.countedJudges, judges: standing.judges };
  const total =
    standing.countedJudges < standing.judges
      ? i18n._(
          /*i18n*/ {
            id: 'Total {total} from {counted} of {judges, plural, one {# judge} other {# judges}} (highest and lowest dropped)',
            values,
          },
        )
      : i18n._(/*i18n*/ { id: 'Total {total} from {judges, plural, one {# judge} other {# judges}}', values });
  const medal = scoring.medalBands
    ? [
        standing.medal
          ? i18n._(/*i18n*/ { id: '{medal} medal', values: { medal: medalText(i18n, standing.medal) } })
          : i18n._(/*i18n*/ { id: 'No medal' }),
      ]
    : [];
  return [place, total, ...medal].join(' · ');
}

/** The judges whose sheets the rule counts in the vehicle's total (all but the dropped two under Drop high and low). */
function countedJudges(sheets: readonly JudgeSheet[], scoring: ScoringSettings): Set<number> {
  const totals = sheets.flatMap(({ judgeId, entry }) => (entry ? [{ judgeId, total: entry.total, max: entry.max }] : []));
  return new Set(ruleScore(totals, scoring)?.countedJudgeIds);
}

/** A sheet's rows: each parameter's score, under it its deductions ("–2 Paint chip") marked as details, then the total. */
function sheetRows(i18n: I18n, entry: EntryRecord): { cells: string[]; detail: boolean }[] {
  return [
    ...entry.values.flatMap((value) => [
      {
        cells: [
          value.retired ? i18n._(/*i18n*/ { id: '{parameter} (retired since)', values: { parameter: value.title } }) : value.title,
          numberText(i18n, value.score),
          numberText(i18n, value.limit),
        ],
        detail: false,
      },
      ...(entry.deductions[String(value.parameterId)] ?? []).map((d) => ({
        cells: [`${DEDUCTION_INDENT}${[`${MINUS}${numberText(i18n, d.intPoints)}`, d.strReason].filter(Boolean).join(' ')}`, '', ''],
        detail: true,
      })),
    ]),
    { cells: [i18n._(/*i18n*/ { id: 'Total' }), numberText(i18n, entry.total), numberText(i18n, entry.max)], detail: false },
  ];
}

function vehiclePage(
  pdf: PdfWriter,
  i18n: I18n,
  event: ReportEvent,
  ranked: RankedVehicle,
  sheets: readonly JudgeSheet[],
  scoring: ScoringSettings,
  anonymous: boolean,
): void {
  const { standing } = ranked;
  pdf.heading([i18n._(/*i18n*/ { id: 'Score sheet' }), standing.uniqueId, standing.vehicleName].filter(Boolean).join(' · '), 15);
  pdf.note(
    i18n._(
      /*i18n*/ {
        id: 'Category: {category} · Owner: {owner} · Registration: {registration}',
        values: { category: standing.categoryName, owner: standing.ownerName || '–', registration: standing.registrationNo },
      },
    ),
  );
  pdf.note(placeLine(i18n, ranked, scoring));
  pdf.wrappedNote([ruleLine(i18n, scoring), ...(scoring.medalBands ? [medalBandsLine(i18n, scoring.medalBands)] : [])].join(' · '));
  pdf.gap();
  const counted = countedJudges(sheets, scoring);
  sheets.forEach((sheet, index) => {
    pdf.heading(judgeHeading(i18n, sheet, index, anonymous), 11, 4 * 14);
    const { entry } = sheet;
    if (sheet.state === 'stepped-aside') pdf.note(i18n._(STEPPED_ASIDE));
    else if (!entry) pdf.note(i18n._(NOT_SCORED_YET));
    else {
      if (!counted.has(sheet.judgeId)) pdf.wrappedNote(i18n._(NOT_COUNTED));
      const rows = sheetRows(i18n, entry);
      pdf.table(
        [
          { header: i18n._(/*i18n*/ { id: 'Parameter' }), width: pdf.width - 160 },
          { header: i18n._(/*i18n*/ { id: 'Score' }), width: 80, align: 'right' },
          { header: i18n._(/*i18n*/ { id: 'Out of' }), width: 80, align: 'right' },
        ],
        rows.map((row) => row.cells),
        { detail: (index) => rows[index]?.detail ?? false },
      );
      const facts = [
        i18n._(/*i18n*/ { id: 'Total {total}', values: { total: scoreOf(i18n, entry.total, entry.max) } }),
        entry.topChoice ? i18n._(/*i18n*/ { id: 'Judges choice: yes' }) : i18n._(/*i18n*/ { id: 'Judges choice: no' }),
        i18n._(/*i18n*/ { id: 'Given {when}', values: { when: whenText(entry.editedAt, event.timeZone, event.locale) } }),
        ...(entry.fromPaper ? [enteredFromPaper(i18n, anonymous ? null : entry.enteredByName)] : []),
      ];
      pdf.note(facts.join(' · '));
      if (entry.specialNote) pdf.wrappedNote(i18n._(/*i18n*/ { id: 'Note: {note}', values: { note: entry.specialNote } }));
    }
    pdf.gap(8);
  });
  if (sheets.length === 0) pdf.note(i18n._(/*i18n*/ { id: 'No judges for this category yet.' }));
}

/**
 * Writes the score sheets to `out` (an export task, ADR 031): the vehicles' sheets come in parts
 * (sheets.ts); the pages follow the ranking's order, so they are drawn once all have arrived.
 */
export async function renderScoreSheetsPdf(input: ScoreSheetsInput, parts: AsyncIterable<SheetRowsPart>, out: Writable): Promise<void> {
  const { event, scoring, anonymous } = input;
  const sheetsOf = new Map<number, JudgeSheet[]>();
  for await (const part of parts) for (const vehicle of readSheetRows(input.sheets, part)) sheetsOf.set(vehicle.vehicleId, vehicle.sheets);
  const i18n = i18nFor(event.locale);
  const title = i18n._(/*i18n*/ { id: 'Score sheets: {event}', values: { event: event.title } });
  const pdf = new PdfWriter({ layout: 'portrait', title, subtitle: eventLine(event, event.locale), documentTitle: title, i18n }, out);
  if (input.vehicles.length === 0) pdf.note(i18n._(/*i18n*/ { id: 'No Paid vehicles here.' }));
  input.vehicles.forEach((ranked, index) => {
    if (index > 0) pdf.doc.addPage();
    vehiclePage(pdf, i18n, event, ranked, sheetsOf.get(ranked.standing.vehicleId) ?? [], scoring, anonymous);
  });
  await pdf.finish();
}
