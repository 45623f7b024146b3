import { useLingui } from '@lingui/react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { translated } from '@showgrid/shared/i18n/translate';
import { VEHICLE_LIMITS, type Vehicle } from '@showgrid/shared/schemas/vehicle';
import { MultiFileField } from '../../../components/multi-file-field';
import { useDownloadVehicleDocumentMutation, type VehicleDocumentRef } from '../api/download-vehicle-document';
import type { VehicleFormInput, VehicleFormValues } from '../lib/vehicle-form-schema';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const DOCUMENT_TYPES = ['application/pdf', ...IMAGE_TYPES];
const IMAGE_ACCEPT = '.png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp';
const DOCUMENT_ACCEPT = `.pdf,application/pdf,${IMAGE_ACCEPT}`;
const MAX_MB = VEHICLE_LIMITS.fileMaxBytes / 1024 / 1024;

interface VehicleFileFieldsProps {
  form: UseFormReturn<VehicleFormInput, unknown, VehicleFormValues>;
  vehicle: Vehicle | null;
}

/** Several images (previewed) and several documents (listed by name); stored ones can be removed. */
export function VehicleFileFields({ form, vehicle }: VehicleFileFieldsProps) {
  const { _, i18n } = useLingui();
  const { control, setValue, setError, clearErrors, formState } = form;
  const shown = (message: string | undefined) => (message === undefined ? undefined : translated(i18n, message));
  const [images = [], documents = [], removed = []] = useWatch({ control, name: ['images', 'documents', 'removedFileIds'] });
  const kept = <T extends { id: number }>(files: T[] | undefined) => (files ?? []).filter((file) => !removed.includes(file.id));
  const remove = (id: number) => setValue('removedFileIds', [...removed, id], { shouldDirty: true });
  const pick = (name: 'images' | 'documents', files: File[]) => {
    clearErrors(name);
    setValue(name, files, { shouldDirty: true });
  };
  // Owners' papers are not public media: they download through the API with the admin's token.
  const download = useDownloadVehicleDocumentMutation();
  const open = (paper: VehicleDocumentRef) => download.mutate(paper);

  return (
    <div className="grid items-start gap-4 sm:grid-cols-2">
      <MultiFileField
        id="vehicle-images"
        label={_(/*i18n*/ { id: 'Vehicle Images' })}
        hint={_(
          /*i18n*/ {
            id: 'PNG, JPEG or WebP; up to {max}, {size} MB each.',
            values: { max: i18n.number(VEHICLE_LIMITS.imagesMax), size: i18n.number(MAX_MB) },
          },
        )}
        accept={IMAGE_ACCEPT}
        display="thumbnails"
        files={images}
        onChange={(files) => pick('images', files)}
        stored={kept(vehicle?.arrVehicleImagedetails).map((image) => ({ id: image.id, name: image.name, url: image.strBase64Image }))}
        onRemoveStored={remove}
        maxFiles={VEHICLE_LIMITS.imagesMax}
        maxBytes={VEHICLE_LIMITS.fileMaxBytes}
        isAccepted={(file) => IMAGE_TYPES.includes(file.type)}
        typeMessage={_(/*i18n*/ { id: 'images must be PNG, JPEG or WebP.' })}
        error={shown(formState.errors.images?.message)}
        onInvalid={(message) => setError('images', { type: 'file', message })}
      />
      <MultiFileField
        id="vehicle-documents"
        label={_(/*i18n*/ { id: 'Vehicle Documents' })}
        hint={_(
          /*i18n*/ {
            id: 'PDF or images; up to {max}, {size} MB each.',
            values: { max: i18n.number(VEHICLE_LIMITS.documentsMax), size: i18n.number(MAX_MB) },
          },
        )}
        accept={DOCUMENT_ACCEPT}
        display="names"
        files={documents}
        onChange={(files) => pick('documents', files)}
        stored={kept(vehicle?.arrVehicleDocuments).map((paper) => ({ ...paper, onOpen: () => open(paper) }))}
        onRemoveStored={remove}
        maxFiles={VEHICLE_LIMITS.documentsMax}
        maxBytes={VEHICLE_LIMITS.fileMaxBytes}
        isAccepted={(file) => DOCUMENT_TYPES.includes(file.type)}
        typeMessage={_(/*i18n*/ { id: 'documents must be PDF files or images.' })}
        error={shown(formState.errors.documents?.message)}
        onInvalid={(message) => setError('documents', { type: 'file', message })}
      />
    </div>
  );
}
