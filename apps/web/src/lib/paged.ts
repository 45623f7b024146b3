import type { Pagination } from '@showgrid/shared/schemas/pagination';

/** A list answer asked for page by page (`paginate: true`), whose pagination is then always there. */
export function paged<Row>({ data, pagination }: { data: Row[]; pagination?: Pagination }): { data: Row[]; pagination: Pagination } {
  if (!pagination) throw new Error('A page was asked for but the answer has no pagination.');
  return { data, pagination };
}
