import ExcelJS from 'exceljs';
import { neutraliseCell } from '../../lib/spreadsheet-safety.ts';
import type { ReportData } from './report-data.ts';
import { eventLine, NO_CHOICE, NO_SCORE, NO_VEHICLES, NO_VOTES, scoredOnText, TIE_LEGEND, tieText, totalText, twoDigits } from './report-text.ts';
import { rankText, scoreText } from '@showgrid/shared/score-text';

/**
 * The results report as a workbook (PRODUCT.md "Reports"): "Awards" first, then one worksheet per
 * category with its vehicles ranked, one column per judge, and under the header row the parameters
 * its scores were given on ("Scored on: …", retired ones marked). Numbers stay numbers (rank,
 * points, votes) so the sheet sorts and sums; every text cell goes through the formula
 * neutraliser, since names and owners are typed by organisers and visitors' data ends up here.
 */

type Cell = string | number | null;

/** Excel refuses these in a sheet name, and names over 31 characters. */
const SHEET_NAME_FORBIDDEN = /[[\]:*?/\\]/g;
const RESERVED = new Set(['awards', 'history']);

/** A sheet name Excel accepts, unique in the workbook. */
export function sheetName(wanted: string, taken: Set<string>): string {
  const base = wanted.replace(SHEET_NAME_FORBIDDEN, ' ').replace(/^'+|'+$/g, '').trim().slice(0, 31) || 'Category';
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()) || RESERVED.has(name.toLowerCase()); n++) {
    const suffix = ` (${n})`;
    name = `${base.slice(0, 31 - suffix.length)}${suffix}`;
  }
  taken.add(name.toLowerCase());
  return name;
}

function addRow(sheet: ExcelJS.Worksheet, cells: readonly Cell[], bold = false): void {
  // An empty string would still be a (text) cell: leave the cell empty instead.
  const row = sheet.addRow(cells.map((cell) => (cell === '' ? null : neutraliseCell(cell))));
  if (bold) row.font = { bold: true };
}

function awardsSheet(book: ExcelJS.Workbook, data: ReportData): void {
  const sheet = book.addWorksheet('Awards');
  sheet.columns = [{ width: 28 }, { width: 14 }, { width: 30 }, { width: 24 }, { width: 20 }, { width: 16 }, { width: 22 }];
  addRow(sheet, [data.event.title], true);
  addRow(sheet, [eventLine(data.event)]);
  addRow(sheet, []);

  addRow(sheet, ['Winner per category'], true);
  addRow(sheet, ['Category', 'Vehicle ID', 'Vehicle', 'Owner', 'Total score', 'Note'], true);
  for (const { categoryName, rows } of data.awards.winners) {
    if (rows.length === 0) addRow(sheet, [categoryName, null, NO_SCORE]);
    for (const row of rows) addRow(sheet, [categoryName, row.standing.uniqueId, row.standing.vehicleName, row.standing.ownerName, totalText(row), tieText(row)]);
  }
  addRow(sheet, []);

  addRow(sheet, ["People's choice (most audience votes)"], true);
  addRow(sheet, ['Category', 'Vehicle ID', 'Vehicle', 'Owner', 'Audience votes', 'Note'], true);
  const popular = data.awards.peoplesChoice;
  if (popular.length === 0) addRow(sheet, [NO_VOTES]);
  for (const { standing } of popular) {
    addRow(sheet, [standing.categoryName, standing.uniqueId, standing.vehicleName, standing.ownerName, standing.votes, popular.length > 1 ? 'tie' : '']);
  }
  addRow(sheet, []);

  addRow(sheet, ["Judges' picks (judges choice, best first)"], true);
  addRow(sheet, ['Judge', 'Judge ID', 'Pick', 'Vehicle ID', 'Vehicle', 'Category', 'Score'], true);
  for (const { judge, choices } of data.awards.picks) {
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
}

function categorySheet(book: ExcelJS.Workbook, data: ReportData, section: ReportData['categories'][number], name: string): void {
  const sheet = book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  const judges = data.judges;
  addRow(
    sheet,
    [
      'Rank',
      'Tie',
      'Vehicle ID',
      'Vehicle',
      'Owner',
      ...judges.map((j) => `${j.name} (${j.code})`),
      'Total score',
      'Points',
      'Out of',
      'Audience votes',
      "Judges' choice",
    ],
    true,
  );
  sheet.columns = [12, 20, 12, 28, 24, ...judges.map(() => 16), 18, 10, 10, 15, 15].map((width) => ({ width }));
  if (section.rows.length === 0) addRow(sheet, [NO_VEHICLES]);
  else addRow(sheet, [scoredOnText(section.scoredOn)]);
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
      ...judges.map((j) => data.judgeCell(standing.vehicleId, j.id) ?? ''),
      totalText(row),
      scored ? standing.total : null,
      scored ? standing.max : null,
      standing.votes,
      standing.topChoices,
    ]);
  }
  addRow(sheet, []);
  addRow(sheet, [TIE_LEGEND]);
}

export async function renderReportXlsx(data: ReportData): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Showgrid';
  book.title = neutraliseCell(`Results: ${data.event.title}`);
  awardsSheet(book, data);
  const taken = new Set(['awards']);
  for (const section of data.categories) categorySheet(book, data, section, sheetName(section.categoryName, taken));
  return Buffer.from(await book.xlsx.writeBuffer());
}
