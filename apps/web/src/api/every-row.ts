import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { z } from 'zod';
import { dataOf } from '@showgrid/shared/schemas/answers';
import { apiRequest } from '../lib/api-client';

/**
 * The query of a list read whole: the API client asks for every row (blnRemovePagination), so the
 * list call's `{ data: [...] }` is the whole list: `everyRowQuery(key, () => callApi(categoriesApi.list))`.
 */
export function everyRowQuery<Row>(queryKey: QueryKey, read: () => Promise<{ data: Row[] }>) {
  return queryOptions({ queryKey, queryFn: async () => (await read()).data });
}

/** Until every list is in the contract: the same, by path. */
export function everyRowQueryByPath<Row>(queryKey: QueryKey, path: string, rowSchema: z.ZodType<Row>) {
  const answer = dataOf(z.array(rowSchema));
  return queryOptions({ queryKey, queryFn: async () => answer.parse(await apiRequest(path)).data });
}
