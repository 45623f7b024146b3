import { useMutation } from '@tanstack/react-query';
import { API } from '@showgrid/shared/paths';
import { downloadFile } from '../../../lib/save-file';

export type TemplateFormat = 'xlsx' | 'csv';

/** GET /api/vehicle/bulk-upload-template/?strFormat=… — the bulk upload headers, saved as a file. */
export async function downloadUploadTemplate(format: TemplateFormat): Promise<void> {
  await downloadFile(API.bulkUploadTemplate, `vehicle-upload-template.${format}`, { strFormat: format });
}

export function useDownloadUploadTemplateMutation() {
  return useMutation({ mutationFn: downloadUploadTemplate });
}
