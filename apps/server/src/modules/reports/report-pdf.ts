import type { Writable } from 'node:stream';
import type { I18n } from '@showgrid/shared/i18n/translate';
import { i18nFor } from '../../lib/i18n.ts';
import { PdfWriter, type PdfColumn } from './pdf-document.ts';
import type { ReportInput, ReportJudge, ReportSection } from './report-model.ts';
import type { RankedVehicle } from '../results/ranking.ts';
import {
  countedTotalText,
  eventLine,
  medalText,
  NO_CHOICE,
  NO_SCORE,
  NO_VEHICLES,
  NO_VOTES,
  PAPER_LEGEND,
  TIE,
  RANK_LEGEND,
  numberText,
  rankText,
  scoredOnText,
  scoreOf,
  scoringLines,
  tieText,
  twoDigits,
} from './report-text.ts';

/**
 * The results report as a PDF (PRODUCT.md "Reports"): A4 landscape, the awards summary first (what
 * is read out at the prize-giving), then one section per category with its vehicles ranked (under
 * a "Scored on: …" line naming the parameters, retired ones marked, its scores were given on). Under
 * the title: the scoring rule that made the totals, the medal bands and the ranking order (ADR 029);
 * with bands, the rankings get a Medal column. Up to five judges fit beside the ranking as columns;
 * with more, each category is followed by its judges' totals in tables of eleven judges, so no
 * column gets too narrow to read.
 */

const JUDGE_WIDTH = 46;
/** The ranking's first columns; the names (`grows`) get the room the judges' columns leave. */
const rankingColumns = (i18n: I18n): (PdfColumn & { grows?: boolean })[] => [
  { header: i18n._(/*i18n*/ { id: 'Rank' }), width: 36 },
  { header: i18n._(/*i18n*/ { id: 'Vehicle ID' }), width: 56 },
  { header: i18n._(/*i18n*/ { id: 'Vehicle' }), width: 130, grows: true },
  { header: i18n._(/*i18n*/ { id: 'Owner' }), width: 96, grows: true },
];
/** Five judges and the medal column fit the 769.9 points of A4 landscape ("1250/1500 (13 of 15)" still fits its total). */
const totalColumn = (i18n: I18n): PdfColumn => ({ header: i18n._(/*i18n*/ { id: 'Total score' }), width: 84, align: 'right' });
const medalColumn = (i18n: I18n): PdfColumn => ({ header: i18n._(/*i18n*/ { id: 'Medal' }), width: 36 });
const MEDAL_WIDTH = 36;
const countColumns = (i18n: I18n): PdfColumn[] => [
  { header: i18n._(/*i18n*/ { id: 'Votes' }), width: 34, align: 'right' },
  { header: i18n._(/*i18n*/ { id: "Judges' choice" }), width: 64, align: 'right' },
];
/** Where the judges' totals go when they do not fit beside the ranking. */
const byJudgeColumns = (i18n: I18n): PdfColumn[] => [
  { header: i18n._(/*i18n*/ { id: 'Rank' }), width: 36 },
  { header: i18n._(/*i18n*/ { id: 'Vehicle ID' }), width: 56 },
  { header: i18n._(/*i18n*/ { id: 'Vehicle' }), width: 150 },
];
const BY_JUDGE_WIDTH = 36 + 56 + 150;

const judgeLegend = (i18n: I18n) =>
  i18n._(
    /*i18n*/ {
      id: "Judge columns (each judge's id, their name under it): that judge's total; – no score from them; recused: they stepped aside.",
    },
  );

const widthOf = (columns: readonly PdfColumn[]) => columns.reduce((sum, c) => sum + c.width, 0);
/** "Daniel Moreau" → "D. Moreau": a name that fits under a judge's id in a narrow column. */
export function shortName(name: string): string {
  const parts = name.trim().split(/\s+/);
  const last = parts.at(-1) ?? '';
  return parts.length > 1 ? `${parts[0]?.[0] ?? ''}. ${last}` : last;
}

