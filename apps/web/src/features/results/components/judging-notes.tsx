import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { API } from '@showgrid/shared/paths';
import { recusalSchema, scoreConflictSchema } from '@showgrid/shared/schemas/score';
import { Button } from '../../../components/button';
import { apiRequest } from '../../../lib/api-client';
import { resultsKeys } from '../api/query-keys';

const conflictsAnswer = z.object({ data: z.array(scoreConflictSchema) });
const vehiclesAnswer = z.object({ data: z.array(z.object({ intVehicleId: z.number(), strBrandName: z.string(), strModelName: z.string(), strUniqueId: z.string().nullable() })) });
const recusalsAnswer = z.object({ data: z.array(recusalSchema) });
const when = (iso: string) => new Date(iso).toLocaleString();

/**
 * What judging left for the organiser to see (PRODUCT "Conflicts", "Recusal"): older offline edits
 * the server did not apply, and the vehicles judges stepped aside from.
 */
export function JudgingNotes({ eventId }: { eventId: number }) {
  const queryClient = useQueryClient();
  const conflicts = useQuery({
    queryKey: [...resultsKeys.all, 'conflicts', eventId],
    queryFn: async () => conflictsAnswer.parse(await apiRequest(API.scoreConflicts, { query: { intEventId: eventId } })).data,
  });
  const recusals = useQuery({
    queryKey: [...resultsKeys.all, 'recusals', eventId],
    queryFn: async () => recusalsAnswer.parse(await apiRequest(API.recusals, { query: { intEventId: eventId } })).data,
  });
  // Names, not ids: the organiser knows the cars by name and windscreen id.
  const vehicles = useQuery({
    queryKey: [...resultsKeys.all, 'vehicle-names', eventId],
    queryFn: async () => vehiclesAnswer.parse(await apiRequest(API.vehicles, { query: { intEventId: eventId } })).data,
  });
  const names = new Map(
    (vehicles.data ?? []).map((v) => [v.intVehicleId, `${v.strBrandName} ${v.strModelName}${v.strUniqueId ? ` (${v.strUniqueId})` : ''}`]),
  );
  const nameOf = (vehicleId: number) => names.get(vehicleId) ?? `vehicle #${String(vehicleId)}`;
  const resolve = useMutation({
    mutationFn: (id: number) => apiRequest(`${API.scoreConflicts}${String(id)}/`, { method: 'PUT', body: { blnResolved: true } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...resultsKeys.all, 'conflicts', eventId] }),
  });
  const open = (conflicts.data ?? []).filter((conflict) => !conflict.blnResolved);

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section aria-labelledby="conflicts-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="conflicts-heading" className="mb-3 font-semibold text-slate-900">
          Score conflicts ({open.length})
        </h2>
        {open.length === 0 ? (
          <p className="text-sm text-slate-600">None: every device’s latest edit was applied.</p>
        ) : (
          <ul className="flex flex-col gap-3 text-sm">
            {open.map((conflict) => (
              <li key={conflict.id} className="flex items-start justify-between gap-3">
                <span className="text-slate-700">
                  {conflict.strJudgeName}, {nameOf(conflict.intVehicleId)}: an edit from {when(conflict.dtRejectedEditedAt)} arrived after a
                  newer one ({when(conflict.dtKeptEditedAt)}) and was not applied.
                </span>
                <Button variant="secondary" loading={resolve.isPending && resolve.variables === conflict.id} onClick={() => resolve.mutate(conflict.id)}>
                  Resolve
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="recusals-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="recusals-heading" className="mb-3 font-semibold text-slate-900">
          Stepped aside ({recusals.data?.length ?? 0})
        </h2>
        {(recusals.data ?? []).length === 0 ? (
          <p className="text-sm text-slate-600">No judge stepped aside from a vehicle.</p>
        ) : (
          <ul className="flex flex-col gap-2 text-sm text-slate-700">
            {(recusals.data ?? []).map((recusal) => (
              <li key={`${String(recusal.intJudgeId)}-${String(recusal.intVehicleId)}`}>
                {recusal.strJudgeName}, {nameOf(recusal.intVehicleId)}
                {recusal.strReason && `: ${recusal.strReason}`}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
