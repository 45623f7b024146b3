import { useLingui } from '@lingui/react';
import toast from 'react-hot-toast';
import type { ShowEvent } from '@showgrid/shared/schemas/event';
import type { Vehicle } from '@showgrid/shared/schemas/vehicle';
import { useAllCategories } from '../../../api/categories';
import { Modal } from '../../../components/modal';
import { serverFieldErrors } from '../../../lib/api-errors';
import { showError, showErrorMessage } from '../../../lib/show-error';
import { useCreateVehicleMutation } from '../api/create-vehicle';
import { useUpdateVehicleMutation } from '../api/update-vehicle';
import type { VehicleFormPayload } from '../lib/vehicle-form-data';
import { formFieldFor, type VehicleFormValues } from '../lib/vehicle-form-schema';
import { VehicleForm, type ServerFieldErrors } from './vehicle-form';

interface VehicleFormModalProps {
  eventId: number;
  categories: ShowEvent['arrVehicleCategory'];
  /** The vehicle to edit; null adds one. Mounted per opening, so each starts fresh. */
  vehicle: Vehicle | null;
  onClose: () => void;
}

export function VehicleFormModal({ eventId, categories, vehicle, onClose }: VehicleFormModalProps) {
  const { _ } = useLingui();
  const create = useCreateVehicleMutation();
  const update = useUpdateVehicleMutation();
  const allCategories = useAllCategories();

  const toPayload = ({ registrationType, images, documents, removedFileIds, ...values }: VehicleFormValues): VehicleFormPayload => ({
    ...values,
    intVehicleTypeId: allCategories.data?.find((category) => category.id === values.intCategoryId)?.intVehicleType ?? null,
    blnVip: registrationType === 'VIP',
    objAdditionalInfo: vehicle?.objAdditionalInfo ?? {},
    images,
    documents,
    removedFileIds,
  });

  const submit = async (values: VehicleFormValues): Promise<ServerFieldErrors | undefined> => {
    try {
      const payload = toPayload(values);
      if (vehicle) await update.mutateAsync({ vehicleId: vehicle.intVehicleId, payload });
      else await create.mutateAsync({ eventId, payload });
      toast.success(vehicle ? _(/*i18n*/ { id: 'Vehicle updated' }) : _(/*i18n*/ { id: 'Vehicle created' }));
      onClose();
      return undefined;
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (!fields) {
        showError(error, vehicle ? _(/*i18n*/ { id: 'Failed to update vehicle' }) : _(/*i18n*/ { id: 'Failed to create vehicle' }));
        return undefined;
      }
      const inline: ServerFieldErrors = {};
      for (const [apiField, message] of Object.entries(fields)) {
        const field = formFieldFor(apiField);
        if (field && inline[field] === undefined) inline[field] = message;
        else if (!field) showErrorMessage(message);
      }
      return inline;
    }
  };

  return (
    <Modal
      open
      title={vehicle ? _(/*i18n*/ { id: 'Edit Vehicle' }) : _(/*i18n*/ { id: 'Add Vehicle' })}
      onClose={onClose}
      widthClass="w-[min(94vw,48rem)]"
    >
      <VehicleForm
        eventId={eventId}
        categories={categories}
        vehicle={vehicle}
        pending={create.isPending || update.isPending}
        onSubmit={submit}
      />
    </Modal>
  );
}
