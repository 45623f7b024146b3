import { english } from './i18n/english.ts';
import type { I18n } from './i18n/translate.ts';
import { VOTING } from './limits.ts';
import { whenText } from './time-text.ts';

/**
 * The audience voting window of an event (PRODUCT.md "Voting window"): what the organiser set, or
 * else today's rule from the start (VOTING.opensHoursBeforeStart before it to
 * VOTING.closesHoursAfterStart after it). The server refuses codes and votes by it; the dashboard
 * and the visitor's page count down and word it with the same functions.
 */

const HOUR = 60 * 60 * 1000;

export const VOTING_STATES = ['not-yet', 'open', 'closed'] as const;
export type VotingState = (typeof VOTING_STATES)[number];

export interface VotingSettings {
  startsAt: Date;
  /** Set by the organiser; null: from the start. */
  votingOpensAt: Date | null;
  votingClosesAt: Date | null;
}

export interface VotingWindow {
  opensAt: Date;
  closesAt: Date;
}

export function votingWindow(event: VotingSettings): VotingWindow {
  return {
    opensAt: event.votingOpensAt ?? new Date(event.startsAt.getTime() - VOTING.opensHoursBeforeStart * HOUR),
    closesAt: event.votingClosesAt ?? new Date(event.startsAt.getTime() + VOTING.closesHoursAfterStart * HOUR),
  };
}

/** Open from its opening instant up to, not including, its closing one ("Close voting now" closes at once). */
export function windowState(window: VotingWindow, now: Date): VotingState {
  if (now.getTime() < window.opensAt.getTime()) return 'not-yet';
  if (now.getTime() >= window.closesAt.getTime()) return 'closed';
  return 'open';
}

export const votingState = (event: VotingSettings, now: Date): VotingState => windowState(votingWindow(event), now);

/**
 * Why no vote is taken now, with the time in the show's zone, in the reader's language (the
 * server's refusal, worked out per asker); null while voting is open.
 */
export function votingRefusal(window: VotingWindow, now: Date, timeZone: string, i18n: I18n): string | null {
  const state = windowState(window, now);
  const when = (at: Date) => whenText(at, timeZone, i18n.locale);
  if (state === 'not-yet') return i18n._(/*i18n*/ { id: 'Voting for this show opens on {when}.', values: { when: when(window.opensAt) } });
  if (state === 'closed') return i18n._(/*i18n*/ { id: 'Voting for this show closed on {when}.', values: { when: when(window.closesAt) } });
  return null;
}

export const VOTING_WINDOW_ORDER = english(/*i18n*/ { id: 'Voting must close after it opens.' });
