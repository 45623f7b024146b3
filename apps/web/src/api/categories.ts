import { useQuery } from '@tanstack/react-query';
import { categoriesApi } from '@showgrid/shared/contract/categories';
import { callApi } from '../lib/api-client';
import { everyRowQuery } from './every-row';

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

/** GET /api/vehicle/vehicle-category/ with every row: names, types, icons and series (asked for only when `enabled`). */
export function useAllCategories({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...everyRowQuery(categoriesKeys.everything(), () => callApi(categoriesApi.list)), enabled });
}
