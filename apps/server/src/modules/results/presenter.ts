import type { RankingRow } from '@showgrid/shared/schemas/results';
import { totalScoreText } from '@showgrid/shared/score-text';
import type { RankedVehicle } from './ranking.ts';

/**
 * The results in SPEC's names (ADR 002): the only place a ranking row's `intX/strX/blnX` names
 * are written. The ranking, the reports and the dashboard work on plain records (ranking.ts).
 */
export function presentRankingRow({ standing: s, rank, tieGroup, orderedByAdmin, tieAtAwardCut }: RankedVehicle): RankingRow {
  const scored = s.total !== null && s.max !== null;
  return {
    intRank: rank,
    intVehicleId: s.vehicleId,
    strUniqueId: s.uniqueId,
    strVehicleName: s.vehicleName,
    strOwnerName: s.ownerName,
    intCategoryId: s.categoryId,
    strCategoryName: s.categoryName,
    intTotalScore: scored ? s.total : null,
    intMaxScore: scored ? s.max : null,
    strTotalScore: totalScoreText(s.total, s.max),
    intJudgeCount: s.judges,
    intTopChoiceCount: s.topChoices,
    intVotes: s.votes,
    intTieGroup: tieGroup,
    blnOrderedByAdmin: orderedByAdmin,
    blnTieAtAwardCut: tieAtAwardCut,
    strMedal: s.medal,
    intCountedJudgeCount: s.countedJudges,
  };
}
