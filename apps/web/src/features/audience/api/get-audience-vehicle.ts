import { queryOptions, useQuery } from '@tanstack/react-query';
import { attendeeApi } from '@showgrid/shared/contract/attendee';
import type { AudienceVehicle } from '@showgrid/shared/schemas/attendee';
import { callApi } from '../../../lib/api-client';

/** GET /api/attendee/vehicle/{uniqueId}/ — public: the vehicle behind a windscreen QR card. */
export async function getAudienceVehicle(uniqueId: string): Promise<AudienceVehicle> {
  return (await callApi(attendeeApi.vehicle, { params: { uniqueId } })).data;
}

export function useAudienceVehicle(uniqueId: string) {
  return useQuery(queryOptions({ queryKey: ['audience', 'vehicle', uniqueId], queryFn: () => getAudienceVehicle(uniqueId) }));
}
