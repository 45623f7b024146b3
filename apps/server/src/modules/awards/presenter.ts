import { scoringRuleText } from '@showgrid/shared/scoring-rules';
import type { AwardVehicle, Awards } from '@showgrid/shared/schemas/awards';
import { totalScoreText } from '@showgrid/shared/score-text';
import type { RankedVehicle } from '../results/ranking.ts';
import type { AwardsRecord } from './read.ts';

/** The awards screen in SPEC's names (ADR 002, ADR 028); published.ts narrows it to what a published page shows. */

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

export function presentAwards(awards: AwardsRecord): Awards {
  return {
    intEventId: awards.eventId,
    strEventTitle: awards.title,
    strScoringRuleText: scoringRuleText(awards.scoring),
    // The same rule in parts: a page words it in its reader's language (ADR 045).
    objScoringRule: { strRule: awards.scoring.rule, intDropMinJudges: awards.scoring.dropMinJudges },
    strLocale: awards.locale,
    arrCategories: awards.categories.map((category) => ({
      intCategoryId: category.categoryId,
      strCategoryName: category.categoryName,
      arrPodium: category.podium.map((row) => ({
        ...vehicleOf(row),
        intRank: row.rank ?? 0,
        blnTie: row.tieGroup !== null && !row.orderedByAdmin,
      })),
    })),
    arrPeoplesChoice: awards.peoplesChoice.map(vehicleOf),
    arrJudgesPicks: awards.judgesChoice.map((judge) => ({ strJudgeName: judge.judgeName, arrVehicles: judge.vehicles.map(vehicleOf) })),
  };
}
