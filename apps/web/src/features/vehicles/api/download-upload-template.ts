import { useLingui } from '@lingui/react';
import { useMutation } from '@tanstack/react-query';
import { vehicleImportApi } from '@showgrid/shared/contract/vehicle-import';
import type { TemplateFormat } from '@showgrid/shared/schemas/vehicle';
import { translated } from '@showgrid/shared/i18n/translate';
import { callApi } from '../../../lib/api-client';
import { DOWNLOAD_FAILED, saveFile } from '../../../lib/save-file';

export type { TemplateFormat };

/** GET /api/vehicle/bulk-upload-template/?strFormat=… — the bulk upload headers, saved as a file. */
export async function downloadUploadTemplate(format: TemplateFormat): Promise<void> {
  saveFile(await callApi(vehicleImportApi.template, { query: { strFormat: format } }), `vehicle-upload-template.${format}`);
}

export function useDownloadUploadTemplateMutation() {
  const { i18n } = useLingui();
  return useMutation({ mutationFn: downloadUploadTemplate, meta: { errorMessage: translated(i18n, DOWNLOAD_FAILED) } });
}
