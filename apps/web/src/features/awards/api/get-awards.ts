import { queryOptions } from '@tanstack/react-query';
import { awardsApi } from '@showgrid/shared/contract/awards';
import { callApi } from '../../../lib/api-client';

export const awardsKeys = { event: (eventId: number) => ['awards', eventId] as const };

export const awardsQuery = (eventId: number) =>
  queryOptions({ queryKey: awardsKeys.event(eventId), queryFn: async () => (await callApi(awardsApi.get, { params: { eventId } })).data });
