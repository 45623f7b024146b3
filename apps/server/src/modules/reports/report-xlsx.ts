import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { neutraliseCell } from '../../lib/spreadsheet-safety.ts';
import type { Deduction } from '@showgrid/shared/schemas/score';
import type { ReportInput, ReportSection } from './report-model.ts';
import {
  eventLine,
  medalText,
  NO_CHOICE,
  NO_SCORE,
  NO_VEHICLES,
  NO_VOTES,
  PAPER_LEGEND,
  scoredOnText,
  scoringLines,
  TIE_LEGEND,
  tieText,
  totalText,
  twoDigits,
} from './report-text.ts';
import { rankText, scoreText } from '@showgrid/shared/score-text';

/**
 * The results report as a workbook (PRODUCT.md "Reports"): "Awards" first, then one worksheet per
 * category with its vehicles ranked, one column per judge, and under the header row the parameters
 * its scores were given on ("Scored on: …", retired ones marked); the scoring rule, medal bands and
 * ranking order (ADR 029) under the title and each table, a Medal column where there are bands and
 * a "Judges counted" column under Drop high and low. Numbers stay numbers (rank,
 * points, votes) so the sheet sorts and sums; every text cell goes through the formula
 * neutraliser, since names and owners are typed by organisers and visitors' data ends up here.
 *
 * Written with exceljs's streaming writer (an export task, ADR 031): each row goes out as it is
 * added, each sheet is closed before the next, so the workbook never sits whole in memory (the
 * in-memory workbook of a big show took 2.5 GB and 13 s). A sheet's column widths come before its
 * first row; text is inline (shared strings cost twice the time for 5 % of the size).
 */

type Cell = string | number | null;

/** The worksheet of every judge's sheet, after the categories. */
export const SHEETS_SHEET = "Judges' sheets";

/** Excel refuses these in a sheet name, and names over 31 characters. */
const SHEET_NAME_FORBIDDEN = /[[\]:*?/\\]/g;
const RESERVED = new Set(['awards', 'history', "judges' sheets"]);

/** A sheet name Excel accepts, unique in the workbook. */
export function sheetName(wanted: string, taken: Set<string>): string {
  const base =
    wanted
      .replace(SHEET_NAME_FORBIDDEN, ' ')
      .replace(/^'+|'+$/g, '')
      .trim()
      .slice(0, 31) || 'Category';
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()) || RESERVED.has(name.toLowerCase()); n++) {
    const suffix = ` (${n})`;
    name = `${base.slice(0, 31 - suffix.length)}${suffix}`;
  }
  taken.add(name.toLowerCase());
  return name;
}

/**
 * One style object for every plain cell: exceljs gives each new cell a style object of its own
 * and then works out its style id from scratch, a third of its time on a big workbook; it keeps
 * the id of an object it has seen. Frozen, so nothing can change it for all cells at once.
 */
const PLAIN: Partial<ExcelJS.Style> = Object.freeze({});

/** Adds a row and sends it on (the streaming writer keeps a row only until it is committed). */
function addRow(sheet: ExcelJS.Worksheet, cells: readonly Cell[], bold = false): void {
  // An empty string would still be a (text) cell: leave the cell empty instead.
  const row = sheet.addRow(cells.map((cell) => (cell === '' ? null : neutraliseCell(cell))));
  if (bold) row.font = { bold: true };
  else row.eachCell({ includeEmpty: true }, (cell) => (cell.style = PLAIN));
  row.commit();
}

