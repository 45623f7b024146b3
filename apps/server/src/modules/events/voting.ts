import { VOTING } from '@showgrid/shared/limits';
import type { VotingAction } from '@showgrid/shared/schemas/event';
import { VOTING_WINDOW_ORDER, votingWindow } from '@showgrid/shared/voting-window';
import { HttpError } from '../../lib/http-errors.ts';
import type { EventRecord, Executor, VotingInput } from './records.ts';
import { eventsRepository as repo } from './repository.ts';

/** The audience voting window the organiser sets on an event (ADR 025). */

/** Writes the window's ends given and answers the event as it now is; 400 (all rolled back) if it would close before it opens. */
export async function setVoting(tx: Executor, id: number, voting: VotingInput | undefined): Promise<EventRecord> {
  if (voting) await repo.setVoting(tx, id, voting);
  const event = await repo.reread(tx, id);
  const window = votingWindow(event);
  if (window.closesAt.getTime() <= window.opensAt.getTime()) throw new HttpError(400, { dtVotingClosesAt: [VOTING_WINDOW_ORDER] });
  return event;
}

const HOUR = 60 * 60 * 1000;

/**
 * "Open voting now" opens it at `at` (a window already closed stays open the default length);
 * "Close voting now" closes it at `at` (one not yet open is closed too: an empty window).
 */
export function votingNow(event: EventRecord, action: VotingAction, at: Date): VotingInput {
  const window = votingWindow(event);
  if (action === 'open') {
    return { opensAt: at, closesAt: window.closesAt > at ? undefined : new Date(at.getTime() + VOTING.closesHoursAfterStart * HOUR) };
  }
  return { closesAt: at, opensAt: window.opensAt > at ? at : undefined };
}
