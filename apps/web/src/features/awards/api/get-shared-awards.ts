import { awardsApi } from '@showgrid/shared/contract/awards';
import { callApi } from '../../../lib/api-client';
import { awardsKeys, type AwardsSource } from './query-keys';

export const sharedAwards = (token: string): AwardsSource => ({
  queryKey: awardsKeys.shared(token),
  queryFn: async () => (await callApi(awardsApi.shared, { params: { token } })).data,
});
