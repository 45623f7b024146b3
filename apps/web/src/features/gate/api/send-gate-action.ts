import { gateApi } from '@showgrid/shared/contract/gate';
import type { GateVehicle } from '@showgrid/shared/schemas/gate';
import { callApi } from '../../../lib/api-client';
import type { GateAction } from '../stores/gate-store';

/** Sends one waiting tap; the server answers the vehicle as it now is. `signal` ends a send that hangs. */
export async function sendGateAction(action: GateAction, signal?: AbortSignal): Promise<GateVehicle> {
  const params = { eventId: action.eventId };
  if (action.kind === 'paid') {
    // No method for a car that owes nothing through registration (and for a tap queued before it was asked).
    const body = { intVehicleId: action.vehicleId, strMethod: action.method };
    return (await callApi(gateApi.paid, { params, body, signal })).data;
  }
  const body = {
    intVehicleId: action.vehicleId,
    blnArrived: action.kind === 'arrive',
    dtAt: action.kind === 'arrive' ? action.at : undefined,
  };
  return (await callApi(gateApi.checkIn, { params, body, signal })).data;
}
