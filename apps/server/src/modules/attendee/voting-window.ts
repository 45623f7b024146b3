import { VOTING } from '@showgrid/shared/limits';

const HOUR = 60 * 60 * 1000;

/**
 * When an event takes audience votes: from VOTING.opensHoursBeforeStart before its start (cards
 * go on windscreens the evening before) to VOTING.closesHoursAfterStart after it (a weekend show).
 */
export function votingWindow(startsAt: Date): { opensAt: Date; closesAt: Date } {
  return {
    opensAt: new Date(startsAt.getTime() - VOTING.opensHoursBeforeStart * HOUR),
    closesAt: new Date(startsAt.getTime() + VOTING.closesHoursAfterStart * HOUR),
  };
}

export type VotingState = 'open' | 'not-yet' | 'closed';

export function votingState(startsAt: Date, now: Date): VotingState {
  const { opensAt, closesAt } = votingWindow(startsAt);
  if (now < opensAt) return 'not-yet';
  if (now > closesAt) return 'closed';
  return 'open';
}
