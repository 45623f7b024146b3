import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { z } from 'zod';
import { dataOf } from '@showgrid/shared/schemas/answers';
import { apiRequest } from '../lib/api-client';

/**
 * The query of a list read whole: the API client asks for every row (blnRemovePagination) and the
 * `{ data: [...] }` answer is checked row by row against the resource's schema.
 */
export function everyRowQuery<Row>(queryKey: QueryKey, path: string, rowSchema: z.ZodType<Row>) {
  const answer = dataOf(z.array(rowSchema));
  return queryOptions({ queryKey, queryFn: async () => answer.parse(await apiRequest(path)).data });
}
