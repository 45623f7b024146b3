import { queryOptions, useQuery } from '@tanstack/react-query';
import { entriesApi } from '@showgrid/shared/contract/entries';
import type { EntriesSummary } from '@showgrid/shared/schemas/entries';
import { callApi } from '../lib/api-client';

/**
 * An event's entrant entries as more than one feature reads them (the organiser's entries page,
 * the dashboard's places left): one query-key factory, so a decision on an entry refreshes both.
 */
export const entriesKeys = {
  all: ['entries'] as const,
  /** Everything read about one event's entries: its list (each filter) and its summary. */
  ofEvent: (eventId: number) => [...entriesKeys.all, eventId] as const,
  summary: (eventId: number) => [...entriesKeys.ofEvent(eventId), 'summary'] as const,
};

/** GET /api/entries/{eventId}/summary/ — places held and left per class, entries by status, the money. */
export async function getEntriesSummary(eventId: number): Promise<EntriesSummary> {
  return (await callApi(entriesApi.summary, { params: { eventId } })).data;
}

export function getEntriesSummaryQueryOptions(eventId: number) {
  return queryOptions({ queryKey: entriesKeys.summary(eventId), queryFn: () => getEntriesSummary(eventId) });
}

/** Asked for only when `enabled` (the dashboard: when the event takes entries at all). */
export function useEntriesSummary(eventId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getEntriesSummaryQueryOptions(eventId), enabled });
}
