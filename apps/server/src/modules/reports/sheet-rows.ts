import { sheetSlots, type SheetSlot } from '@showgrid/shared/judge-sheets';
import { formatJudgeId } from '@showgrid/shared/limits';
import { scoreText } from '@showgrid/shared/score-text';
import type { Deduction, ParameterWiseDeductions } from '@showgrid/shared/schemas/score';
import type { EntryRecord, EntryValue } from '../scores/repository.ts';

/** A judge's total entered from their paper sheet by the chief judge (ADR 034): "34/40 P". */
export const PAPER_MARK = ' P';

/**
 * The judges' sheets of vehicles as the main thread loads them (sheets.ts) and an export worker
 * reads them (ADR 031). The database writes each vehicle's sheets as JSON text, a few dozen
 * vehicles per part; the text crosses to the worker as it is (a string is cheap to hand over) and
 * is parsed and turned into sheets there, so the thread that answers saves does none of it.
 */

/** A judge's sheet of a vehicle (issue 18): who, whether on the panel, its state, and what they gave. */
export interface JudgeSheet extends SheetSlot {
  name: string;
  /** JDG-007 */
  code: string;
  entry: EntryRecord | undefined;
}

/** What turns the loaded rows into sheets: the event's judges and panels, names, parameters. */
export interface SheetContext {
  eventId: number;
  /** Per category of the event: its panel, or every mapped judge when it has none (events/panels.ts). */
  panels: Map<number, number[]>;
  /** Every judge who can have a sheet in the event (mapped, scored or stepped aside): name by id. */
  names: Map<number, string>;
  /** Every parameter a value can name: its title, limit and whether it is retired. */
  parameters: Map<number, { title: string; limit: number; retired: boolean }>;
}

/** Some vehicles of one category: their sheets as the JSON text of SheetRows. */
export interface SheetRowsPart {
  categoryId: number;
  rows: string;
}

/**
 * One vehicle: [vehicle id, its entries, the judges who stepped aside]. An entry: [id, judge id,
 * special note, judges choice, total and maximum as kept on the sheet (the ranking's figures),
 * deductions, edited at and updated at (ms), values as [parameter id, score] by parameter, whether
 * the chief judge entered it from paper, who (their id and name; ADR 034)].
 */
type EntryTuple = [
  number,
  number,
  string,
  boolean,
  number,
  number,
  ParameterWiseDeductions,
  number,
  number,
  [number, number][],
  boolean,
  number | null,
  string | null,
];
export type SheetRows = [number, EntryTuple[], number[]][];

const isNumber = (value: unknown): value is number => typeof value === 'number';
const isPair = (value: unknown): value is [number, number] =>
  Array.isArray(value) && value.length === 2 && isNumber(value[0]) && isNumber(value[1]);
const isDeduction = (value: unknown): value is Deduction =>
  typeof value === 'object' &&
  value !== null &&
  'intPoints' in value &&
  isNumber(value.intPoints) &&
  'strReason' in value &&
  typeof value.strReason === 'string';
const isDeductions = (value: unknown): value is ParameterWiseDeductions =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((list) => Array.isArray(list) && list.every(isDeduction));
const isEntry = (value: unknown): value is EntryTuple =>
  Array.isArray(value) &&
  value.length === 13 &&
  isNumber(value[0]) &&
  isNumber(value[1]) &&
  typeof value[2] === 'string' &&
  typeof value[3] === 'boolean' &&
  isNumber(value[4]) &&
  isNumber(value[5]) &&
  isDeductions(value[6]) &&
  isNumber(value[7]) &&
  isNumber(value[8]) &&
  Array.isArray(value[9]) &&
  value[9].every(isPair) &&
  typeof value[10] === 'boolean' &&
  (value[11] === null || isNumber(value[11])) &&
  (value[12] === null || typeof value[12] === 'string');
