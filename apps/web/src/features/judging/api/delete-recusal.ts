import { API } from '@showgrid/shared/paths';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/recusal/?intEventId=&intVehicleId= — the judge takes back stepping aside (404: there was none). */
export async function deleteRecusal(eventId: number, vehicleId: number): Promise<void> {
  await apiRequest(API.recusals, { method: 'DELETE', query: { intEventId: eventId, intVehicleId: vehicleId } });
}
