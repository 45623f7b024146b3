import { moneyText } from '@showgrid/shared/registration-rules';
import type { GateVehicle } from '@showgrid/shared/schemas/gate';
import type { GateAction } from '../stores/gate-store';

/** A vehicle as the volunteer sees it: the server's row with this phone's waiting taps applied. */
export interface GateRow extends GateVehicle {
  /** A tap on it has not reached the server yet. */
  blnWaiting: boolean;
}

/** The server's list with the phone's waiting taps of this event laid over it, in tap order. */
export function withPending(vehicles: readonly GateVehicle[], pending: readonly GateAction[], eventId: number): GateRow[] {
  const mine = pending.filter((action) => action.eventId === eventId);
  return vehicles.map((vehicle) => {
    let row: GateRow = { ...vehicle, blnWaiting: false };
    for (const action of mine) {
      if (action.vehicleId !== vehicle.intVehicleId) continue;
      row = { ...row, blnWaiting: true };
      if (action.kind === 'paid') row = { ...row, blnPaid: true, intToPayCents: null };
      else if (action.kind === 'undo') row.dtArrivedAt = null;
      else row.dtArrivedAt ??= action.at;
    }
    return row;
  });
}

export const arrivedCount = (rows: readonly GateVehicle[]) => rows.filter((row) => row.dtArrivedAt !== null).length;

/**
 * "€40.00": what an entrant's entry paying at the gate still owes, written the way the volunteer's
 * language writes money ("40,00 €"); null when nothing is owed through registration.
 */
export function toPayText(vehicle: GateVehicle, locale = 'en'): string | null {
  if (vehicle.blnPaid || vehicle.intToPayCents === null || vehicle.strCurrency === null) return null;
  return moneyText(vehicle.intToPayCents, vehicle.strCurrency, locale);
}
