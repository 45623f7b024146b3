import { useMutation } from '@tanstack/react-query';
import { API } from '@showgrid/shared/paths';
import { apiRequest } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

export type TemplateFormat = 'xlsx' | 'csv';

/** GET /api/vehicle/bulk-upload-template/?strFormat=… — the bulk upload headers, saved as a file. */
export async function downloadUploadTemplate(format: TemplateFormat): Promise<void> {
  const body = await apiRequest(API.bulkUploadTemplate, { query: { strFormat: format }, responseType: 'blob' });
  if (!(body instanceof Blob)) throw new Error('The template did not arrive as a file.');
  saveFile(body, `vehicle-upload-template.${format}`);
}

export function useDownloadUploadTemplateMutation() {
  return useMutation({ mutationFn: downloadUploadTemplate });
}
