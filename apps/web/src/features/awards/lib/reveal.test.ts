import { describe, expect, it } from 'vitest';
import type { AwardCategory, Awards, PodiumPlace } from '@showgrid/shared/schemas/awards';
import { ceremonySteps, isRevealed, placesLowestFirst } from './reveal';

const place = (intVehicleId: number, intRank: number, blnTie = false): PodiumPlace => ({
  intVehicleId,
  strVehicleId: `CL${String(intVehicleId)}`,
  strVehicleName: 'Jaguar E-Type',
  strOwnerName: 'Ada',
  strCategoryName: 'Classics',
  strTotalScore: '13/15',
  intVotes: 0,
  strMedal: null,
  intRank,
  blnTie,
});
const category = (intCategoryId: number, arrPodium: PodiumPlace[]): AwardCategory => ({
  intCategoryId,
  strCategoryName: `C${String(intCategoryId)}`,
  arrPodium,
});

describe('the ceremony steps', () => {
  it('reveals each category third, second, first (a tie as one place), skips empty categories, ends with the people’s choice and picks', () => {
    const classics = category(
      1,
      [place(1, 1), place(2, 2), place(3, 2, true), place(4, 3)].map((p) => p),
    );
    const awards: Awards = {
      intEventId: 1,
      strEventTitle: 'Show',
      strScoringRuleText: 'Points',
      arrCategories: [classics, category(2, [])],
      arrPeoplesChoice: [place(4, 0)],
      arrJudgesPicks: [],
    };
    expect(placesLowestFirst(classics.arrPodium)).toEqual([3, 2, 1]);
    expect(
      ceremonySteps(awards).map((s) => (s.kind === 'podium' ? `${String(s.category.intCategoryId)}:${String(s.revealed)}` : s.kind)),
    ).toEqual(['opening', '1:0', '1:1', '1:2', '1:3', 'peoples-choice', 'closing']);
    expect([isRevealed(classics, 3, 1), isRevealed(classics, 2, 1), isRevealed(classics, 2, 2), isRevealed(classics, 1, 2)]).toEqual([
      true,
      false,
      true,
      false,
    ]);
  });
});
