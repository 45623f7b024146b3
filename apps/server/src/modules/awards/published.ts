import type { AwardVehicle, Awards, AwardsSharing, PublishedResults, PublishedVehicle } from '@showgrid/shared/schemas/awards';

type Named = Omit<PublishedVehicle, 'strTotalScore'>;

const named = (v: AwardVehicle): Named => ({
  intVehicleId: v.intVehicleId,
  strVehicleId: v.strVehicleId,
  strVehicleName: v.strVehicleName,
  strOwnerName: v.strOwnerName,
  strCategoryName: v.strCategoryName,
});

/**
 * The published results as the page at /results/{eventId} shows them, and nothing more (PRODUCT.md
 * "Published results hide what the organiser hides"; ADR 032). Every place keeps its medal: a
 * medal is an award, given with the place at the ceremony, not a score. Without "Show the
 * scores" no score and no vote count is in the answer; the people's choice never carries a judges'
 * medal; the judges' names and their choices only when the organiser chose to name them.
 */
export function presentPublished(awards: Awards, sharing: Pick<AwardsSharing, 'blnShowScores' | 'blnShowJudges'>): PublishedResults {
  const scores = sharing.blnShowScores;
  const vehicle = (v: AwardVehicle): PublishedVehicle => ({ ...named(v), ...(scores ? { strTotalScore: v.strTotalScore } : {}) });
  return {
    intEventId: awards.intEventId,
    strEventTitle: awards.strEventTitle,
    strScoringRuleText: awards.strScoringRuleText,
    objScoringRule: awards.objScoringRule,
    strLocale: awards.strLocale,
    arrCategories: awards.arrCategories.map((category) => ({
      intCategoryId: category.intCategoryId,
      strCategoryName: category.strCategoryName,
      arrPodium: category.arrPodium.map((place) => ({
        ...vehicle(place),
        intRank: place.intRank,
        blnTie: place.blnTie,
        strMedal: place.strMedal,
      })),
    })),
    arrPeoplesChoice: awards.arrPeoplesChoice.map((v) => ({ ...named(v), ...(scores ? { intVotes: v.intVotes } : {}) })),
    ...(sharing.blnShowJudges
      ? {
          arrJudgesPicks: awards.arrJudgesPicks.map((judge) => ({
            strJudgeName: judge.strJudgeName,
            arrVehicles: judge.arrVehicles.map(vehicle),
          })),
        }
      : {}),
  };
}
