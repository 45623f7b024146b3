import { useWatch, type UseFormReturn } from 'react-hook-form';
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
  const { control, setValue, setError, clearErrors, formState } = form;
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
        label="Vehicle Images"
        hint={`PNG, JPEG or WebP; up to ${String(VEHICLE_LIMITS.imagesMax)}, ${String(MAX_MB)} MB each.`}
        accept={IMAGE_ACCEPT}
        display="thumbnails"
        files={images}
        onChange={(files) => pick('images', files)}
        stored={kept(vehicle?.arrVehicleImagedetails).map((image) => ({ id: image.id, name: image.name, url: image.strBase64Image }))}
        onRemoveStored={remove}
        maxFiles={VEHICLE_LIMITS.imagesMax}
        maxBytes={VEHICLE_LIMITS.fileMaxBytes}
        isAccepted={(file) => IMAGE_TYPES.includes(file.type)}
        typeMessage="images must be PNG, JPEG or WebP."
        error={formState.errors.images?.message}
        onInvalid={(message) => setError('images', { type: 'file', message })}
      />
      <MultiFileField
        id="vehicle-documents"
        label="Vehicle Documents"
        hint={`PDF or images; up to ${String(VEHICLE_LIMITS.documentsMax)}, ${String(MAX_MB)} MB each.`}
        accept={DOCUMENT_ACCEPT}
        display="names"
        files={documents}
        onChange={(files) => pick('documents', files)}
        stored={kept(vehicle?.arrVehicleDocuments).map((paper) => ({ ...paper, onOpen: () => open(paper) }))}
        onRemoveStored={remove}
        maxFiles={VEHICLE_LIMITS.documentsMax}
        maxBytes={VEHICLE_LIMITS.fileMaxBytes}
        isAccepted={(file) => DOCUMENT_TYPES.includes(file.type)}
        typeMessage="documents must be PDF files or images."
        error={formState.errors.documents?.message}
        onInvalid={(message) => setError('documents', { type: 'file', message })}
      />
    </div>
  );
}
