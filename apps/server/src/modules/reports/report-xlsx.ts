import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { english } from '@showgrid/shared/i18n/english';
import type { I18n } from '@showgrid/shared/i18n/translate';
import { i18nFor } from '../../lib/i18n.ts';
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
  scoreOf,
  scoringLines,
  TIE,
  tieLegend,
  tieText,
  totalText,
  twoDigits,
} from './report-text.ts';
import { rankText } from '@showgrid/shared/score-text';

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

/** The worksheet of every judge's sheet, after the categories (in English; the event's language names it in its file). */
export const SHEETS_SHEET = english(/*i18n*/ { id: "Judges' sheets" });
const AWARDS_SHEET = english(/*i18n*/ { id: 'Awards' });

/** Excel refuses these in a sheet name, and names over 31 characters. */
const SHEET_NAME_FORBIDDEN = /[[\]:*?/\\]/g;
const RESERVED = new Set(['awards', 'history', "judges' sheets"]);

/** `wanted` as Excel takes a sheet name: none of its forbidden characters, no quote at either end, 31 characters. */
const cleanName = (wanted: string) =>
  wanted
    .replace(SHEET_NAME_FORBIDDEN, ' ')
    .replace(/^'+|'+$/g, '')
    .trim()
    .slice(0, 31);

