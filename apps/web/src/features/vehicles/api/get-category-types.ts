import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { API } from '@showgrid/shared/paths';
import { categorySchema } from '@showgrid/shared/schemas/catalogue';
import { dataOf } from '@showgrid/shared/schemas/answers';
import { apiRequest } from '../../../lib/api-client';

const categoryTypeSchema = categorySchema.pick({ id: true, intVehicleType: true });
export type CategoryType = z.infer<typeof categoryTypeSchema>;
const responseSchema = dataOf(z.array(categoryTypeSchema));

/** GET /api/vehicle/vehicle-category/ (every row) — which vehicle type each category is for. */
export async function getCategoryTypes(): Promise<CategoryType[]> {
  return responseSchema.parse(await apiRequest(API.categories)).data;
}

export function getCategoryTypesQueryOptions() {
  return queryOptions({ queryKey: ['vehicle-form', 'category-types'] as const, queryFn: getCategoryTypes });
}

export function useCategoryTypes() {
  return useQuery(getCategoryTypesQueryOptions());
}
