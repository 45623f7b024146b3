import { useMutation } from '@tanstack/react-query';
import { vehicleIdsApi } from '@showgrid/shared/contract/vehicle-ids';
import { cardsFileName } from '@showgrid/shared/schemas/catalogue';
import { callApi } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** GET /api/vehicle/vehicle-category/{id}/cards/ — the printable windscreen cards as one PDF. */
export async function getCategoryCards(categoryId: number): Promise<Blob> {
  return callApi(vehicleIdsApi.cards, { params: { id: categoryId } });
}

/** Downloads the cards and saves them as cards-<category>.pdf. */
export function useDownloadCardsMutation() {
  return useMutation({
    mutationFn: async (category: { id: number; name: string }) => {
      saveFile(await getCategoryCards(category.id), cardsFileName(category.name));
    },
  });
}
