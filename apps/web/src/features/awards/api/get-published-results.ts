import { useQuery } from '@tanstack/react-query';
import { awardsApi } from '@showgrid/shared/contract/awards';
import type { PublishedResults } from '@showgrid/shared/schemas/awards';
import { callApi } from '../../../lib/api-client';

/** GET /api/awards/{eventId}/published/ — only what the organiser shows (ADR 032). */
export async function getPublishedResults(eventId: number): Promise<PublishedResults> {
  return (await callApi(awardsApi.published, { params: { eventId } })).data;
}

export const getPublishedResultsQueryOptions = (eventId: number) => ({
  queryKey: ['awards', 'published', eventId] as const,
  queryFn: () => getPublishedResults(eventId),
});

/** Not retried: 404 (not published) and 429 (too many reads) would answer the same at once. */
export function usePublishedResults(eventId: number) {
  return useQuery({ ...getPublishedResultsQueryOptions(eventId), retry: false, enabled: Number.isInteger(eventId) && eventId > 0 });
}