const judgeColumn = (judge: ReportJudge): PdfColumn => ({
  header: judge.code,
  subheader: shortName(judge.name),
  width: JUDGE_WIDTH,
  align: 'right',
});
const vehicleText = (row: { uniqueId: string | null; vehicleName: string }) => [row.uniqueId, row.vehicleName].filter(Boolean).join(' ');

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function awards(pdf: PdfWriter, i18n: I18n, data: ReportInput): void {
  pdf.heading(i18n._(/*i18n*/ { id: 'Awards' }), 15);
  pdf.heading(i18n._(/*i18n*/ { id: 'Winner per category' }), 11);
  const medals = data.scoring.medalBands !== null;
  const winners = data.awards.winners.flatMap(({ categoryName, rows }) =>
    rows.length === 0
      ? [[categoryName, i18n._(NO_SCORE), '', '', '']]
      : rows.map((row) => [
          categoryName,
          vehicleText(row.standing),
          row.standing.ownerName,
          countedTotalText(i18n, row),
          ...(medals ? [medalText(i18n, row.standing.medal)] : []),
          tieText(i18n, row),
        ]),
  );
  pdf.table(
    [
      { header: i18n._(/*i18n*/ { id: 'Category' }), width: 170 },
      { header: i18n._(/*i18n*/ { id: 'Winner' }), width: medals ? 250 - MEDAL_WIDTH : 250 },
      { header: i18n._(/*i18n*/ { id: 'Owner' }), width: 160 },
      { header: i18n._(/*i18n*/ { id: 'Total score' }), width: 80 },
      ...(medals ? [medalColumn(i18n)] : []),
      { header: i18n._(/*i18n*/ { id: 'Note' }), width: 110 },
    ],
    winners,
  );
  pdf.gap();

  pdf.heading(i18n._(/*i18n*/ { id: "People's choice (most audience votes)" }), 11);
  const popular = data.awards.peoplesChoice;
  if (popular.length === 0) pdf.note(i18n._(NO_VOTES));
  else {
    pdf.table(
      [
        { header: i18n._(/*i18n*/ { id: 'Vehicle' }), width: 250 },
        { header: i18n._(/*i18n*/ { id: 'Owner' }), width: 160 },
        { header: i18n._(/*i18n*/ { id: 'Category' }), width: 170 },
        { header: i18n._(/*i18n*/ { id: 'Votes' }), width: 60, align: 'right' },
        { header: i18n._(/*i18n*/ { id: 'Note' }), width: 110 },
      ],
      popular.map(({ standing }) => [
        vehicleText(standing),
        standing.ownerName,
        standing.categoryName,
        numberText(i18n, standing.votes),
        popular.length > 1 ? i18n._(TIE) : '',
      ]),
    );
  }
  pdf.gap();

  pdf.heading(i18n._(/*i18n*/ { id: "Judges' picks (judges choice, best first)" }), 11);
  const choiceRows = data.awards.judgesChoice.flatMap(({ judge, choices }) => {
    const who = `${judge.code} ${judge.name}`;
    if (choices.length === 0) return [[who, '', i18n._(NO_CHOICE), '', '']];
    return choices.map((choice, index) => [
      index === 0 ? who : '',
      twoDigits(choice.rank),
      vehicleText(choice),
      choice.categoryName,
      scoreOf(i18n, choice.total, choice.max),
    ]);
  });
  if (choiceRows.length === 0) pdf.note(i18n._(/*i18n*/ { id: 'No judges at this event.' }));
  else {
    pdf.table(
      [
        { header: i18n._(/*i18n*/ { id: 'Judge' }), width: 200 },
        { header: i18n._(/*i18n*/ { id: 'Pick' }), width: 40 },
        { header: i18n._(/*i18n*/ { id: 'Vehicle' }), width: 250 },
        { header: i18n._(/*i18n*/ { id: 'Category' }), width: 170 },
        { header: i18n._(/*i18n*/ { id: 'Score' }), width: 80 },
      ],
      choiceRows,
    );
  }
}

/** A section's vehicles, read once for the pages that show them. */
type Vehicles = ReturnType<ReportSection['vehicles']>;
const sheetsOf = (vehicles: Vehicles, vehicleId: number) => vehicles.get(vehicleId)?.sheets ?? [];

function category(pdf: PdfWriter, i18n: I18n, data: ReportInput, section: ReportSection['category'], vehicles: Vehicles): void {
  pdf.heading(section.categoryName);
  if (section.rows.length === 0) {
    pdf.note(i18n._(NO_VEHICLES));
    pdf.gap();
    return;
  }
  pdf.wrappedNote(scoredOnText(i18n, section.scoredOn));
  const medals = data.scoring.medalBands !== null;
  const tail = [totalColumn(i18n), ...(medals ? [medalColumn(i18n)] : []), ...countColumns(i18n)];
  const RANKING = rankingColumns(i18n);
  const inline = data.judges.length * JUDGE_WIDTH <= pdf.width - widthOf(RANKING) - widthOf(tail);
  const judgeCells = (row: RankedVehicle, judges: readonly ReportJudge[]) =>
    judges.map((j) => vehicles.get(row.standing.vehicleId)?.cells.get(j.id) ?? '–');
  const lead = (row: RankedVehicle) => [rankText(row), row.standing.uniqueId ?? '', row.standing.vehicleName];

  // Without judge columns, the names get the room.
  const spare = inline ? 0 : Math.floor((pdf.width - widthOf(RANKING) - widthOf(tail)) / 2);
  const ranking = RANKING.map(({ grows, ...c }) => (grows ? { ...c, width: c.width + spare } : c));
  pdf.table(
    [...ranking, ...(inline ? data.judges.map(judgeColumn) : []), ...tail],
    section.rows.map((row) => [
      ...lead(row),
      row.standing.ownerName,
      ...(inline ? judgeCells(row, data.judges) : []),
      countedTotalText(i18n, row),
      ...(medals ? [medalText(i18n, row.standing.medal)] : []),
      numberText(i18n, row.standing.votes),
      numberText(i18n, row.standing.topChoices),
    ]),
  );
  pdf.gap();
  if (inline || data.judges.length === 0) return;

  const perTable = Math.floor((pdf.width - BY_JUDGE_WIDTH) / JUDGE_WIDTH);
  const groups = chunks(data.judges, perTable);
  groups.forEach((judges, index) => {
    const values = { category: section.categoryName, first: index * perTable + 1, last: index * perTable + judges.length };
    pdf.heading(
      groups.length > 1
        ? i18n._(/*i18n*/ { id: "{category}: each judge's total, judges {first}–{last}", values })
        : i18n._(/*i18n*/ { id: "{category}: each judge's total", values }),
      10,
    );
    pdf.table(
      [...byJudgeColumns(i18n), ...judges.map(judgeColumn)],
      section.rows.map((row) => [...lead(row), ...judgeCells(row, judges)]),
    );
    pdf.gap();
  });
}

