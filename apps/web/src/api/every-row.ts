import { queryOptions, type QueryKey } from '@tanstack/react-query';

/**
 * The query of a list read whole: the API client asks for every row (blnRemovePagination), so the
 * list call's `{ data: [...] }` is the whole list: `everyRowQuery(key, () => callApi(categoriesApi.list))`.
 */
export function everyRowQuery<Row>(queryKey: QueryKey, read: () => Promise<{ data: Row[] }>) {
  return queryOptions({ queryKey, queryFn: async () => (await read()).data });
}
