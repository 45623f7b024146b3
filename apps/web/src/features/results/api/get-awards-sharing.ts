import { useQuery } from '@tanstack/react-query';
import { awardsApi } from '@showgrid/shared/contract/awards';
import { callApi } from '../../../lib/api-client';
import { sharingKey } from './query-keys';

/** How the event's awards are shared (the admin's awards read carries it). */
export function useAwardsSharing(eventId: number) {
  return useQuery({
    queryKey: sharingKey(eventId),
    queryFn: async () => (await callApi(awardsApi.get, { params: { eventId } })).data.objSharing ?? null,
  });
}
