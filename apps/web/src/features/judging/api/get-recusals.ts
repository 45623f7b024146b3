import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { recusalsApi } from '@showgrid/shared/contract/scores';
import { API } from '@showgrid/shared/paths';
import type { recusalSchema } from '@showgrid/shared/schemas/score';
import { callApi } from '../../../lib/api-client';
import { whenHydrated } from '../../../lib/persist-hydration';
import { isQueued, useFailedRequestStore } from '../../../offline/failed-request-store';
import { useJudgeStore } from '../stores/judge-store';
import { judgingKeys } from './query-keys';

type Recusal = z.infer<typeof recusalSchema>;

/** GET /api/recusal/?intEventId= — the vehicles this judge stepped aside from in the event. */
export async function getRecusals(eventId: number): Promise<Recusal[]> {
  return (await callApi(recusalsApi.recusals, { query: { intEventId: eventId } })).data;
}

export function getRecusalsQueryOptions(eventId: number) {
  return queryOptions({ queryKey: judgingKeys.recusals(eventId), queryFn: () => getRecusals(eventId) });
}

export function useRecusals(eventId: number | null) {
  return useQuery({ ...getRecusalsQueryOptions(eventId ?? 0), enabled: eventId !== null });
}

/**
 * Keeps the selected event's recusals on the tablet as the server lists them (stepped aside on
 * another tablet, or taken back), except a recusal still queued here, which the server has not heard of.
 * The tablet holds one event's recusals: those of the event judged before go (a judge works one show a day).
 */
export function useRecusalsKeptOnDevice(): void {
  const eventId = useJudgeStore((state) => state.selectedEventId);
  const { data } = useRecusals(eventId);
  useEffect(() => {
    if (!data) return;
    let current = true;
    // The queue read back from the device says which recusals are still on their way.
    void whenHydrated(useFailedRequestStore).then(() => {
      if (!current) return;
      const { requests } = useFailedRequestStore.getState();
      const { recusedIds, setRecusals, intJudgeId } = useJudgeStore.getState();
      const queued = recusedIds.filter((vehicleId) => isQueued(requests, vehicleId, API.recusals, intJudgeId));
      setRecusals([...data.map((recusal) => recusal.intVehicleId), ...queued]);
    });
    return () => {
      current = false;
    };
  }, [data]);
}
