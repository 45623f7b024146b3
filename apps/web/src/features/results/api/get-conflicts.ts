import { queryOptions } from '@tanstack/react-query';
import { scoreConflictsApi } from '@showgrid/shared/contract/scores';
import { callApi } from '../../../lib/api-client';
import { resultsKeys } from './query-keys';

/** GET /api/score-conflict/?intEventId= — the event's edits the server did not apply. */
export function getConflictsQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: resultsKeys.conflicts(eventId),
    queryFn: async () => (await callApi(scoreConflictsApi.conflicts, { query: { intEventId: eventId } })).data,
  });
}
