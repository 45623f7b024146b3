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
  const create = useCreateCategoryMutation();
  return (
    <SectionCard title="Create Category" headingId="create-category-heading">
      <CategoryForm
        idPrefix="category"
        submitLabel="Create"
        layout="wide"
        pending={create.isPending}
        onSubmit={(body, form) =>
          create.mutate(body, {
            onSuccess: () => {
              toast.success('Category created');
              form.clear();
            },
            onError: (error) => {
              if (!form.showServerErrors(error)) showErrorMessage(failureMessage(error, 'Failed to create category'));
            },
          })
        }
      />
    </SectionCard>
  );
}

export function CategoriesPage() {
  const [page, setPage] = useCategoryPage();
  const remove = useDeleteCategoryMutation();
  const [editing, setEditing] = useState<Category | null>(null);
  const [deleting, setDeleting] = useState<{ category: Category; lastOnPage: boolean } | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.category.id, {
      onSuccess: () => {
        toast.success('Category deleted');
        if (deleting.lastOnPage) setPage(page - 1);
      },
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <AdminPage
      title="Manage Categories"
      description="Categories group a show's vehicles for judging and awards; events pick theirs from this list."
    >
      <CreateCategoryCard />
      <CategoryTable onEdit={setEditing} onDelete={(category, lastOnPage) => setDeleting({ category, lastOnPage })} />
      <EditCategoryModal category={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete category?"
        description={
          deleting ? `“${deleting.category.strVehicleCategoryName}” will be deleted and removed from the events it is part of.` : ''
        }
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </AdminPage>
  );
}
