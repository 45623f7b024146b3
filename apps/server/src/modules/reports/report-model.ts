import type { Locale } from '@showgrid/shared/locales';
import type { ScoringSettings } from '@showgrid/shared/scoring-rules';
import type { ChoiceRow } from '../scoring/judges-choice.ts';
import type { EventJudge } from '../results/event-judges.ts';
import type { RankedVehicle } from '../results/ranking.ts';
import { readSheetRows, type SheetContext, type SheetRowsPart, type VehicleSheetRows } from './sheet-rows.ts';

/**
 * What the results report shows (PRODUCT.md "Reports"): the main thread loads it (report-data.ts)
 * and an export worker renders it (report-pdf.ts, report-xlsx.ts; ADR 031). ReportInput and
 * ReportPart cross threads by structured clone, so they are plain data; ReportSection is the
 * worker's view of them, category by category. Nothing here touches the database.
 */

export interface ReportEvent {
  id: number;
  title: string;
  location: string;
  startsAt: Date;
  /** The show's time zone (its strTimeZone, else the deployment's TIME_ZONE): every time in a report is written in it. */
  timeZone: string;
  /** The show's language (strLocale, issue 33): every file of the event is written in it. */
  locale: Locale;
}

export type ReportJudge = EventJudge;

/** A parameter a category's scores were given on: its title and limit, and whether it is retired since. */
export interface ScoredParameter {
  parameterId: number;
  title: string;
  limit: number;
  retired: boolean;
}

/** A category as the report ranks it (every Paid vehicle, in rank order; a category may have none). */
export interface ReportCategory {
  categoryId: number;
  categoryName: string;
  rows: RankedVehicle[];
  /** The parameters of the category's vehicle type its score entries use, in the order they were added. */
  scoredOn: ScoredParameter[];
}

/** A judges-choice vehicle as the reports show it: the judges-choice page's place and fields but the picture. */
/** One line of a judge's choices on paper: the vehicle, the judge's own total, its place in their list. */
export type ChoiceLine = Omit<ChoiceRow, 'judgeId' | 'scoreId' | 'imageId'>;

export interface Awards {
  /** Per category: the rank-1 vehicles (several: an unresolved tie; none: nobody scored there). */
  winners: { categoryName: string; rows: RankedVehicle[] }[];
  /** The most audience votes in the event, ties all listed; empty without votes. */
  peoplesChoice: RankedVehicle[];
  /** Each judge's judges-choice vehicles, ranked as the judges-choice page shows them. */
  judgesChoice: { judge: ReportJudge; choices: ChoiceLine[] }[];
}

/** What a report's worker gets first: everything but the judges' sheets. */
export interface ReportInput {
  event: ReportEvent;
  /** The scoring settings that ranked it (ADR 029): the report names the rule, and medals where there are bands. */
  scoring: ScoringSettings;
  /** Judges mapped to the event, and any other judge who scored in it; by name. */
  judges: ReportJudge[];
  /** Mapped categories and categories with Paid vehicles, by name. */
  categories: ReportCategory[];
  awards: Awards;
  /** What turns the sheets' parts into each judge's sheet (sheet-rows.ts). */
  sheets: SheetContext;
}

/** Then the sheets of the ranked vehicles, a few vehicles at a time, in the categories' order. */
export type ReportPart = SheetRowsPart;

/** The score-sheet PDF's input: the vehicles in rank order; their sheets follow as parts (SheetRowsPart). */
export interface ScoreSheetsInput {
  event: ReportEvent;
  /** The event's scoring settings that made the totals and medals (ADR 029); each page names them. */
  scoring: ScoringSettings;
  vehicles: RankedVehicle[];
  /** Judges shown as Judge 1, 2, … (the organiser's choice for entrants). */
  anonymous: boolean;
  sheets: SheetContext;
}

/** A category of the report and its vehicles' sheets: what the renderers read, section by section. */
export interface ReportSection {
  category: ReportCategory;
  /**
   * Each ranked vehicle's sheets and ranking cells, read afresh from the section's parts at each
   * call: a renderer keeps them while it needs them, so a whole show's sheets are never held at
   * once (the parts' text is small to keep; 24,000 arranged sheets made a third of the work GC).
   */
  vehicles(): Map<number, VehicleSheetRows>;
}

/**
 * The report's categories in order, each with the parts that belong to it (the parts come in the
 * categories' order; a category without Paid vehicles has none).
 */
export async function* reportSections(input: ReportInput, parts: AsyncIterable<ReportPart>): AsyncGenerator<ReportSection> {
  const iterator = parts[Symbol.asyncIterator]();
  let next = await iterator.next();
  for (const category of input.categories) {
    const own: ReportPart[] = [];
    while (!next.done && next.value.categoryId === category.categoryId) {
      own.push(next.value);
      next = await iterator.next();
    }
    yield {
      category,
      vehicles: () => new Map(own.flatMap((part) => readSheetRows(input.sheets, part)).map((vehicle) => [vehicle.vehicleId, vehicle])),
    };
  }
}
