import { useMutation } from '@tanstack/react-query';
import { API } from '@showgrid/shared/paths';
import { cardsFileName } from '@showgrid/shared/schemas/catalogue';
import { apiRequest } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** A Blob by its shape (not instanceof: one from another realm, e.g. a test's fetch, is one too). */
const isBlob = (value: unknown): value is Blob =>
  typeof value === 'object' && value !== null && 'size' in value && 'type' in value && 'slice' in value;

/** GET /api/vehicle/vehicle-category/{id}/cards/ — the printable windscreen cards as one PDF. */
export async function getCategoryCards(categoryId: number): Promise<Blob> {
  const body = await apiRequest(API.categoryCards(categoryId), { responseType: 'blob' });
  if (!isBlob(body)) throw new Error('The cards did not arrive as a file.');
  return body;
}

/** Downloads the cards and saves them as cards-<category>.pdf. */
export function useDownloadCardsMutation() {
  return useMutation({
    mutationFn: async (category: { id: number; name: string }) => {
      saveFile(await getCategoryCards(category.id), cardsFileName(category.name));
    },
  });
}
