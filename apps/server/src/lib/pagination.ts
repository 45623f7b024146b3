import type { FastifyRequest } from 'fastify';
import { LIMITS } from '@showgrid/shared/limits';
import { REMOVE_PAGINATION_HEADER } from '@showgrid/shared/paths';

export interface PageRequest {
  /** undefined: every row (the client sent blnRemovePagination: true). */
  page?: number;
  pageSize: number;
}

export function pageRequest(request: FastifyRequest, page: number | undefined): PageRequest {
  const header = request.headers[REMOVE_PAGINATION_HEADER.toLowerCase()];
  const all = typeof header === 'string' && header.toLowerCase() === 'true';
  return { page: all ? undefined : (page ?? 1), pageSize: LIMITS.pageSize };
}

/** The list shape of PRODUCT.md: { data, pagination } or, for every row, { data }. */
export function pageOf<T>(rows: T[], total: number, req: PageRequest) {
  if (req.page === undefined) return { data: rows };
  return {
    data: rows,
    pagination: {
      page: req.page,
      pageSize: req.pageSize,
      total,
      totalPages: Math.max(1, Math.ceil(total / req.pageSize)),
    },
  };
}

export const offsetOf = (req: PageRequest) => (req.page === undefined ? 0 : (req.page - 1) * req.pageSize);
