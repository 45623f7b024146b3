import { useLingui } from '@lingui/react';
import { useMutation } from '@tanstack/react-query';
import { mediaApi } from '@showgrid/shared/contract/media';
import { stripInvisible } from '@showgrid/shared/schemas/fields';
import { translated } from '@showgrid/shared/i18n/translate';
import { callApi } from '../../../lib/api-client';
import { DOWNLOAD_FAILED, saveFile } from '../../../lib/save-file';

export interface VehicleDocumentRef {
  id: number;
  name: string;
}

/**
 * GET /api/vehicle/document/:id/ — an owner's document (admins only, never public media): fetched
 * with the bearer token and saved under its name. The path is built from the id, so the token only
 * ever goes to our own API, whatever a vehicle's url field says.
 */
export async function downloadVehicleDocument(paper: VehicleDocumentRef): Promise<void> {
  saveFile(await callApi(mediaApi.vehicleDocument, { params: { id: paper.id } }), stripInvisible(paper.name));
}

export function useDownloadVehicleDocumentMutation() {
  const { i18n } = useLingui();
  return useMutation({ mutationFn: downloadVehicleDocument, meta: { errorMessage: translated(i18n, DOWNLOAD_FAILED) } });
}
