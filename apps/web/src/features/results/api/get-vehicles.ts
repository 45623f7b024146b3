import { queryOptions } from '@tanstack/react-query';
import { vehiclesApi } from '@showgrid/shared/contract/vehicles';
import { callApi } from '../../../lib/api-client';
import { resultsKeys } from './query-keys';

/** GET /api/vehicle/?intEventId= — the event's vehicles (the judging notes name them). */
export function getVehicleNamesQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: [...resultsKeys.all, 'vehicle-names', eventId],
    queryFn: async () => (await callApi(vehiclesApi.list, { query: { intEventId: eventId } })).data,
  });
}
