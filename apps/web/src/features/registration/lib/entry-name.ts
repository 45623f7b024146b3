import type { RegistrationView } from '@showgrid/shared/schemas/registration';
import { vehicleName } from '@showgrid/shared/vehicle-name';

/** "1963 Jaguar E-Type": how the entrant's pages name an entry's car (its registration number when nothing else is known). */
export function entryName(entry: Pick<RegistrationView, 'intYear' | 'strBrandName' | 'strModelName' | 'strRegistrationNo'>): string {
  return [entry.intYear, vehicleName(entry.strBrandName, entry.strModelName)].filter(Boolean).join(' ') || entry.strRegistrationNo;
}
