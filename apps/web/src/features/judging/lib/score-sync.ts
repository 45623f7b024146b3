import { API } from '@showgrid/shared/paths';
import { scoreConflictAnswerSchema, scoreEntrySchema } from '@showgrid/shared/schemas/score';
import { dataOf } from '@showgrid/shared/schemas/answers';
import type { ApiError } from '../../../lib/api-errors';
import { useFailedRequestStore, vehicleIdOf, type FailedRequest } from '../../../offline/failed-request-store';
import type { ReplayHandlers } from '../../../offline/replay-queue';
import { useJudgeStore } from '../stores/judge-store';

const savedAnswerSchema = dataOf(scoreEntrySchema);

export function isScoreWrite(url: string): boolean {
  return url.startsWith(API.scoreEntries);
}

/** The server stored a score: remember its id, and drop older queued writes of that vehicle. */
export function scoreSent(vehicleId: number, body: unknown, options: { dropQueued: boolean }): void {
  const parsed = savedAnswerSchema.safeParse(body);
  useJudgeStore.getState().markSaved(vehicleId, parsed.success ? parsed.data.data.intScoreId : null);
  if (options.dropQueued) useFailedRequestStore.getState().removeForVehicle(vehicleId, API.scoreEntries);
}

/** A definitive refusal; on 409 the server kept a newer edit, which this tablet adopts. */
export function scoreRefused(vehicleId: number, error: ApiError): void {
  const conflict = error.status === 409 ? scoreConflictAnswerSchema.safeParse(error.body) : null;
  if (conflict?.success) useJudgeStore.getState().adoptEntry(conflict.data.data);
  else useJudgeStore.getState().markRefused(vehicleId);
}

/** What the judge area does with writes the queue replays. */
export function judgingReplayHandlers(onChange: () => void): ReplayHandlers {
  const vehicleOf = (request: FailedRequest) => (isScoreWrite(request.url) ? vehicleIdOf(request.data) : null);
  return {
    onSent: (request, body) => {
      const vehicleId = vehicleOf(request);
      if (vehicleId !== null) scoreSent(vehicleId, body, { dropQueued: false });
      onChange();
    },
    onRefused: (request, error) => {
      const vehicleId = vehicleOf(request);
      if (vehicleId !== null) scoreRefused(vehicleId, error);
      onChange();
    },
  };
}
