import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { recusalsApi } from '@showgrid/shared/contract/scores';
import type { Recusal, recusalQuerySchema } from '@showgrid/shared/schemas/score';
import { callApi } from '../../../lib/api-client';
import { resultsKeys } from './query-keys';

/** GET /api/recusal/?intEventId=[&intVehicleId=] — who stepped aside, in the event or from one vehicle. */
export async function getRecusals(query: z.input<typeof recusalQuerySchema>): Promise<Recusal[]> {
  return (await callApi(recusalsApi.recusals, { query })).data;
}

/** Who stepped aside from one vehicle (its sheets). */
export function getVehicleRecusalsQueryOptions(eventId: number, vehicleId: number) {
  return queryOptions({
    queryKey: resultsKeys.vehicleRecusals(eventId, vehicleId),
    queryFn: () => getRecusals({ intEventId: eventId, intVehicleId: vehicleId }),
  });
}

/** Every vehicle judges stepped aside from in the event (the judging notes). */
export function getEventRecusalsQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: [...resultsKeys.all, 'recusals', eventId],
    queryFn: () => getRecusals({ intEventId: eventId }),
  });
}
