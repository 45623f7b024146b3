import { eventStatus, type ShowEvent, type VotingWindowView } from '@showgrid/shared/schemas/event';
import { votingWindow, windowState, type VotingSettings } from '@showgrid/shared/voting-window';
import { eventFields } from './event-snapshot.ts';
import type { EventRecord } from './records.ts';

/** The route boundary (ADR 002): SPEC's field names outside, the code's own names inside; the one place an event's are written. */

/** The voting window in force and its state now (PRODUCT.md "Voting window"). */
export function presentVotingWindow(event: VotingSettings, now: Date): VotingWindowView {
  const window = votingWindow(event);
  return { strState: windowState(window, now), dtOpensAt: window.opensAt.toISOString(), dtClosesAt: window.closesAt.toISOString() };
}

/** An event as the API returns it; the status is judged against the app clock; its zone, the deployment's unless set. */
export function presentEvent(event: EventRecord, now: Date, deploymentZone: string): ShowEvent {
  const fields = eventFields(event);
  return {
    ...fields,
    strTimeZone: fields.strTimeZone ?? deploymentZone,
    strStatus: eventStatus(fields.strEventStartDateTime, now),
    objVotingWindow: presentVotingWindow(event, now),
  };
}

/** The time zone an event's times are written in: its own, else the deployment's. */
export const eventTimeZone = (event: Pick<EventRecord, 'place'>, deploymentZone: string) => event.place.timeZone ?? deploymentZone;
