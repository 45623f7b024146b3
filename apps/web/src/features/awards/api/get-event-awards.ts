import { awardsApi } from '@showgrid/shared/contract/awards';
import { callApi } from '../../../lib/api-client';
import { awardsKeys, type AwardsSource } from './query-keys';

export const eventAwards = (eventId: number): AwardsSource => ({
  queryKey: awardsKeys.event(eventId),
  queryFn: async () => (await callApi(awardsApi.get, { params: { eventId } })).data,
});
