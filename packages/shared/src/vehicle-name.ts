/**
 * SPEC's "Vehicle Name": the brand and the model, whichever were given, with one space between
 * ("Jaguar E-Type", "Jaguar", or "" when neither). Every screen, report and answer names a vehicle
 * this way; a place that needs something when both are blank (a printed card) adds its own fallback.
 */
export function vehicleName(brand: string | null | undefined, model: string | null | undefined): string {
  return [brand, model]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
}

/**
 * The vehicle's name, or its registration number when neither brand nor model was given: for the
 * places that must say something (the visitor's page, a printed sheet, the coverage grid).
 */
export function vehicleNameOrRegistration(vehicle: { brand: string | null; model: string | null; registrationNo: string }): string {
  return vehicleName(vehicle.brand, vehicle.model) || vehicle.registrationNo;
}
