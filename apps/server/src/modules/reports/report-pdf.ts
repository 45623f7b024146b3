import type { Writable } from 'node:stream';
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
  RANK_LEGEND,
  rankText,
  scoredOnText,
  scoringLines,
  tieText,
  twoDigits,
} from './report-text.ts';
import { scoreText as xOfY } from '@showgrid/shared/score-text';

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
const RANKING: PdfColumn[] = [
  { header: 'Rank', width: 36 },
  { header: 'Vehicle ID', width: 56 },
  { header: 'Vehicle', width: 130 },
  { header: 'Owner', width: 96 },
];
/** Five judges and the medal column fit the 769.9 points of A4 landscape ("1250/1500 (13 of 15)" still fits its total). */
const TOTAL: PdfColumn = { header: 'Total score', width: 84, align: 'right' };
const MEDAL: PdfColumn = { header: 'Medal', width: 36 };
const COUNTS: PdfColumn[] = [
  { header: 'Votes', width: 34, align: 'right' },
  { header: "Judges' choice", width: 64, align: 'right' },
];
/** Where the judges' totals go when they do not fit beside the ranking. */
const BY_JUDGE: PdfColumn[] = [
  { header: 'Rank', width: 36 },
  { header: 'Vehicle ID', width: 56 },
  { header: 'Vehicle', width: 150 },
];

const JUDGE_LEGEND =
  "Judge columns (each judge's id, their name under it): that judge's total; – no score from them; recused: they stepped aside.";

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

function awards(pdf: PdfWriter, data: ReportInput): void {
  pdf.heading('Awards', 15);
  pdf.heading('Winner per category', 11);
  const medals = data.scoring.medalBands !== null;
  const winners = data.awards.winners.flatMap(({ categoryName, rows }) =>
    rows.length === 0
      ? [[categoryName, NO_SCORE, '', '', '']]
      : rows.map((row) => [
          categoryName,
          vehicleText(row.standing),
          row.standing.ownerName,
          countedTotalText(row),
          ...(medals ? [medalText(row.standing.medal)] : []),
          tieText(row),
        ]),
  );
  pdf.table(
    [
      { header: 'Category', width: 170 },
      { header: 'Winner', width: medals ? 250 - MEDAL.width : 250 },
      { header: 'Owner', width: 160 },
      { header: 'Total score', width: 80 },
      ...(medals ? [MEDAL] : []),
      { header: 'Note', width: 110 },
    ],
    winners,
  );
  pdf.gap();

  pdf.heading("People's choice (most audience votes)", 11);
  const popular = data.awards.peoplesChoice;
  if (popular.length === 0) pdf.note(NO_VOTES);
  else {
    pdf.table(
      [
        { header: 'Vehicle', width: 250 },
        { header: 'Owner', width: 160 },
        { header: 'Category', width: 170 },
        { header: 'Votes', width: 60, align: 'right' },
        { header: 'Note', width: 110 },
      ],
      popular.map(({ standing }) => [
        vehicleText(standing),
        standing.ownerName,
        standing.categoryName,
        String(standing.votes),
        popular.length > 1 ? 'tie' : '',
      ]),
    );
  }
  pdf.gap();

  pdf.heading("Judges' picks (judges choice, best first)", 11);
  const choiceRows = data.awards.judgesChoice.flatMap(({ judge, choices }) => {
    const who = `${judge.code} ${judge.name}`;
    if (choices.length === 0) return [[who, '', NO_CHOICE, '', '']];
    return choices.map((choice, index) => [
      index === 0 ? who : '',
      twoDigits(choice.rank),
      vehicleText(choice),
      choice.categoryName,
      xOfY(choice.total, choice.max),
    ]);
  });
  if (choiceRows.length === 0) pdf.note('No judges at this event.');
  else {
    pdf.table(
      [
        { header: 'Judge', width: 200 },
        { header: 'Pick', width: 40 },
        { header: 'Vehicle', width: 250 },
        { header: 'Category', width: 170 },
        { header: 'Score', width: 80 },
      ],
      choiceRows,
    );
  }
}

/** A section's vehicles, read once for the pages that show them. */
type Vehicles = ReturnType<ReportSection['vehicles']>;
const sheetsOf = (vehicles: Vehicles, vehicleId: number) => vehicles.get(vehicleId)?.sheets ?? [];

