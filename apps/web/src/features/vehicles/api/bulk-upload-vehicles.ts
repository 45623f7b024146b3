import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vehicleImportApi } from '@showgrid/shared/contract/vehicle-import';
import { BULK_UPLOAD_FIELDS, type BulkUploadResult } from '@showgrid/shared/schemas/vehicle';
import { callApi } from '../../../lib/api-client';
import { vehiclesKeys } from './get-vehicles';

export interface BulkUploadInput {
  eventId: number;
  file: File;
}

/** POST /api/vehicle/bulk-upload-vehicles/ (multipart: file, intEventId) → message and failed rows. */
export async function bulkUploadVehicles({ eventId, file }: BulkUploadInput): Promise<BulkUploadResult> {
  const form = new FormData();
  form.set(BULK_UPLOAD_FIELDS.event, String(eventId));
  form.set(BULK_UPLOAD_FIELDS.file, file);
  return callApi(vehicleImportApi.upload, { body: form });
}

export function useBulkUploadVehiclesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUploadVehicles,
    // Some rows may have been saved even when others failed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehiclesKeys.all }),
  });
}
