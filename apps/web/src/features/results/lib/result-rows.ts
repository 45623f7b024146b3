import type { RankingRow } from '@showgrid/shared/schemas/results';
import type { JudgeChoice, ScoreEntry } from '@showgrid/shared/schemas/score';
import { scoreText } from '@showgrid/shared/score-text';

/** A ranking row with the selected judge's part (SPEC §4: results are enriched for the chosen judge). */
export interface ResultRow extends RankingRow {
  /** "x/y" the selected judge gave, or null. */
  judgeScore: string | null;
  judgeChose: boolean;
}

export function enrichRows(rows: RankingRow[], entries: ScoreEntry[] | undefined, choices: JudgeChoice[] | undefined): ResultRow[] {
  const byVehicle = new Map((entries ?? []).map((entry) => [entry.intVehicleId, entry]));
  const chosen = new Set((choices ?? []).map((choice) => choice.intVehicleId));
  return rows.map((row) => {
    const entry = byVehicle.get(row.intVehicleId);
    return {
      ...row,
      judgeScore: entry ? scoreText(entry.intTotalScore, entry.intMaxScore) : null,
      judgeChose: chosen.has(row.intVehicleId),
    };
  });
}

/** Ties the rules could not break and the admin has not ordered yet, by group. */
export function openTies(rows: RankingRow[]): RankingRow[][] {
  const groups = new Map<string, RankingRow[]>();
  for (const row of rows) {
    if (row.intTieGroup === null || row.blnOrderedByAdmin) continue;
    const key = `${String(row.intCategoryId)}:${String(row.intTieGroup)}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].filter((group) => group.length > 1);
}
