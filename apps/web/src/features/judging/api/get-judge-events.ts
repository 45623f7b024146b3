import { useQuery } from '@tanstack/react-query';
import { eventsApi } from '@showgrid/shared/contract/events';
import { eventRows } from '../../../api/events';
import { everyRowQuery } from '../../../api/every-row';
import { callApi } from '../../../lib/api-client';
import { judgingKeys } from './query-keys';

/** GET /api/event/manage-event/ — for a judge, only the events they are mapped to. */
export function useJudgeEvents() {
  return useQuery(everyRowQuery(judgingKeys.events(), async () => eventRows(await callApi(eventsApi.list))));
}
