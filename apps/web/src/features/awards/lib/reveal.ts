import type { AwardCategory, Awards, PodiumPlace } from '@showgrid/shared/schemas/awards';

/** One press of the organiser's clicker: what the screen shows. */
export type Step =
  | { kind: 'opening' }
  /** A category's podium with its `revealed` lowest places shown (0: only its name). */
  | { kind: 'podium'; category: AwardCategory; revealed: number }
  | { kind: 'peoples-choice' }
  | { kind: 'judges-choice' }
  | { kind: 'closing' };

/** A category's places, lowest first: the order the ceremony announces them (a tie is one place). */
export function placesLowestFirst(podium: readonly PodiumPlace[]): number[] {
  return [...new Set(podium.map((place) => place.intRank))].sort((a, b) => b - a);
}

/**
 * The ceremony as a list of steps: an opening, then each category that has a podium, its places
 * revealed third, second, first; then the people's choice and the judges' choice where there are any.
 */
export function ceremonySteps(awards: Awards): Step[] {
  const steps: Step[] = [{ kind: 'opening' }];
  for (const category of awards.arrCategories) {
    const places = placesLowestFirst(category.arrPodium);
    if (places.length === 0) continue;
    for (let revealed = 0; revealed <= places.length; revealed += 1) steps.push({ kind: 'podium', category, revealed });
  }
  if (awards.arrPeoplesChoice.length > 0) steps.push({ kind: 'peoples-choice' });
  if (awards.arrJudgesPicks.length > 0) steps.push({ kind: 'judges-choice' });
  steps.push({ kind: 'closing' });
  return steps;
}

/** Whether a place shows on a podium step: the `revealed` lowest places do. */
export function isRevealed(category: AwardCategory, rank: number, revealed: number): boolean {
  return placesLowestFirst(category.arrPodium).slice(0, revealed).includes(rank);
}
