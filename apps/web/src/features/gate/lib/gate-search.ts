import type { GateVehicle } from '@showgrid/shared/schemas/gate';

// "cl-001", "CL 001" and "cl001" are one id to a volunteer reading a card in the rain.
const folded = (text: string) => text.toLowerCase().replace(/[\s\-_.]/g, '');

/** Whether a vehicle matches the volunteer's search: by id, registration, owner, make or model. */
export function matchesSearch(vehicle: GateVehicle, query: string): boolean {
  const wanted = folded(query);
  if (wanted === '') return true;
  const fields = [
    vehicle.strUniqueId ?? '',
    vehicle.strRegistrationNumber,
    vehicle.strOwnerName,
    `${vehicle.strBrandName}${vehicle.strModelName}`,
  ];
  return fields.some((field) => folded(field).includes(wanted));
}

/** The vehicle whose card says `id` (case and separators aside), if any. */
export function findByVehicleId<T extends GateVehicle>(vehicles: readonly T[], id: string): T | undefined {
  const wanted = folded(id);
  return vehicles.find((vehicle) => vehicle.strUniqueId !== null && folded(vehicle.strUniqueId) === wanted);
}
