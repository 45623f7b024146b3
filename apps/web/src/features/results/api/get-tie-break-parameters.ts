import { useQueries, useQuery } from '@tanstack/react-query';
import { categoriesApi } from '@showgrid/shared/contract/categories';
import { parametersApi } from '@showgrid/shared/contract/parameters';
import type { ShowEvent } from '@showgrid/shared/schemas/event';
import { tieBreakParameterId } from '@showgrid/shared/scoring-rules';
import { categoriesKeys } from '../../../api/categories';
import { everyRowQuery } from '../../../api/every-row';
import { callApi } from '../../../lib/api-client';
import { resultsKeys } from './query-keys';

/**
 * The names of the parameters the event's tie-break order names (GET /api/vehicle/parameter/ for
 * the vehicle types of its categories), by id; asked for only when the order names one.
 */
export function useTieBreakParameterNames(event: ShowEvent | undefined): Map<number, string> {
  const named = (event?.arrTieBreak ?? []).some((key) => tieBreakParameterId(key) !== undefined);
  // The categories give the vehicle types (the event lists only their titles): the shared query, asked only when needed.
  const categories = useQuery({ ...everyRowQuery(categoriesKeys.everything(), () => callApi(categoriesApi.list)), enabled: named });
  const eventCategoryIds = new Set(event?.arrVehicleCategory.map((category) => category.id));
  const typeIds = named
    ? [
        ...new Set(
          (categories.data ?? []).filter((category) => eventCategoryIds.has(category.id)).map((category) => category.intVehicleType),
        ),
      ]
    : [];
  return useQueries({
    queries: typeIds.map((typeId) => ({
      queryKey: resultsKeys.typeParameters(typeId),
      queryFn: async () => (await callApi(parametersApi.list, { query: { intVehicleTypeId: typeId } })).data,
    })),
    combine: (results) =>
      new Map(results.flatMap((result) => result.data ?? []).map((parameter) => [parameter.id, parameter.strParameterTitle])),
  });
}
