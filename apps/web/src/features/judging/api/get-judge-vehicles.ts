import { queryOptions, useQuery } from '@tanstack/react-query';
import { vehiclesApi } from '@showgrid/shared/contract/vehicles';
import type { Vehicle } from '@showgrid/shared/schemas/vehicle';
import { vehicleName } from '@showgrid/shared/vehicle-name';
import { callApi } from '../../../lib/api-client';
import type { JudgeVehicle } from '../stores/judge-store';
import { judgingKeys } from './query-keys';

/** The part of a vehicle the judge screens show and keep on the tablet. */
export function toJudgeVehicle(vehicle: Vehicle): JudgeVehicle {
  return {
    intVehicleId: vehicle.intVehicleId,
    intEventId: vehicle.intEventId,
    strUniqueId: vehicle.strUniqueId,
    strBrandName: vehicle.strBrandName,
    strModelName: vehicle.strModelName,
    intCategoryId: vehicle.intCategoryId,
    strCategoryName: vehicle.strCategoryName,
    intVehicleTypeId: vehicle.intVehicleTypeId,
    strImage: vehicle.arrVehicleImagedetails[0]?.strBase64Image ?? null,
  };
}

/**
 * The order a judge walks the field in: by the vehicle id on the windscreen card (SS2 before
 * SS10), vehicles without one last, by name.
 */
export function byVehicleId(a: JudgeVehicle, b: JudgeVehicle): number {
  if (a.strUniqueId === null || b.strUniqueId === null) {
    if (a.strUniqueId !== b.strUniqueId) return a.strUniqueId === null ? 1 : -1;
    return vehicleName(a.strBrandName, a.strModelName).localeCompare(vehicleName(b.strBrandName, b.strModelName));
  }
  return a.strUniqueId.localeCompare(b.strUniqueId, undefined, { numeric: true });
}

/**
 * GET /api/vehicle/?intEventId= — for a judge, the Paid vehicles of the event in every category.
 * The whole event, not one category: the tablet keeps it, so any category opens offline.
 */
export async function getJudgeVehicles(eventId: number): Promise<JudgeVehicle[]> {
  const answer = await callApi(vehiclesApi.list, { query: { intEventId: eventId } });
  return answer.data.map(toJudgeVehicle).sort(byVehicleId);
}

export function getJudgeVehiclesQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: judgingKeys.vehicles(eventId),
    queryFn: () => getJudgeVehicles(eventId),
  });
}

export function useJudgeVehicles(eventId: number | null) {
  return useQuery({ ...getJudgeVehiclesQueryOptions(eventId ?? 0), enabled: eventId !== null });
}
