import { useQueries } from '@tanstack/react-query';
import type { ShowEvent } from '@showgrid/shared/schemas/event';
import { tieBreakParameterId } from '@showgrid/shared/scoring-rules';
import { useAllCategories } from '../../../api/categories';
import { getTypeParametersQueryOptions } from './get-type-parameters';

/**
 * The names of the parameters the event's tie-break order names (GET /api/vehicle/parameter/ for
 * the vehicle types of its categories), by id; asked for only when the order names one.
 */
export function useTieBreakParameterNames(event: ShowEvent | undefined): Map<number, string> {
  const named = (event?.arrTieBreak ?? []).some((key) => tieBreakParameterId(key) !== undefined);
  // The categories give the vehicle types (the event lists only their titles): the shared query, asked only when needed.
  const categories = useAllCategories({ enabled: named });
  const eventCategoryIds = new Set(event?.arrVehicleCategory.map((category) => category.id));
  const typeIds = named
    ? [
        ...new Set(
          (categories.data ?? []).filter((category) => eventCategoryIds.has(category.id)).map((category) => category.intVehicleType),
        ),
      ]
    : [];
  return useQueries({
    queries: typeIds.map((typeId) => getTypeParametersQueryOptions(typeId)),
    combine: (results) =>
      new Map(results.flatMap((result) => result.data ?? []).map((parameter) => [parameter.id, parameter.strParameterTitle])),
  });
}