function awardsSheet(book: ExcelJS.Workbook, data: ReportInput): void {
  const sheet = book.addWorksheet('Awards');
  sheet.columns = [{ width: 28 }, { width: 14 }, { width: 30 }, { width: 24 }, { width: 20 }, { width: 16 }, { width: 22 }];
  addRow(sheet, [data.event.title], true);
  addRow(sheet, [eventLine(data.event)]);
  for (const line of scoringLines(data)) addRow(sheet, [line]);
  addRow(sheet, []);

  addRow(sheet, ['Winner per category'], true);
  const medals = data.scoring.medalBands !== null;
  addRow(sheet, ['Category', 'Vehicle ID', 'Vehicle', 'Owner', 'Total score', ...(medals ? ['Medal'] : []), 'Note'], true);
  for (const { categoryName, rows } of data.awards.winners) {
    if (rows.length === 0) addRow(sheet, [categoryName, null, NO_SCORE]);
    for (const row of rows) {
      const { standing } = row;
      addRow(sheet, [
        categoryName,
        standing.uniqueId,
        standing.vehicleName,
        standing.ownerName,
        totalText(row),
        ...(medals ? [medalText(standing.medal)] : []),
        tieText(row),
      ]);
    }
  }
  addRow(sheet, []);

  addRow(sheet, ["People's choice (most audience votes)"], true);
  addRow(sheet, ['Category', 'Vehicle ID', 'Vehicle', 'Owner', 'Audience votes', 'Note'], true);
  const popular = data.awards.peoplesChoice;
  if (popular.length === 0) addRow(sheet, [NO_VOTES]);
  for (const { standing } of popular) {
    addRow(sheet, [
      standing.categoryName,
      standing.uniqueId,
      standing.vehicleName,
      standing.ownerName,
      standing.votes,
      popular.length > 1 ? 'tie' : '',
    ]);
  }
  addRow(sheet, []);

  addRow(sheet, ["Judges' picks (judges choice, best first)"], true);
  addRow(sheet, ['Judge', 'Judge ID', 'Pick', 'Vehicle ID', 'Vehicle', 'Category', 'Score'], true);
  for (const { judge, choices } of data.awards.judgesChoice) {
    if (choices.length === 0) addRow(sheet, [judge.name, judge.code, null, null, NO_CHOICE]);
    for (const choice of choices) {
      addRow(sheet, [
        judge.name,
        judge.code,
        twoDigits(choice.rank),
        choice.uniqueId,
        choice.vehicleName,
        choice.categoryName,
        scoreText(choice.total, choice.max),
      ]);
    }
  }
  sheet.commit();
}

function categorySheet(
  book: ExcelJS.Workbook,
  data: ReportInput,
  section: ReportSection['category'],
  cells: (vehicleId: number) => Map<number, string> | undefined,
  name: string,
): void {
  const sheet = book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  const judges = data.judges;
  const medals = data.scoring.medalBands !== null;
  const dropping = data.scoring.rule === 'drop-high-low';
  const header = [
    'Rank',
    'Tie',
    'Vehicle ID',
    'Vehicle',
    'Owner',
    ...judges.map((j) => `${j.name} (${j.code})`),
    'Total score',
    ...(medals ? ['Medal'] : []),
    'Points',
    'Out of',
    'Judges who scored',
    ...(dropping ? ['Judges counted'] : []),
    'Audience votes',
    "Judges' choice",
  ];
  sheet.columns = [
    12,
    20,
    12,
    28,
    24,
    ...judges.map(() => 16),
    18,
    ...(medals ? [10] : []),
    10,
    10,
    12,
    ...(dropping ? [12] : []),
    15,
    15,
  ].map((width) => ({ width }));
  addRow(sheet, header, true);
  // One table, header then data, so the sheet sorts and filters as it is; what explains it comes after.
  for (const row of section.rows) {
    const { standing } = row;
    const scored = standing.total !== null && standing.max !== null;
    addRow(sheet, [
      // A vehicle nobody scored has no place: "–", as on the results page.
      row.rank ?? rankText(null),
      tieText(row),
      standing.uniqueId,
      standing.vehicleName,
      standing.ownerName,
      ...judges.map((j) => cells(standing.vehicleId)?.get(j.id) ?? ''),
      totalText(row),
      ...(medals ? [medalText(standing.medal)] : []),
      scored ? standing.total : null,
      scored ? standing.max : null,
      standing.judges,
      ...(dropping ? [standing.countedJudges] : []),
      standing.votes,
      standing.topChoices,
    ]);
  }
  if (section.rows.length > 0)
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: section.rows.length + 1, column: header.length } };
  addRow(sheet, []);
  addRow(sheet, [section.rows.length === 0 ? NO_VEHICLES : scoredOnText(section.scoredOn)]);
  for (const line of scoringLines(data)) addRow(sheet, [line]);
  addRow(sheet, [TIE_LEGEND]);
  addRow(sheet, [PAPER_LEGEND]);
  sheet.commit();
}

/**
 * "2030-05-01 10:15" in the show's time zone: text that sorts as time does. One formatter per
 * workbook and each minute formatted once: a formatter per sheet was 5 % of a big report, and
 * formatting each of 24,000 sheets 2 % more.
 */
