import { queryOptions } from '@tanstack/react-query';
import { gateApi } from '@showgrid/shared/contract/gate';
import { callApi } from '../../../lib/api-client';
import { gateKeys } from './query-keys';

export const gateEventsQuery = () =>
  queryOptions({ queryKey: gateKeys.events(), queryFn: async () => (await callApi(gateApi.events)).data });
