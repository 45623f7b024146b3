import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { API } from '@showgrid/shared/paths';
import { categorySchema, type Category } from '@showgrid/shared/schemas/catalogue';
import { dataOf } from '@showgrid/shared/schemas/answers';
import { apiRequest } from '../lib/api-client';

/**
 * The categories resource as more than one feature reads it (the catalogue's pages, the event
 * form's choices, the vehicle-id series, the vehicle form's type): its one query-key factory, so
 * creating, changing or removing a category, or giving it a series, refreshes every view of it.
 */
export const categoriesKeys = {
  all: ['categories'] as const,
  /** The catalogue's pages (SPEC §9: 10 rows each). */
  page: (page: number) => [...categoriesKeys.all, 'page', { page }] as const,
  everything: () => [...categoriesKeys.all, 'everything'] as const,
};

const allCategoriesAnswer = dataOf(z.array(categorySchema));

/** GET /api/vehicle/vehicle-category/ with every row (blnRemovePagination): names, types, icons and series. */
export async function getAllCategories(): Promise<Category[]> {
  return allCategoriesAnswer.parse(await apiRequest(API.categories)).data;
}

export function getAllCategoriesQueryOptions() {
  return queryOptions({ queryKey: categoriesKeys.everything(), queryFn: getAllCategories });
}

export function useAllCategories() {
  return useQuery(getAllCategoriesQueryOptions());
}
