import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gateApi } from '@showgrid/shared/contract/gate';
import type { GateVehicle, StaffCreateBody } from '@showgrid/shared/schemas/gate';
import { callApi } from '../../../lib/api-client';
import type { GateAction } from '../stores/gate-store';

export const gateKeys = {
  all: ['gate'] as const,
  events: () => [...gateKeys.all, 'events'] as const,
  vehicles: (eventId: number) => [...gateKeys.all, 'vehicles', eventId] as const,
  staff: () => [...gateKeys.all, 'staff'] as const,
};

export const gateEventsQuery = () =>
  queryOptions({ queryKey: gateKeys.events(), queryFn: async () => (await callApi(gateApi.events)).data });

export const gateVehiclesQuery = (eventId: number) =>
  queryOptions({
    queryKey: gateKeys.vehicles(eventId),
    queryFn: async () => (await callApi(gateApi.vehicles, { params: { eventId } })).data,
  });

/** Sends one waiting tap; the server answers the vehicle as it now is. `signal` ends a send that hangs. */
export async function sendGateAction(action: GateAction, signal?: AbortSignal): Promise<GateVehicle> {
  const params = { eventId: action.eventId };
  if (action.kind === 'paid') return (await callApi(gateApi.paid, { params, body: { intVehicleId: action.vehicleId }, signal })).data;
  const body = {
    intVehicleId: action.vehicleId,
    blnArrived: action.kind === 'arrive',
    dtAt: action.kind === 'arrive' ? action.at : undefined,
  };
  return (await callApi(gateApi.checkIn, { params, body, signal })).data;
}

export function useStaffQuery() {
  return useQuery({ queryKey: gateKeys.staff(), queryFn: async () => (await callApi(gateApi.staffList)).data });
}

export function useCreateStaffMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: StaffCreateBody) => (await callApi(gateApi.staffCreate, { body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gateKeys.staff() }),
  });
}

export function useDeleteStaffMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await callApi(gateApi.staffDelete, { params: { id } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gateKeys.staff() }),
  });
}
