import { useLingui } from '@lingui/react';
import { useMutation } from '@tanstack/react-query';
import { translated } from '@showgrid/shared/i18n/translate';
import { vehicleIdsApi } from '@showgrid/shared/contract/vehicle-ids';
import { cardsFileName } from '@showgrid/shared/schemas/catalogue';
import { callApi } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-errors';
import { printFile } from '../../../lib/print-file';
import { DOWNLOAD_FAILED, saveFile } from '../../../lib/save-file';

/**
 * GET /api/vehicle/vehicle-category/{id}/cards/ — the printable windscreen cards as one PDF: of
 * the ids vehicles hold, or of the whole series.
 */
export async function getCategoryCards(categoryId: number, wholeSeries: boolean): Promise<Blob> {
  return callApi(vehicleIdsApi.cards, { params: { id: categoryId }, query: wholeSeries ? {} : { blnAssignedOnly: 'true' } });
}

/** Downloads the cards as cards-<category>.pdf and opens the print dialog for them. */
export function useDownloadCardsMutation() {
  const { i18n } = useLingui();
  // SPEC's download failure in the organiser's language; the server's own words come in it already.
  const failed = translated(i18n, DOWNLOAD_FAILED);
  return useMutation({
    mutationFn: async (category: { id: number; name: string; wholeSeries: boolean }) => {
      const pdf = await getCategoryCards(category.id, category.wholeSeries);
      saveFile(pdf, cardsFileName(category.name));
      printFile(pdf);
    },
    // The server says why when no vehicle holds an id yet; anything else: SPEC's download failure.
    meta: {
      errorMessage: (error) => (error instanceof ApiError && error.status === 400 ? (error.firstMessage ?? failed) : failed),
    },
  });
}