/** Sum over the judges of one parameter's scores and limits for a vehicle, "17/20"; "–" when nobody scored it. */
function parameterCell(i18n: I18n, vehicles: Vehicles, vehicleId: number, parameterId: number): string {
  let score = 0;
  let limit = 0;
  for (const { entry } of sheetsOf(vehicles, vehicleId)) {
    const value = entry?.values.find((v) => v.parameterId === parameterId);
    if (value) {
      score += value.score;
      limit += value.limit;
    }
  }
  return limit === 0 ? '–' : scoreOf(i18n, score, limit);
}

const PARAMETER_WIDTH = 64;

/** Each vehicle's scores per parameter, over every judge who scored it: what a total is made of. */
function byParameter(pdf: PdfWriter, i18n: I18n, section: ReportSection['category'], vehicles: Vehicles): void {
  if (section.scoredOn.length === 0 || section.rows.length === 0) return;
  const perTable = Math.max(1, Math.floor((pdf.width - BY_JUDGE_WIDTH) / PARAMETER_WIDTH));
  const groups = chunks(section.scoredOn, perTable);
  groups.forEach((parameters, index) => {
    const values = { category: section.categoryName, part: index + 1, parts: groups.length };
    pdf.heading(
      groups.length > 1
        ? i18n._(/*i18n*/ { id: '{category}: scores by parameter ({part} of {parts})', values })
        : i18n._(/*i18n*/ { id: '{category}: scores by parameter', values }),
      10,
    );
    const columns = parameters.map((p): PdfColumn => ({
      header: p.title,
      subheader: p.retired
        ? i18n._(/*i18n*/ { id: 'retired' })
        : i18n._(/*i18n*/ { id: 'out of {limit} each', values: { limit: numberText(i18n, p.limit) } }),
      width: PARAMETER_WIDTH,
      align: 'right',
    }));
    pdf.table(
      [...byJudgeColumns(i18n), ...columns],
      section.rows.map((row) => [
        rankText(row),
        row.standing.uniqueId ?? '',
        row.standing.vehicleName,
        ...parameters.map((p) => parameterCell(i18n, vehicles, row.standing.vehicleId, p.parameterId)),
      ]),
    );
    pdf.gap();
  });
}

/** Every special note judges wrote in the category, vehicle by vehicle. */
function notes(pdf: PdfWriter, i18n: I18n, section: ReportSection['category'], vehicles: Vehicles): void {
  const lines = section.rows.flatMap((row) =>
    sheetsOf(vehicles, row.standing.vehicleId)
      .filter((sheet) => sheet.entry?.specialNote)
      .map((sheet) => `${vehicleText(row.standing)} · ${sheet.name} (${sheet.code}): ${sheet.entry?.specialNote ?? ''}`),
  );
  if (lines.length === 0) return;
  pdf.heading(i18n._(/*i18n*/ { id: "{category}: judges' notes", values: { category: section.categoryName } }), 10, 14);
  for (const line of lines) pdf.wrappedNote(line);
  pdf.gap();
}

/** Writes the report to `out`, each category as its sheets arrive (an export task, ADR 031). */
export async function renderReportPdf(data: ReportInput, sections: AsyncIterable<ReportSection>, out: Writable): Promise<void> {
  const i18n = i18nFor(data.event.locale);
  const title = i18n._(/*i18n*/ { id: 'Results: {event}', values: { event: data.event.title } });
  const pdf = new PdfWriter(
    { layout: 'landscape', title, subtitle: eventLine(data.event, data.event.locale), documentTitle: title, i18n },
    out,
  );
  for (const line of scoringLines(i18n, data)) pdf.wrappedNote(line);
  pdf.wrappedNote(i18n._(RANK_LEGEND));
  pdf.note(judgeLegend(i18n));
  pdf.note(i18n._(PAPER_LEGEND));
  pdf.gap(6);
  awards(pdf, i18n, data);
  for await (const section of sections) {
    const vehicles = section.vehicles();
    pdf.doc.addPage();
    category(pdf, i18n, data, section.category, vehicles);
    byParameter(pdf, i18n, section.category, vehicles);
    notes(pdf, i18n, section.category, vehicles);
  }
  await pdf.finish();
}
