import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@showgrid/shared/paths';
import { audienceVehicleSchema, type AudienceVehicle } from '@showgrid/shared/schemas/attendee';
import { dataOf } from '@showgrid/shared/schemas/answers';
import { apiRequest } from '../../../lib/api-client';

const responseSchema = dataOf(audienceVehicleSchema);

/** GET /api/attendee/vehicle/{uniqueId}/ — public: the vehicle behind a windscreen QR card. */
export async function getAudienceVehicle(uniqueId: string): Promise<AudienceVehicle> {
  return responseSchema.parse(await apiRequest(API.audienceVehicle(uniqueId))).data;
}

export function useAudienceVehicle(uniqueId: string) {
  return useQuery(queryOptions({ queryKey: ['audience', 'vehicle', uniqueId], queryFn: () => getAudienceVehicle(uniqueId) }));
}
