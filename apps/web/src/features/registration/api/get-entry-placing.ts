import { queryOptions, useQuery } from '@tanstack/react-query';
import { registrationApi } from '@showgrid/shared/contract/registration';
import type { EntryPlacing } from '@showgrid/shared/schemas/registration';
import { callApi } from '../../../lib/api-client';
import { registrationKeys } from './query-keys';

/** GET /api/entrant/registrations/{id}/placing/ — the entry's place in its class; 404 until the results are published. */
export async function getEntryPlacing(id: number): Promise<EntryPlacing> {
  return (await callApi(registrationApi.placing, { params: { id }, anonymous: true })).data;
}

export const getEntryPlacingQueryOptions = (id: number) =>
  queryOptions({ queryKey: registrationKeys.placing(id), queryFn: () => getEntryPlacing(id) });

/** Read only for an entry whose score sheet is ready (the results are out and its car is ranked). */
export function useEntryPlacing(id: number, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getEntryPlacingQueryOptions(id), enabled });
}
