import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { awardsApi } from '@showgrid/shared/contract/awards';
import { translated } from '@showgrid/shared/i18n/translate';
import { callApi } from '../../../lib/api-client';
import { SHARING_FAILED } from '../lib/messages';
import { sharingKey } from './query-keys';

export function useRevokeAwardsLink(eventId: number) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await callApi(awardsApi.revokeLink, { params: { eventId } });
    },
    meta: { errorMessage: translated(i18n, SHARING_FAILED) },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharingKey(eventId) }),
  });
}
