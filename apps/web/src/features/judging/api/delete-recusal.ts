import { recusalsApi } from '@showgrid/shared/contract/scores';
import { callApi } from '../../../lib/api-client';

/** DELETE /api/recusal/?intEventId=&intVehicleId= — the judge takes back stepping aside (404: there was none). */
export async function deleteRecusal(eventId: number, vehicleId: number): Promise<void> {
  await callApi(recusalsApi.withdrawRecusal, { query: { intEventId: eventId, intVehicleId: vehicleId } });
}
