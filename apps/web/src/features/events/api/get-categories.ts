import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { API } from '@showgrid/shared/paths';
import { eventCategorySchema } from '@showgrid/shared/schemas/event';
import { dataOf } from '@showgrid/shared/schemas/answers';
import { apiRequest } from '../../../lib/api-client';

export type CategoryChoice = z.infer<typeof eventCategorySchema>;
const responseSchema = dataOf(z.array(eventCategorySchema));

/** GET /api/vehicle/vehicle-category/ (every row) — the event form's category choices. */
export async function getCategories(): Promise<CategoryChoice[]> {
  return responseSchema.parse(await apiRequest(API.categories)).data;
}

export function getCategoriesQueryOptions() {
  return queryOptions({ queryKey: ['event-form', 'categories'] as const, queryFn: getCategories });
}

export function useCategories() {
  return useQuery(getCategoriesQueryOptions());
}
