import { useQuery } from '@tanstack/react-query';
import { getConflictsQueryOptions } from './get-conflicts';
import { getPaperEntryQueryOptions } from './get-score-entries';
import { getTypeParametersQueryOptions } from './get-type-parameters';
import { getVehicleQueryOptions } from './get-vehicle';

/**
 * What the paper-entry form needs of a vehicle and a judge (ADR 034): the live parameters of the
 * vehicle's type (GET /api/vehicle/{id}/, then /api/vehicle/parameter/), the judge's sheet kept
 * for it if any (to correct it, and to say it will be replaced), and the event's conflicts (a
 * tablet's sheet that came after the paper one).
 */
export function usePaperSheetData(eventId: number, vehicleId: number, judgeId: number | null) {
  const vehicle = useQuery(getVehicleQueryOptions(vehicleId));
  const typeId = vehicle.data?.intVehicleTypeId;
  const parameters = useQuery({ ...getTypeParametersQueryOptions(typeId), enabled: typeId !== undefined });
  const entry = useQuery({ ...getPaperEntryQueryOptions(eventId, vehicleId, judgeId), enabled: judgeId !== null });
  const conflicts = useQuery(getConflictsQueryOptions(eventId));
  return { vehicle, parameters, entry, conflicts };
}
