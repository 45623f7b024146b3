import { useQuery } from '@tanstack/react-query';
import { eventsApi } from '@showgrid/shared/contract/events';
import { eventRows } from '../../../api/events';
import { everyRowQuery } from '../../../api/every-row';
import { callApi } from '../../../lib/api-client';

/** GET /api/event/manage-event/ (every row) — the choices of the judges' event filter. */
export function getEventOptionsQueryOptions() {
  return everyRowQuery(['judge-filter', 'events'] as const, async () => eventRows(await callApi(eventsApi.list)));
}

export function useEventOptions(enabled: boolean) {
  return useQuery({ ...getEventOptionsQueryOptions(), enabled });
}
