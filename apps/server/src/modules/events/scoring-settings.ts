import { tieBreakParameterId } from '@showgrid/shared/scoring-rules';
import { HttpError } from '../../lib/http-errors.ts';
import type { EventRecord, EventScoring, Executor } from './records.ts';
import { eventsRepository as repo } from './repository.ts';

/** How an event's sheets are scored and ranked (ADR 029): the settings as the organiser sets them. */

/**
 * Writes the scoring settings given, after the event's categories: 400 (all rolled back) for a
 * tie-break naming a parameter the event does not judge (none of its categories' vehicle types
 * has it live), which would rank every vehicle 0/0 on it.
 */
export async function setScoring(tx: Executor, id: number, scoring: Partial<EventScoring> | undefined): Promise<void> {
  if (!scoring) return;
  const named = (scoring.tieBreak ?? []).map(tieBreakParameterId).filter((pid) => pid !== undefined);
  const unjudged = await repo.unjudgedParameters(tx, id, named);
  if (unjudged.length > 0) throw new HttpError(400, { arrTieBreak: unjudged.map(UNJUDGED_PARAMETER) });
  await repo.setScoring(tx, id, scoring);
}

export const UNJUDGED_PARAMETER = (parameterId: number) => `Parameter ${parameterId} is not judged at this event.`;

/** The rule, its N, the bands or the tie-break changed: every total and rank may have moved. */
export const scoringChanged = (before: EventRecord, after: EventRecord) => JSON.stringify(before.scoring) !== JSON.stringify(after.scoring);
