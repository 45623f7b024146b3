import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { judgesApi } from '@showgrid/shared/contract/judges';
import type { Judge } from '@showgrid/shared/schemas/judge';
import type { Pagination } from '@showgrid/shared/schemas/pagination';
import { judgesKeys } from '../../../api/judges';
import { callApi } from '../../../lib/api-client';
import { paged } from '../../../lib/paged';

export interface JudgesPage {
  data: Judge[];
  pagination: Pagination;
}

export interface JudgesFilter {
  page: number;
  /** Server-side search over name, title and e-mail; blank means none. */
  search: string;
  eventId: number | null;
}

/** GET /api/judges/ — one page of judges, optionally searched and narrowed to an event. */
export async function getJudges({ page, search, eventId }: JudgesFilter): Promise<JudgesPage> {
  return paged(
    await callApi(judgesApi.list, {
      paginate: true,
      query: { page, strSearchQuery: search.trim() || undefined, intEventId: eventId ?? undefined },
    }),
  );
}

export function getJudgesQueryOptions(filter: JudgesFilter) {
  return queryOptions({ queryKey: judgesKeys.list(filter), queryFn: () => getJudges(filter) });
}

/** Keeps the previous page on screen while the next one loads (no flash of "Loading judges..."). */
export function useJudges(filter: JudgesFilter) {
  return useQuery({ ...getJudgesQueryOptions(filter), placeholderData: keepPreviousData });
}