function category(pdf: PdfWriter, data: ReportInput, section: ReportSection['category'], vehicles: Vehicles): void {
  pdf.heading(section.categoryName);
  if (section.rows.length === 0) {
    pdf.note(NO_VEHICLES);
    pdf.gap();
    return;
  }
  pdf.wrappedNote(scoredOnText(section.scoredOn));
  const medals = data.scoring.medalBands !== null;
  const tail = [TOTAL, ...(medals ? [MEDAL] : []), ...COUNTS];
  const inline = data.judges.length * JUDGE_WIDTH <= pdf.width - widthOf(RANKING) - widthOf(tail);
  const judgeCells = (row: RankedVehicle, judges: readonly ReportJudge[]) =>
    judges.map((j) => vehicles.get(row.standing.vehicleId)?.cells.get(j.id) ?? '–');
  const lead = (row: RankedVehicle) => [rankText(row), row.standing.uniqueId ?? '', row.standing.vehicleName];

  // Without judge columns, the names get the room.
  const spare = inline ? 0 : Math.floor((pdf.width - widthOf(RANKING) - widthOf(tail)) / 2);
  const ranking = RANKING.map((c) => (c.header === 'Vehicle' || c.header === 'Owner' ? { ...c, width: c.width + spare } : c));
  pdf.table(
    [...ranking, ...(inline ? data.judges.map(judgeColumn) : []), ...tail],
    section.rows.map((row) => [
      ...lead(row),
      row.standing.ownerName,
      ...(inline ? judgeCells(row, data.judges) : []),
      countedTotalText(row),
      ...(medals ? [medalText(row.standing.medal)] : []),
      String(row.standing.votes),
      String(row.standing.topChoices),
    ]),
  );
  pdf.gap();
  if (inline || data.judges.length === 0) return;

  const perTable = Math.floor((pdf.width - widthOf(BY_JUDGE)) / JUDGE_WIDTH);
  const groups = chunks(data.judges, perTable);
  groups.forEach((judges, index) => {
    const part = groups.length > 1 ? `, judges ${index * perTable + 1}–${index * perTable + judges.length}` : '';
    pdf.heading(`${section.categoryName}: each judge's total${part}`, 10);
    pdf.table(
      [...BY_JUDGE, ...judges.map(judgeColumn)],
      section.rows.map((row) => [...lead(row), ...judgeCells(row, judges)]),
    );
    pdf.gap();
  });
}

/** Sum over the judges of one parameter's scores and limits for a vehicle, "17/20"; "–" when nobody scored it. */
function parameterCell(vehicles: Vehicles, vehicleId: number, parameterId: number): string {
  let score = 0;
  let limit = 0;
  for (const { entry } of sheetsOf(vehicles, vehicleId)) {
    const value = entry?.values.find((v) => v.parameterId === parameterId);
    if (value) {
      score += value.score;
      limit += value.limit;
    }
  }
  return limit === 0 ? '–' : xOfY(score, limit);
}

const PARAMETER_WIDTH = 64;

/** Each vehicle's scores per parameter, over every judge who scored it: what a total is made of. */
function byParameter(pdf: PdfWriter, section: ReportSection['category'], vehicles: Vehicles): void {
  if (section.scoredOn.length === 0 || section.rows.length === 0) return;
  const perTable = Math.max(1, Math.floor((pdf.width - widthOf(BY_JUDGE)) / PARAMETER_WIDTH));
  const groups = chunks(section.scoredOn, perTable);
  groups.forEach((parameters, index) => {
    const part = groups.length > 1 ? ` (${String(index + 1)} of ${String(groups.length)})` : '';
    pdf.heading(`${section.categoryName}: scores by parameter${part}`, 10);
    const columns = parameters.map((p): PdfColumn => ({
      header: p.title,
      subheader: p.retired ? 'retired' : `out of ${String(p.limit)} each`,
      width: PARAMETER_WIDTH,
      align: 'right',
    }));
    pdf.table(
      [...BY_JUDGE, ...columns],
      section.rows.map((row) => [
        rankText(row),
        row.standing.uniqueId ?? '',
        row.standing.vehicleName,
        ...parameters.map((p) => parameterCell(vehicles, row.standing.vehicleId, p.parameterId)),
      ]),
    );
    pdf.gap();
  });
}

/** Every special note judges wrote in the category, vehicle by vehicle. */
function notes(pdf: PdfWriter, section: ReportSection['category'], vehicles: Vehicles): void {
  const lines = section.rows.flatMap((row) =>
    sheetsOf(vehicles, row.standing.vehicleId)
      .filter((sheet) => sheet.entry?.specialNote)
      .map((sheet) => `${vehicleText(row.standing)} · ${sheet.name} (${sheet.code}): ${sheet.entry?.specialNote ?? ''}`),
  );
  if (lines.length === 0) return;
  pdf.heading(`${section.categoryName}: judges' notes`, 10, 14);
  for (const line of lines) pdf.wrappedNote(line);
  pdf.gap();
}

/** Writes the report to `out`, each category as its sheets arrive (an export task, ADR 031). */
export async function renderReportPdf(data: ReportInput, sections: AsyncIterable<ReportSection>, out: Writable): Promise<void> {
  const pdf = new PdfWriter(
    {
      layout: 'landscape',
      title: `Results: ${data.event.title}`,
      subtitle: eventLine(data.event),
      documentTitle: `Results: ${data.event.title}`,
    },
    out,
  );
  for (const line of scoringLines(data)) pdf.wrappedNote(line);
  pdf.wrappedNote(RANK_LEGEND);
  pdf.note(JUDGE_LEGEND);
  pdf.note(PAPER_LEGEND);
  pdf.gap(6);
  awards(pdf, data);
  for await (const section of sections) {
    const vehicles = section.vehicles();
    pdf.doc.addPage();
    category(pdf, data, section.category, vehicles);
    byParameter(pdf, section.category, vehicles);
    notes(pdf, section.category, vehicles);
  }
  await pdf.finish();
}
