import { queryOptions } from '@tanstack/react-query';
import { gateApi } from '@showgrid/shared/contract/gate';
import { callApi } from '../../../lib/api-client';
import { gateKeys } from './query-keys';

export const gateVehiclesQuery = (eventId: number) =>
  queryOptions({
    queryKey: gateKeys.vehicles(eventId),
    queryFn: async () => (await callApi(gateApi.vehicles, { params: { eventId } })).data,
  });
