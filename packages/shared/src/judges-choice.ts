/**
 * Judges' choice (SPEC's "Judges Choice"; `blnTopChoice` and /top-choice/ in the API): the vehicles
 * a judge marks as their favourites on their own sheets, at most LIMITS.maxJudgesChoices per event.
 * One judge's list reads best first: by the total that judge gave, equal totals by vehicle id (a
 * stable order), numbered from 1. The judges'-choice page, the PDF, the report and the awards
 * screen all list them in this order.
 */

/** What the order looks at: the judge's own total for the vehicle. */
export interface JudgesChoiceEntry {
  vehicleId: number;
  total: number;
}

/** Best first; equal totals by vehicle id. */
export const judgesChoiceOrder = (a: JudgesChoiceEntry, b: JudgesChoiceEntry): number => b.total - a.total || a.vehicleId - b.vehicleId;

/** A judge's choices in order, each with its place in the list (1 = the judge's first). */
export function rankJudgesChoice<T extends JudgesChoiceEntry>(choices: readonly T[]): (T & { rank: number })[] {
  return [...choices].sort(judgesChoiceOrder).map((choice, index) => ({ ...choice, rank: index + 1 }));
}