function stamper(timeZone: string): (at: Date) => string {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const minutes = new Map<number, string>();
  return (at) => {
    const minute = Math.floor(at.getTime() / 60_000);
    let text = minutes.get(minute);
    if (text === undefined) {
      const parts = format.formatToParts(at);
      const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
      text = `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
      minutes.set(minute, text);
    }
    return text;
  };
}

/**
 * "−2 Paint chip; −1 Scratch": a parameter's deductions, as text a filter finds. A minus sign, not
 * a hyphen: a cell starting with "-" would be taken for a formula and neutralised.
 */
const deductionsText = (deductions: readonly Deduction[]) =>
  deductions.map((d) => [`−${String(d.intPoints)}`, d.strReason].filter(Boolean).join(' ')).join('; ');

const STATE_TEXT = { scored: 'scored', 'stepped-aside': 'stepped aside', waiting: 'not scored yet' } as const;
/** A scored sheet the chief judge entered from the judge's paper sheet (ADR 034). */
const FROM_PAPER_TEXT = 'scored (from paper)';

/**
 * Every judge's sheet of every ranked vehicle as one table: a row per parameter score (a sheet
 * without scores, stepped aside or waiting, is one row), with the note and the pick on each row so
 * any filter keeps them. Where any sheet was given as deductions, a last column lists each
 * parameter's deductions with their reasons ("−2 Paint chip; −1 Scratch").
 */
function sheetsSheet(book: ExcelJS.Workbook, data: ReportInput, sections: readonly ReportSection[], deducted: boolean): void {
  const sheet = book.addWorksheet(SHEETS_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  const stamp = stamper(data.event.timeZone);
  const header = [
    'Category',
    'Vehicle ID',
    'Vehicle',
    'Rank',
    'Judge',
    'Judge ID',
    'On panel',
    'Sheet',
    'Parameter',
    'Score',
    'Out of',
    "Judges' choice",
    'Special note',
    `Last edited (${data.event.timeZone})`,
    ...(deducted ? ['Deductions'] : []),
  ];
  sheet.columns = [22, 12, 28, 8, 24, 12, 10, 14, 24, 8, 8, 14, 50, 20, ...(deducted ? [40] : [])].map((width) => ({ width }));
  addRow(sheet, header, true);
  let rows = 0;
  for (const { category: section, vehicles } of sections) {
    const read = vehicles();
    for (const ranked of section.rows) {
      const { standing } = ranked;
      const sheets = read.get(standing.vehicleId)?.sheets ?? [];
      for (const judge of sheets) {
        const state = judge.entry?.fromPaper ? FROM_PAPER_TEXT : STATE_TEXT[judge.state];
        const lead = [
          section.categoryName,
          standing.uniqueId,
          standing.vehicleName,
          ranked.rank ?? rankText(null),
          judge.name,
          judge.code,
          judge.onPanel ? 'yes' : 'no',
          state,
        ];
        const { entry } = judge;
        if (!entry) {
          addRow(sheet, lead);
          rows += 1;
          continue;
        }
        const tail = [entry.topChoice ? 'yes' : 'no', entry.specialNote, stamp(entry.editedAt)];
        for (const value of entry.values) {
          const deductions = deducted ? [deductionsText(entry.deductions[String(value.parameterId)] ?? [])] : [];
          addRow(sheet, [
            ...lead,
            value.retired ? `${value.title} (retired)` : value.title,
            value.score,
            value.limit,
            ...tail,
            ...deductions,
          ]);
          rows += 1;
        }
      }
    }
  }
  if (rows > 0) sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: rows + 1, column: header.length } };
  sheet.commit();
}

/** Writes the workbook to `out`, each category's sheet as its section arrives (an export task, ADR 031). */
export async function renderReportXlsx(data: ReportInput, sections: AsyncIterable<ReportSection>, out: Writable): Promise<void> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  book.creator = 'Showgrid';
  book.title = neutraliseCell(`Results: ${data.event.title}`);
  awardsSheet(book, data);
  const taken = new Set(['awards', SHEETS_SHEET.toLowerCase()]);
  // The sections are kept for the last worksheet: their parts' text, not their arranged sheets.
  const read: ReportSection[] = [];
  let deducted = false;
  for await (const section of sections) {
    const vehicles = section.vehicles();
    categorySheet(
      book,
      data,
      section.category,
      (vehicleId) => vehicles.get(vehicleId)?.cells,
      sheetName(section.category.categoryName, taken),
    );
    deducted ||= [...vehicles.values()].some(({ sheets }) =>
      sheets.some(({ entry }) => entry && Object.values(entry.deductions).some((list) => list.length > 0)),
    );
    read.push(section);
  }
  sheetsSheet(book, data, read, deducted);
  await book.commit();
}
