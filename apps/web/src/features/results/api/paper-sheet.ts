import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { parametersApi } from '@showgrid/shared/contract/parameters';
import { scoreConflictsApi, scoreEntriesApi } from '@showgrid/shared/contract/scores';
import { vehiclesApi } from '@showgrid/shared/contract/vehicles';
import type { ScoreEntryBody } from '@showgrid/shared/schemas/score';
import { callApi } from '../../../lib/api-client';
import { resultsKeys } from './query-keys';

export const PAPER_SAVED = 'Paper sheet saved';

/**
 * What the paper-entry form needs of a vehicle and a judge (ADR 034): the live parameters of the
 * vehicle's type (GET /api/vehicle/{id}/, then /api/vehicle/parameter/), the judge's sheet kept
 * for it if any (to correct it, and to say it will be replaced), and the event's conflicts (a
 * tablet's sheet that came after the paper one).
 */
export function usePaperSheetData(eventId: number, vehicleId: number, judgeId: number | null) {
  const vehicle = useQuery({
    queryKey: [...resultsKeys.all, 'vehicle', vehicleId],
    queryFn: async () => (await callApi(vehiclesApi.one, { params: { id: vehicleId } })).data,
  });
  const typeId = vehicle.data?.intVehicleTypeId;
  const parameters = useQuery({
    queryKey: resultsKeys.typeParameters(typeId ?? 0),
    queryFn: async () => (await callApi(parametersApi.list, { query: { intVehicleTypeId: typeId } })).data,
    enabled: typeId !== undefined,
  });
  const entry = useQuery({
    queryKey: resultsKeys.paperEntry(eventId, vehicleId, judgeId ?? 0),
    queryFn: async () =>
      (await callApi(scoreEntriesApi.list, { query: { intEventId: eventId, intVehicleId: vehicleId, intJudgeId: judgeId ?? undefined } }))
        .data[0] ?? null,
    enabled: judgeId !== null,
  });
  const conflicts = useQuery({
    queryKey: resultsKeys.conflicts(eventId),
    queryFn: async () => (await callApi(scoreConflictsApi.conflicts, { query: { intEventId: eventId } })).data,
  });
  return { vehicle, parameters, entry, conflicts };
}

/** POST /api/score-entry/ by the admin with the judge named and blnFromPaper (ADR 034). */
export function useEnterPaperSheetMutation({ onSaved }: { onSaved: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScoreEntryBody) => callApi(scoreEntriesApi.create, { body }),
    onSuccess: () => {
      toast.success(PAPER_SAVED);
      onSaved();
    },
    // Totals, ranks, the judge's column and the vehicle's sheets all change with it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: resultsKeys.all }),
  });
}
