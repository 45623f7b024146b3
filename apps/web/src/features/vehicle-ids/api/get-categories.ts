import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { API } from '@showgrid/shared/paths';
import { categorySchema, type Category } from '@showgrid/shared/schemas/catalogue';
import { dataOf } from '@showgrid/shared/schemas/answers';
import { apiRequest } from '../../../lib/api-client';
import { vehicleIdKeys } from './query-keys';

const responseSchema = dataOf(z.array(categorySchema));

/** GET /api/vehicle/vehicle-category/ (every row) — with each category's prefix and range. */
export async function getCategories(): Promise<Category[]> {
  return responseSchema.parse(await apiRequest(API.categories)).data;
}

export function getCategoriesQueryOptions() {
  return queryOptions({ queryKey: vehicleIdKeys.categories, queryFn: getCategories });
}

export function useCategories() {
  return useQuery(getCategoriesQueryOptions());
}
