import { useQuery } from '@tanstack/react-query';
import { getVehicleRecusalsQueryOptions } from './get-recusals';
import { getVehicleEntriesQueryOptions } from './get-score-entries';

/** Every judge's entry for one vehicle (its sheets), and who stepped aside from it. */
export function useVehicleSheetsData(eventId: number, vehicleId: number) {
  const entries = useQuery(getVehicleEntriesQueryOptions(eventId, vehicleId));
  const recusals = useQuery(getVehicleRecusalsQueryOptions(eventId, vehicleId));
  return { entries, recusals };
}
