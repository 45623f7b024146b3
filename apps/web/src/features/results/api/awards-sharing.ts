import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { awardsApi } from '@showgrid/shared/contract/awards';
import type { PublishBody } from '@showgrid/shared/schemas/awards';
import { callApi } from '../../../lib/api-client';

// The awards feature reads the screen under ['awards', eventId]; this card keeps to its own key.
const sharingKey = (eventId: number) => ['awards-sharing', eventId] as const;

/** Said when making or revoking the link, publishing or copying fails without the server's own words. */
export const SHARING_FAILED = 'That did not work. Try again.';

/** How the event's awards are shared (the admin's awards read carries it). */
export function useAwardsSharing(eventId: number) {
  return useQuery({
    queryKey: sharingKey(eventId),
    queryFn: async () => (await callApi(awardsApi.get, { params: { eventId } })).data.objSharing ?? null,
  });
}

export function useCreateAwardsLink(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await callApi(awardsApi.createLink, { params: { eventId } })).data.strToken,
    meta: { errorMessage: SHARING_FAILED },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharingKey(eventId) }),
  });
}

export function useRevokeAwardsLink(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await callApi(awardsApi.revokeLink, { params: { eventId } });
    },
    meta: { errorMessage: SHARING_FAILED },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharingKey(eventId) }),
  });
}

export function usePublishResults(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PublishBody) => (await callApi(awardsApi.publish, { params: { eventId }, body })).data,
    meta: { errorMessage: SHARING_FAILED },
    onSuccess: (sharing) => queryClient.setQueryData(sharingKey(eventId), sharing),
  });
}
