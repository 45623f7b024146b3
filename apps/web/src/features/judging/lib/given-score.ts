import type { Parameter } from '@showgrid/shared/schemas/catalogue';
import type { ScoreEntry } from '@showgrid/shared/schemas/score';
import type { VehicleScore } from '../outbox/sheet-state';

/** The score this judge gave a vehicle, as its card shows it: x/y and the Judges Choice pick. */
export interface GivenScore {
  total: number;
  /** The sum of the limits of the parameters scored; null if one of them is unknown on the tablet. */
  max: number | null;
  chosen: boolean;
}

/**
 * What the judge gave, from the tablet's record (the newest edit, saved or still waiting) or
 * else the server's entry. The maximum is summed over the parameters the score was given on, like
 * the server's intMaxScore (a parameter retired since still counts): each limit from the
 * parameters kept on the tablet, else from the server's entry.
 */
export function givenScore(
  record: VehicleScore | undefined,
  entry: ScoreEntry | undefined,
  parameters: readonly Parameter[] | undefined,
): GivenScore | null {
  if (!record) return entry ? { total: entry.intTotalScore, max: entry.intMaxScore, chosen: entry.blnTopChoice } : null;
  const limits = new Map<number, number>();
  for (const scored of entry?.arrParameterWiseScore ?? []) limits.set(scored.intParameterId, scored.intScoreLimit);
  for (const parameter of parameters ?? []) limits.set(parameter.id, parameter.intScoreLimit);
  let total = 0;
  let max: number | null = 0;
  for (const [id, score] of Object.entries(record.sheet.scores)) {
    total += score;
    const limit = limits.get(Number(id));
    max = max === null || limit === undefined ? null : max + limit;
  }
  return { total, max, chosen: record.sheet.chosen };
}

/**
 * "7/15" (the results' x/y), or "7" when the maximum is not known on the tablet; `number` writes
 * each figure (scoreNumber: in the judge's language).
 */
export function formatGivenScore({ total, max }: GivenScore, number: (value: number) => string = String): string {
  return max === null ? number(total) : `${number(total)}/${number(max)}`;
}
