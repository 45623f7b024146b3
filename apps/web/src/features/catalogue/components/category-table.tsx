import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Navigate, useSearchParams } from 'react-router';
import type { Category } from '@showgrid/shared/schemas/catalogue';
import { DataTable, type Column } from '../../../components/data-table';
import { RowActions } from '../../../components/row-actions';
import { Pagination } from '../../../components/pagination';
import { useCategories } from '../api/get-categories';
import { SectionCard } from '../../../components/section-card';

/** The columns in the reader's language (the headers are SPEC's English ids). */
function columns(i18n: I18n): Column<Category>[] {
  return [
    { header: i18n._(/*i18n*/ { id: 'Category Name' }), cell: (row) => <span className="font-medium">{row.strVehicleCategoryName}</span> },
    { header: i18n._(/*i18n*/ { id: 'Vehicle Type' }), cell: (row) => row.strVehicleTypeTitle },
    {
      header: i18n._(/*i18n*/ { id: 'Category Image' }),
      cell: (row) =>
        row.base64CategoryIcon ? (
          <img
            src={row.base64CategoryIcon}
            alt={row.strVehicleCategoryName}
            className="size-12 rounded-md border border-slate-200 object-cover"
          />
        ) : (
          <span className="text-slate-400">{i18n._(/*i18n*/ { id: 'No image' })}</span>
        ),
    },
  ];
}

/** The page sits in the address (`?page=N`): reload, back and shared links keep it. */
export function useCategoryPage(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page') ?? '1');
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const setPage = (next: number) => setParams(next <= 1 ? {} : { page: String(next) });
  return [page, setPage];
}

interface CategoryTableProps {
  onEdit: (category: Category) => void;
  onDelete: (category: Category, lastOnPage: boolean) => void;
}

export function CategoryTable({ onEdit, onDelete }: CategoryTableProps) {
  const { _, i18n } = useLingui();
  const [page, setPage] = useCategoryPage();
  const categories = useCategories(page);
  const pagination = categories.data?.pagination;
  const rows = categories.data?.data;

  // A page past the end (the last row of the last page was deleted elsewhere, an old link).
  if (pagination && pagination.totalPages > 0 && page > pagination.totalPages && !categories.isPlaceholderData) {
    return <Navigate to={`?page=${String(pagination.totalPages)}`} replace />;
  }

  return (
    <SectionCard
      title={_(/*i18n*/ { id: 'Categories' })}
      headingId="categories-heading"
      aside={
        pagination && (
          <p className="text-sm text-slate-500">
            {_(/*i18n*/ { id: '{count, plural, one {# category} other {# categories}}', values: { count: pagination.total } })}
          </p>
        )
      }
    >
      <div className={`flex flex-col gap-4 ${categories.isPlaceholderData ? 'opacity-60' : ''}`}>
        <DataTable
          label={_(/*i18n*/ { id: 'Categories' })}
          columns={columns(i18n)}
          rows={rows}
          rowKey={(row) => row.id}
          isLoading={categories.isPending}
          isError={categories.isError}
          loadingText={_(/*i18n*/ { id: 'Loading categories...' })}
          errorText={_(/*i18n*/ { id: 'Error loading categories' })}
          emptyText={_(/*i18n*/ { id: 'No categories found' })}
          actions={(row) => (
            <RowActions
              name={row.strVehicleCategoryName}
              onEdit={() => onEdit(row)}
              onDelete={() => onDelete(row, rows?.length === 1 && page > 1)}
            />
          )}
        />
        {pagination && <Pagination page={page} totalPages={pagination.totalPages} onChange={setPage} />}
      </div>
    </SectionCard>
  );
}
