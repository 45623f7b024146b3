import { useLingui } from '@lingui/react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import type { Category } from '@showgrid/shared/schemas/catalogue';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useCreateCategoryMutation } from '../api/create-category';
import { useDeleteCategoryMutation } from '../api/delete-category';
import { showErrorMessage } from '../../../lib/show-error';
import { failureMessage } from '../lib/server-errors';
import { CategoryForm } from './category-form';
import { CategoryTable, useCategoryPage } from './category-table';
import { EditCategoryModal } from './edit-category-modal';
import { AdminPage, SectionCard } from '../../../components/section-card';

function CreateCategoryCard() {
  const { _ } = useLingui();
  const create = useCreateCategoryMutation();
  return (
    <SectionCard title={_(/*i18n*/ { id: 'Create Category' })} headingId="create-category-heading">
      <CategoryForm
        idPrefix="category"
        submitLabel={_(/*i18n*/ { id: 'Create' })}
        layout="wide"
        pending={create.isPending}
        onSubmit={(body, form) =>
          create.mutate(body, {
            onSuccess: () => {
              toast.success(_(/*i18n*/ { id: 'Category created' }));
              form.clear();
            },
            onError: (error) => {
              if (!form.showServerErrors(error)) showErrorMessage(failureMessage(error, _(/*i18n*/ { id: 'Failed to create category' })));
            },
          })
        }
      />
    </SectionCard>
  );
}

export function CategoriesPage() {
  const { _ } = useLingui();
  const [page, setPage] = useCategoryPage();
  const remove = useDeleteCategoryMutation();
  const [editing, setEditing] = useState<Category | null>(null);
  const [deleting, setDeleting] = useState<{ category: Category; lastOnPage: boolean } | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.category.id, {
      onSuccess: () => {
        toast.success(_(/*i18n*/ { id: 'Category deleted' }));
        if (deleting.lastOnPage) setPage(page - 1);
      },
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <AdminPage
      title={_(/*i18n*/ { id: 'Manage Categories' })}
      description={_(/*i18n*/ { id: "Categories group a show's vehicles for judging and awards; events pick theirs from this list." })}
    >
      <CreateCategoryCard />
      <CategoryTable onEdit={setEditing} onDelete={(category, lastOnPage) => setDeleting({ category, lastOnPage })} />
      <EditCategoryModal category={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={_(/*i18n*/ { id: 'Delete category?' })}
        description={
          deleting
            ? _(
                /*i18n*/ {
                  id: '“{name}” will be deleted and removed from the events it is part of.',
                  values: { name: deleting.category.strVehicleCategoryName },
                },
              )
            : ''
        }
        confirmLabel={_(/*i18n*/ { id: 'Delete' })}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </AdminPage>
  );
}
