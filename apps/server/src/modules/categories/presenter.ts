import type { Category } from '@showgrid/shared/schemas/catalogue';
import { mediaUrl } from '../media/repository.ts';
import type { CategoryRow } from './repository.ts';

/** A category in SPEC's names (ADR 002): the one place they are written. */
export const presentCategory = (row: CategoryRow): Category => ({
  id: row.id,
  intCategoryId: row.id,
  strVehicleCategoryName: row.name,
  intVehicleType: row.vehicleTypeId,
  strVehicleTypeTitle: row.vehicleTypeTitle,
  base64CategoryIcon: mediaUrl(row.iconId),
  strPrefix: row.prefix,
  intStartRange: row.startRange,
  intRangeUpto: row.rangeUpto,
});
