import { LIMITS } from '@showgrid/shared/limits';
import type { AwardVehicle, Awards } from '@showgrid/shared/schemas/awards';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-errors.ts';
import { EVENT_NOT_FOUND, type RankingService } from '../results/ranking-service.ts';
import type { RankedVehicle } from '../results/ranking.ts';
import { totalScoreText } from '../results/ranking.ts';
import { findEvent, judgesPicks, reportJudges } from '../results/report-data.ts';

const vehicleOf = ({ standing: s }: RankedVehicle): AwardVehicle => ({
  intVehicleId: s.vehicleId,
  strVehicleId: s.uniqueId,
  strVehicleName: s.vehicleName,
  strOwnerName: s.ownerName,
  strCategoryName: s.categoryName,
  strTotalScore: totalScoreText(s.total, s.max),
  intVotes: s.votes,
});

/**
 * What the awards screen shows, from the one ranking (results/ranking.ts) the results page and the
 * reports use: per category its award places (ties all in, unscored vehicles never), the vehicles
 * with the most audience votes, and each judge's picks.
 */
export async function loadAwards(db: Db, ranking: RankingService, eventId: number): Promise<Awards> {
  if (!(await ranking.eventExists(eventId))) throw notFound(EVENT_NOT_FOUND);
  const [event, ranked, judges, picks] = await Promise.all([findEvent(db, eventId, 'UTC'), ranking.rankEvent(eventId), reportJudges(db, eventId), judgesPicks(db, eventId)]);
  const all = ranked.flatMap((category) => category.rows);
  const byVehicle = new Map(all.map((row) => [row.standing.vehicleId, row]));
  const most = Math.max(0, ...all.map((row) => row.standing.votes));
  return {
    intEventId: eventId,
    strEventTitle: event.title,
    arrCategories: ranked.map((category) => ({
      intCategoryId: category.categoryId,
      strCategoryName: category.categoryName,
      arrPodium: category.rows
        .filter((row) => row.rank !== null && row.rank <= LIMITS.awardPlaces && row.standing.total !== null)
        .map((row) => ({ ...vehicleOf(row), intRank: row.rank ?? 0, blnTie: row.tieGroup !== null && !row.orderedByAdmin })),
    })),
    arrPeoplesChoice: most > 0 ? all.filter((row) => row.standing.votes === most).map(vehicleOf) : [],
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
