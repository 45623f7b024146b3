import { LIMITS } from '@showgrid/shared/limits';
import { scoringRuleText } from '@showgrid/shared/scoring-rules';
import type { AwardVehicle, Awards } from '@showgrid/shared/schemas/awards';
import type { Db } from '../../db/client.ts';
import type { RankingService } from '../results/ranking-service.ts';
import { totalScoreText } from '@showgrid/shared/score-text';
import type { RankedVehicle } from '../results/ranking.ts';
import { awardsOf, findEvent, judgesPicks, reportJudges } from '../reports/report-data.ts';

const vehicleOf = ({ standing: s }: RankedVehicle): AwardVehicle => ({
  intVehicleId: s.vehicleId,
  strVehicleId: s.uniqueId,
  strVehicleName: s.vehicleName,
  strOwnerName: s.ownerName,
  strCategoryName: s.categoryName,
  strTotalScore: totalScoreText(s.total, s.max),
  intVotes: s.votes,
  strMedal: s.medal,
});

/**
 * What the awards screen shows, from the one ranking (results/ranking.ts) the results page and the
 * reports use: per category its award places (ties all in, unscored vehicles never), the vehicles
 * with the most audience votes, and each judge's picks. `withPicks: false` leaves the picks out
 * (empty) and does not read them: the published results without the judges' names need none, and
 * their two reads over every sheet of the event are half the work (ADR 032).
 */
export async function loadAwards(db: Db, ranking: RankingService, eventId: number, { withPicks = true } = {}): Promise<Awards> {
  // findEvent answers 404 for an unknown event (the time zone is not read here).
  const [event, { scoring, categories: ranked }, judges, picks] = await Promise.all([
    findEvent(db, eventId, 'UTC'),
    ranking.rankEvent(eventId),
    withPicks ? reportJudges(db, eventId) : [],
    withPicks ? judgesPicks(db, eventId) : new Map<number, never[]>(),
  ]);
  const byVehicle = new Map(ranked.flatMap((category) => category.rows).map((row) => [row.standing.vehicleId, row]));
  return {
    intEventId: eventId,
    strEventTitle: event.title,
    strScoringRuleText: scoringRuleText(scoring),
    arrCategories: ranked.map((category) => ({
      intCategoryId: category.categoryId,
      strCategoryName: category.categoryName,
      arrPodium: category.rows
        .filter((row) => row.rank !== null && row.rank <= LIMITS.awardPlaces && row.standing.total !== null)
        .map((row) => ({ ...vehicleOf(row), intRank: row.rank ?? 0, blnTie: row.tieGroup !== null && !row.orderedByAdmin })),
    })),
    // The reports' people's choice (awardsOf): the most votes, ties all in.
    arrPeoplesChoice: awardsOf(ranked, []).peoplesChoice.map(vehicleOf),
    arrJudgesPicks: judges
      .map((judge) => ({
        strJudgeName: judge.name,
        arrVehicles: (picks.get(judge.id) ?? []).flatMap((pick) => {
          const row = byVehicle.get(pick.vehicleId);
          return row ? [vehicleOf(row)] : [];
        }),
      }))
      .filter((judge) => judge.arrVehicles.length > 0),
  };
}
