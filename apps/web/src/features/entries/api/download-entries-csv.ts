import { useLingui } from '@lingui/react';
import { useMutation } from '@tanstack/react-query';
import { translated } from '@showgrid/shared/i18n/translate';
import { entriesApi } from '@showgrid/shared/contract/entries';
import { callApi } from '../../../lib/api-client';
import { DOWNLOAD_FAILED, saveFile } from '../../../lib/save-file';

/** GET /api/entries/{eventId}/export/ — every entry of the event as CSV, saved under the name the server gives it. */
export async function downloadEntriesCsv(eventId: number): Promise<void> {
  saveFile(await callApi(entriesApi.exportCsv, { params: { eventId } }), `entries-event-${String(eventId)}.csv`);
}

export function useDownloadEntriesCsvMutation(eventId: number) {
  const { i18n } = useLingui();
  // SPEC's download failure, in the organiser's language.
  return useMutation({ mutationFn: () => downloadEntriesCsv(eventId), meta: { errorMessage: translated(i18n, DOWNLOAD_FAILED) } });
}