/** A sheet name Excel accepts, unique in the workbook (`fallback` for a name with nothing left). */
export function sheetName(wanted: string, taken: Set<string>, fallback = 'Category'): string {
  const base = cleanName(wanted) || fallback;
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

function awardsSheet(book: ExcelJS.Workbook, i18n: I18n, data: ReportInput, name: string): void {
  const sheet = book.addWorksheet(name);
  sheet.columns = [{ width: 28 }, { width: 14 }, { width: 30 }, { width: 24 }, { width: 20 }, { width: 16 }, { width: 22 }];
  addRow(sheet, [data.event.title], true);
  addRow(sheet, [eventLine(data.event, data.event.locale)]);
  for (const line of scoringLines(i18n, data)) addRow(sheet, [line]);
  addRow(sheet, []);

  addRow(sheet, [i18n._(/*i18n*/ { id: 'Winner per category' })], true);
  const medals = data.scoring.medalBands !== null;
  const [category, vehicleId, vehicle, owner, note] = [
    i18n._(/*i18n*/ { id: 'Category' }),
    i18n._(/*i18n*/ { id: 'Vehicle ID' }),
    i18n._(/*i18n*/ { id: 'Vehicle' }),
    i18n._(/*i18n*/ { id: 'Owner' }),
    i18n._(/*i18n*/ { id: 'Note' }),
  ];
  addRow(
    sheet,
    [
      category,
      vehicleId,
      vehicle,
      owner,
      i18n._(/*i18n*/ { id: 'Total score' }),
      ...(medals ? [i18n._(/*i18n*/ { id: 'Medal' })] : []),
      note,
    ],
    true,
  );
  for (const { categoryName, rows } of data.awards.winners) {
    if (rows.length === 0) addRow(sheet, [categoryName, null, i18n._(NO_SCORE)]);
    for (const row of rows) {
      const { standing } = row;
      addRow(sheet, [
        categoryName,
        standing.uniqueId,
        standing.vehicleName,
        standing.ownerName,
        totalText(i18n, row),
        ...(medals ? [medalText(i18n, standing.medal)] : []),
        tieText(i18n, row),
      ]);
    }
  }
  addRow(sheet, []);

  addRow(sheet, [i18n._(/*i18n*/ { id: "People's choice (most audience votes)" })], true);
  addRow(sheet, [category, vehicleId, vehicle, owner, i18n._(/*i18n*/ { id: 'Audience votes' }), note], true);
  const popular = data.awards.peoplesChoice;
  if (popular.length === 0) addRow(sheet, [i18n._(NO_VOTES)]);
  for (const { standing } of popular) {
    addRow(sheet, [
      standing.categoryName,
      standing.uniqueId,
      standing.vehicleName,
      standing.ownerName,
      standing.votes,
      popular.length > 1 ? i18n._(TIE) : '',
    ]);
  }
  addRow(sheet, []);

  addRow(sheet, [i18n._(/*i18n*/ { id: "Judges' picks (judges choice, best first)" })], true);
  addRow(
    sheet,
    [
      i18n._(/*i18n*/ { id: 'Judge' }),
      i18n._(/*i18n*/ { id: 'Judge ID' }),
      i18n._(/*i18n*/ { id: 'Pick' }),
      vehicleId,
      vehicle,
      category,
      i18n._(/*i18n*/ { id: 'Score' }),
    ],
    true,
  );
  for (const { judge, choices } of data.awards.judgesChoice) {
    if (choices.length === 0) addRow(sheet, [judge.name, judge.code, null, null, i18n._(NO_CHOICE)]);
    for (const choice of choices) {
      addRow(sheet, [
        judge.name,
        judge.code,
        twoDigits(choice.rank),
        choice.uniqueId,
        choice.vehicleName,
        choice.categoryName,
        scoreOf(i18n, choice.total, choice.max),
      ]);
    }
  }
  sheet.commit();
}

function categorySheet(
  book: ExcelJS.Workbook,
  i18n: I18n,
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
    i18n._(/*i18n*/ { id: 'Rank' }),
    i18n._(/*i18n*/ { id: 'Tie' }),
    i18n._(/*i18n*/ { id: 'Vehicle ID' }),
    i18n._(/*i18n*/ { id: 'Vehicle' }),
    i18n._(/*i18n*/ { id: 'Owner' }),
    ...judges.map((j) => `${j.name} (${j.code})`),
    i18n._(/*i18n*/ { id: 'Total score' }),
    ...(medals ? [i18n._(/*i18n*/ { id: 'Medal' })] : []),
    i18n._(/*i18n*/ { id: 'Points' }),
    i18n._(/*i18n*/ { id: 'Out of' }),
    i18n._(/*i18n*/ { id: 'Judges who scored' }),
    ...(dropping ? [i18n._(/*i18n*/ { id: 'Judges counted' })] : []),
    i18n._(/*i18n*/ { id: 'Audience votes' }),
    i18n._(/*i18n*/ { id: "Judges' choice" }),
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
      tieText(i18n, row),
      standing.uniqueId,
      standing.vehicleName,
      standing.ownerName,
      ...judges.map((j) => cells(standing.vehicleId)?.get(j.id) ?? ''),
      totalText(i18n, row),
      ...(medals ? [medalText(i18n, standing.medal)] : []),
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
  addRow(sheet, [section.rows.length === 0 ? i18n._(NO_VEHICLES) : scoredOnText(i18n, section.scoredOn)]);
  for (const line of scoringLines(i18n, data)) addRow(sheet, [line]);
  addRow(sheet, [tieLegend(i18n)]);
  addRow(sheet, [i18n._(PAPER_LEGEND)]);
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

const STATE_TEXT = {
  scored: english(/*i18n*/ { id: 'scored' }),
  'stepped-aside': english(/*i18n*/ { id: 'stepped aside' }),
  waiting: english(/*i18n*/ { id: 'not scored yet' }),
} as const;
/** A scored sheet the chief judge entered from the judge's paper sheet (ADR 034). */
const FROM_PAPER_TEXT = english(/*i18n*/ { id: 'scored (from paper)' });

/**
 * Every judge's sheet of every ranked vehicle as one table: a row per parameter score (a sheet
 * without scores, stepped aside or waiting, is one row), with the note and the pick on each row so
 * any filter keeps them. Where any sheet was given as deductions, a last column lists each
 * parameter's deductions with their reasons ("−2 Paint chip; −1 Scratch").
 */
function sheetsSheet(
  book: ExcelJS.Workbook,
  i18n: I18n,
  data: ReportInput,
  sections: readonly ReportSection[],
  deducted: boolean,
  name: string,
): void {
  const sheet = book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  const stamp = stamper(data.event.timeZone);
  const header = [
    i18n._(/*i18n*/ { id: 'Category' }),
    i18n._(/*i18n*/ { id: 'Vehicle ID' }),
    i18n._(/*i18n*/ { id: 'Vehicle' }),
    i18n._(/*i18n*/ { id: 'Rank' }),
    i18n._(/*i18n*/ { id: 'Judge' }),
    i18n._(/*i18n*/ { id: 'Judge ID' }),
    i18n._(/*i18n*/ { id: 'On panel' }),
    i18n._(/*i18n*/ { id: 'Sheet' }),
    i18n._(/*i18n*/ { id: 'Parameter' }),
    i18n._(/*i18n*/ { id: 'Score' }),
    i18n._(/*i18n*/ { id: 'Out of' }),
    i18n._(/*i18n*/ { id: "Judges' choice" }),
    i18n._(/*i18n*/ { id: 'Special note' }),
    i18n._(/*i18n*/ { id: 'Last edited ({zone})', values: { zone: data.event.timeZone } }),
    ...(deducted ? [i18n._(/*i18n*/ { id: 'Deductions' })] : []),
  ];
  const [yes, no] = [i18n._(/*i18n*/ { id: 'yes' }), i18n._(/*i18n*/ { id: 'no' })];
  const states = {
    scored: i18n._(STATE_TEXT.scored),
    'stepped-aside': i18n._(STATE_TEXT['stepped-aside']),
    waiting: i18n._(STATE_TEXT.waiting),
  };
  const fromPaper = i18n._(FROM_PAPER_TEXT);
  sheet.columns = [22, 12, 28, 8, 24, 12, 10, 14, 24, 8, 8, 14, 50, 20, ...(deducted ? [40] : [])].map((width) => ({ width }));
  addRow(sheet, header, true);
  let rows = 0;
  for (const { category: section, vehicles } of sections) {
    const read = vehicles();
    for (const ranked of section.rows) {
      const { standing } = ranked;
      const sheets = read.get(standing.vehicleId)?.sheets ?? [];
      for (const judge of sheets) {
        const state = judge.entry?.fromPaper ? fromPaper : states[judge.state];
        const lead = [
          section.categoryName,
          standing.uniqueId,
          standing.vehicleName,
          ranked.rank ?? rankText(null),
          judge.name,
          judge.code,
          judge.onPanel ? yes : no,
          state,
        ];
        const { entry } = judge;
        if (!entry) {
          addRow(sheet, lead);
          rows += 1;
          continue;
        }
        const tail = [entry.topChoice ? yes : no, entry.specialNote, stamp(entry.editedAt)];
        for (const value of entry.values) {
          const deductions = deducted ? [deductionsText(entry.deductions[String(value.parameterId)] ?? [])] : [];
          addRow(sheet, [
            ...lead,
            value.retired ? i18n._(/*i18n*/ { id: '{parameter} (retired)', values: { parameter: value.title } }) : value.title,
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
  const i18n = i18nFor(data.event.locale);
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  book.creator = 'Showgrid';
  book.title = neutraliseCell(i18n._(/*i18n*/ { id: 'Results: {event}', values: { event: data.event.title } }));
  // The fixed sheets' names in the event's language (the English ones stay reserved too).
  const awardsName = cleanName(i18n._(AWARDS_SHEET));
  const sheetsName = cleanName(i18n._(SHEETS_SHEET));
  awardsSheet(book, i18n, data, awardsName);
  const taken = new Set([awardsName.toLowerCase(), sheetsName.toLowerCase()]);
  const fallback = i18n._(/*i18n*/ { id: 'Category' });
  // The sections are kept for the last worksheet: their parts' text, not their arranged sheets.
  const read: ReportSection[] = [];
  let deducted = false;
  for await (const section of sections) {
    const vehicles = section.vehicles();
    categorySheet(
      book,
      i18n,
      data,
      section.category,
      (vehicleId) => vehicles.get(vehicleId)?.cells,
      sheetName(section.category.categoryName, taken, cleanName(fallback) || 'Category'),
    );
    deducted ||= [...vehicles.values()].some(({ sheets }) =>
      sheets.some(({ entry }) => entry && Object.values(entry.deductions).some((list) => list.length > 0)),
    );
    read.push(section);
  }
  sheetsSheet(book, i18n, data, read, deducted, sheetsName);
  await book.commit();
}
