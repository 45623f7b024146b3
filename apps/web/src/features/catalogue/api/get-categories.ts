import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { categoriesApi } from '@showgrid/shared/contract/categories';
import type { Category } from '@showgrid/shared/schemas/catalogue';
import type { Pagination } from '@showgrid/shared/schemas/pagination';
import { categoriesKeys } from '../../../api/categories';
import { callApi } from '../../../lib/api-client';
import { paged } from '../../../lib/paged';

export interface CategoryPage {
  data: Category[];
  pagination: Pagination;
}

/** GET /api/vehicle/vehicle-category/?page=N — one page (SPEC §9: 10 rows) of categories. */
export async function getCategories(page: number): Promise<CategoryPage> {
  return paged(await callApi(categoriesApi.list, { query: { page }, paginate: true }));
}

export function getCategoriesQueryOptions(page: number) {
  return queryOptions({ queryKey: categoriesKeys.page(page), queryFn: () => getCategories(page) });
}

/** The previous page stays on screen while the next one loads, so the table does not jump. */
export function useCategories(page: number) {
  return useQuery({ ...getCategoriesQueryOptions(page), placeholderData: keepPreviousData });
}
