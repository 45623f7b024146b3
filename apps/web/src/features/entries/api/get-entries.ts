import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { entriesApi } from '@showgrid/shared/contract/entries';
import type { OrganiserEntry } from '@showgrid/shared/schemas/entries';
import type { RegistrationStatus } from '@showgrid/shared/schemas/registration';
import { entriesKeys } from '../../../api/entries';
import { callApi } from '../../../lib/api-client';

export interface EntriesFilter {
  status: RegistrationStatus | null;
  categoryId: number | null;
}

/** GET /api/entries/{eventId}/ — the event's entries in arrival order, narrowed by status and class. */
export async function getEntries(eventId: number, { status, categoryId }: EntriesFilter): Promise<OrganiserEntry[]> {
  const query = { strStatus: status ?? undefined, intCategoryId: categoryId ?? undefined };
  return (await callApi(entriesApi.list, { params: { eventId }, query })).data;
}

export function getEntriesQueryOptions(eventId: number, filter: EntriesFilter) {
  return queryOptions({
    queryKey: [...entriesKeys.ofEvent(eventId), 'list', filter] as const,
    queryFn: () => getEntries(eventId, filter),
  });
}

/** Keeps the rows on screen while another filter's load (no flash of "Loading entries..."). */
export function useEntries(eventId: number, filter: EntriesFilter, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getEntriesQueryOptions(eventId, filter), placeholderData: keepPreviousData, enabled });
}
