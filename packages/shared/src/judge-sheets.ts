/**
 * Which judges have a sheet of a vehicle, and where each stands (issue 18): every judge of its
 * category's panel, and any judge off the panel who scored it or stepped aside from it (their
 * sheet is kept, shown "off panel"). One home for the rule the results page and the server's
 * score sheets and reports both follow.
 */

export type SheetState = 'scored' | 'stepped-aside' | 'waiting';

export interface SheetSlot {
  judgeId: number;
  /** On the category's panel now. */
  onPanel: boolean;
  state: SheetState;
}

export function sheetSlots(panel: readonly number[], scored: readonly number[], steppedAside: readonly number[]): SheetSlot[] {
  const ids = [...new Set([...panel, ...scored, ...steppedAside])];
  return ids.map((judgeId) => ({
    judgeId,
    onPanel: panel.includes(judgeId),
    state: scored.includes(judgeId) ? 'scored' : steppedAside.includes(judgeId) ? 'stepped-aside' : 'waiting',
  }));
}
