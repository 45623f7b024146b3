import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@showgrid/shared/paths';
import { bulkUploadResultSchema, type BulkUploadResult } from '@showgrid/shared/schemas/vehicle';
import { apiRequest } from '../../../lib/api-client';
import { vehiclesKeys } from './get-vehicles';

export interface BulkUploadInput {
  eventId: number;
  file: File;
}

/** POST /api/vehicle/bulk-upload-vehicles/ (multipart: file, intEventId) → message and failed rows. */
export async function bulkUploadVehicles({ eventId, file }: BulkUploadInput): Promise<BulkUploadResult> {
  const form = new FormData();
  form.set('intEventId', String(eventId));
  form.set('file', file);
  return bulkUploadResultSchema.parse(await apiRequest(API.bulkUpload, { method: 'POST', body: form }));
}

export function useBulkUploadVehiclesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUploadVehicles,
    // Some rows may have been saved even when others failed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehiclesKeys.all }),
  });
}
