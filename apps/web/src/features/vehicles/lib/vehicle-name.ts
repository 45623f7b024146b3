import type { Vehicle } from '@showgrid/shared/schemas/vehicle';

/** SPEC's Vehicle Name: brand plus model (either may be blank). */
export function vehicleName(vehicle: Pick<Vehicle, 'strBrandName' | 'strModelName'>): string {
  return [vehicle.strBrandName, vehicle.strModelName].filter(Boolean).join(' ');
}

/** How buttons and dialogs name a vehicle: its name with its registration number (names repeat). */
export function vehicleLabel(vehicle: Pick<Vehicle, 'strBrandName' | 'strModelName' | 'strRegistrationNumber'>): string {
  const name = vehicleName(vehicle);
  return name ? `${name} (${vehicle.strRegistrationNumber})` : vehicle.strRegistrationNumber;
}
