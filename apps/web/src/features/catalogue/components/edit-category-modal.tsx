import { useLingui } from '@lingui/react';
import toast from 'react-hot-toast';
import type { Category } from '@showgrid/shared/schemas/catalogue';
import { Modal } from '../../../components/modal';
import { showErrorMessage } from '../../../lib/show-error';
import { useUpdateCategoryMutation, type CategoryUpdate } from '../api/update-category';
import { failureMessage } from '../lib/server-errors';
import { CategoryForm, type CategoryFormOutput } from './category-form';

/** Only what changed is sent: the audit shows the real edit, and no icon keeps the stored one. */
export function changedFields(category: Category, values: CategoryFormOutput): CategoryUpdate {
  const body: CategoryUpdate = {};
  if (values.strVehicleCategoryName !== category.strVehicleCategoryName) {
    body.strVehicleCategoryName = values.strVehicleCategoryName;
  }
  if (values.intVehicleType !== category.intVehicleType) body.intVehicleType = values.intVehicleType;
  if (values.base64CategoryIcon !== undefined) body.base64CategoryIcon = values.base64CategoryIcon;
  return body;
}

interface EditCategoryModalProps {
  category: Category | null;
  onClose: () => void;
}

export function EditCategoryModal({ category, onClose }: EditCategoryModalProps) {
  const { _ } = useLingui();
  const update = useUpdateCategoryMutation();
  return (
    <Modal open={category !== null} title={_(/*i18n*/ { id: 'Edit Category' })} onClose={onClose}>
      {category && (
        <CategoryForm
          key={category.id}
          idPrefix="edit-category"
          submitLabel={_(/*i18n*/ { id: 'Update' })}
          pending={update.isPending}
          initial={{
            name: category.strVehicleCategoryName,
            vehicleTypeId: category.intVehicleType,
            iconUrl: category.base64CategoryIcon,
          }}
          onSubmit={(values, form) => {
            const body = changedFields(category, values);
            if (Object.keys(body).length === 0) {
              onClose();
              return;
            }
            update.mutate(
              { id: category.id, body },
              {
                onSuccess: () => {
                  toast.success(_(/*i18n*/ { id: 'Category updated' }));
                  onClose();
                },
                onError: (error) => {
                  if (!form.showServerErrors(error))
                    showErrorMessage(failureMessage(error, _(/*i18n*/ { id: 'Failed to update category' })));
                },
              },
            );
          }}
        />
      )}
    </Modal>
  );
}
