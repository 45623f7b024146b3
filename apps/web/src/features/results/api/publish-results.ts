import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { awardsApi } from '@showgrid/shared/contract/awards';
import type { PublishBody } from '@showgrid/shared/schemas/awards';
import { translated } from '@showgrid/shared/i18n/translate';
import { callApi } from '../../../lib/api-client';
import { SHARING_FAILED } from '../lib/messages';
import { sharingKey } from './query-keys';

export function usePublishResults(eventId: number) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PublishBody) => (await callApi(awardsApi.publish, { params: { eventId }, body })).data,
    meta: { errorMessage: translated(i18n, SHARING_FAILED) },
    onSuccess: (sharing) => queryClient.setQueryData(sharingKey(eventId), sharing),
  });
}
