import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { API } from '@showgrid/shared/paths';
import { judgeSchema } from '@showgrid/shared/schemas/judge';
import { pagedListOf } from '@showgrid/shared/schemas/answers';
import { judgesKeys } from '../../../api/judges';
import { apiRequest } from '../../../lib/api-client';

const judgesPageSchema = pagedListOf(judgeSchema);
export type JudgesPage = z.infer<typeof judgesPageSchema>;

export interface JudgesFilter {
  page: number;
  /** Server-side search over name, title and e-mail; blank means none. */
  search: string;
  eventId: number | null;
}

/** GET /api/judges/ — one page of judges, optionally searched and narrowed to an event. */
export async function getJudges({ page, search, eventId }: JudgesFilter): Promise<JudgesPage> {
  const body = await apiRequest(API.judges, {
    paginate: true,
    query: { page, strSearchQuery: search.trim() || undefined, intEventId: eventId ?? undefined },
  });
  return judgesPageSchema.parse(body);
}

export function getJudgesQueryOptions(filter: JudgesFilter) {
  return queryOptions({ queryKey: judgesKeys.list(filter), queryFn: () => getJudges(filter) });
}

/** Keeps the previous page on screen while the next one loads (no flash of "Loading judges..."). */
export function useJudges(filter: JudgesFilter) {
  return useQuery({ ...getJudgesQueryOptions(filter), placeholderData: keepPreviousData });
}