const isVehicle = (value: unknown): value is SheetRows[number] =>
  Array.isArray(value) &&
  value.length === 3 &&
  isNumber(value[0]) &&
  Array.isArray(value[1]) &&
  value[1].every(isEntry) &&
  Array.isArray(value[2]) &&
  value[2].every(isNumber);

/**
 * The rows of a part, checked. By hand rather than with zod: this is 24,000 sheets of 5 values
 * for a big show, where zod's tuples took half a second of the worker.
 */
export function parseSheetRows(text: string): SheetRows {
  const rows: unknown = JSON.parse(text);
  if (!Array.isArray(rows) || !rows.every(isVehicle)) throw new Error('the sheets of a part are not what the query writes');
  return rows;
}

/** A vehicle's sheets, and each judge's cell of the report's ranking: their total, or "recused". */
export interface VehicleSheetRows {
  vehicleId: number;
  sheets: JudgeSheet[];
  /** Judge id → "34/40" or "recused"; a judge with neither has no cell. */
  cells: Map<number, string>;
}

function valueOf(context: SheetContext, [parameterId, score]: [number, number]): EntryValue {
  const parameter = context.parameters.get(parameterId);
  return { parameterId, score, title: parameter?.title ?? '', limit: parameter?.limit ?? 0, retired: parameter?.retired ?? false };
}

/** localeCompare's order, with one collator for all (localeCompare makes one per call). */
const byName = new Intl.Collator();

/** Reads one part: each vehicle's sheets, every judge of its panel and anyone off it who scored it or stepped aside. */
export function readSheetRows(context: SheetContext, part: SheetRowsPart): VehicleSheetRows[] {
  const panel = context.panels.get(part.categoryId) ?? [];
  const judges = new Map<number, { name: string; code: string }>();
  const judgeOf = (judgeId: number) => {
    let judge = judges.get(judgeId);
    if (!judge) {
      judge = { name: context.names.get(judgeId) ?? formatJudgeId(judgeId), code: formatJudgeId(judgeId) };
      judges.set(judgeId, judge);
    }
    return judge;
  };
  return parseSheetRows(part.rows).map(([vehicleId, rows, aside]) => {
    const entries = rows.map((row): EntryRecord => {
      const [id, judgeId, specialNote, topChoice, , , deductions, editedAt, updatedAt, given, fromPaper, enteredBy, enteredByName] = row;
      // As scores/repository.ts entryRecord: the sums of the values the sheet shows.
      const values = given.map((value) => valueOf(context, value));
      const total = values.reduce((sum, value) => sum + value.score, 0);
      const max = values.reduce((sum, value) => sum + value.limit, 0);
      const at = { editedAt: new Date(editedAt), updatedAt: new Date(updatedAt) };
      return {
        id,
        eventId: context.eventId,
        vehicleId,
        judgeId,
        specialNote,
        topChoice,
        ...at,
        deductions,
        fromPaper,
        enteredBy,
        enteredByName,
        values,
        total,
        max,
      };
    });
    const byJudge = new Map(entries.map((entry) => [entry.judgeId, entry]));
    const sheets = sheetSlots(
      panel,
      entries.map((entry) => entry.judgeId),
      aside,
    )
      .map((slot): JudgeSheet => ({ ...slot, ...judgeOf(slot.judgeId), entry: byJudge.get(slot.judgeId) }))
      .sort((a, b) => byName.compare(a.name, b.name) || a.judgeId - b.judgeId);
    // The ranking's figures (the sheet's kept total; "34/40 P" from paper); a judge who stepped aside and later scored shows the score.
    const cells = new Map<number, string>(aside.map((judgeId) => [judgeId, 'recused']));
    for (const [, judgeId, , , total, max, , , , , fromPaper] of rows)
      cells.set(judgeId, `${scoreText(total, max)}${fromPaper ? PAPER_MARK : ''}`);
    return { vehicleId, sheets, cells };
  });
}
