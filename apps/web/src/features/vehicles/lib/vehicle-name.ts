import type { Vehicle } from '@showgrid/shared/schemas/vehicle';
import { vehicleName as sharedVehicleName } from '@showgrid/shared/vehicle-name';

/** SPEC's Vehicle Name: brand plus model (either may be blank). */
export function vehicleName(vehicle: Pick<Vehicle, 'strBrandName' | 'strModelName'>): string {
  return sharedVehicleName(vehicle.strBrandName, vehicle.strModelName);
}

/** How buttons and dialogs name a vehicle: its name with its registration number (names repeat). */
export function vehicleLabel(vehicle: Pick<Vehicle, 'strBrandName' | 'strModelName' | 'strRegistrationNumber'>): string {
  const name = vehicleName(vehicle);
  return name ? `${name} (${vehicle.strRegistrationNumber})` : vehicle.strRegistrationNumber;
}
