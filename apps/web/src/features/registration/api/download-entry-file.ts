import { useLingui } from '@lingui/react';
import { useMutation } from '@tanstack/react-query';
import { registrationApi } from '@showgrid/shared/contract/registration';
import { translated } from '@showgrid/shared/i18n/translate';
import type { RegistrationView } from '@showgrid/shared/schemas/registration';
import { callApi } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { ENTRANT_FAILURES } from '../components/entrant-words';

/** The entrant's two files: the windscreen card once confirmed, the score sheet once the results are out. */
export type EntryFile = 'card' | 'score-sheet';

/** The server's own names: card-{card number}.pdf, score-sheet-{card number}.pdf. */
export function entryFileName(file: EntryFile, entry: Pick<RegistrationView, 'intRegistrationId' | 'strVehicleUniqueId'>): string {
  const id = (entry.strVehicleUniqueId ?? String(entry.intRegistrationId)).replace(/[^A-Za-z0-9-]+/g, '_');
  return `${file}-${id}.pdf`;
}

/**
 * GET /api/entrant/registrations/{id}/card/ or …/score-sheet/ — the PDF, fetched as every download
 * of the app is (callApi, then saved under its name); the entrant's cookie speaks for the caller.
 */
export async function downloadEntryFile({ file, entry }: { file: EntryFile; entry: RegistrationView }): Promise<void> {
  const endpoint = file === 'card' ? registrationApi.card : registrationApi.scoreSheet;
  saveFile(await callApi(endpoint, { params: { id: entry.intRegistrationId }, anonymous: true }), entryFileName(file, entry));
}

/** A refusal says why (no card yet, results not out) in the server's words; else SPEC's download failure. */
export function useDownloadEntryFileMutation() {
  const { i18n } = useLingui();
  return useMutation({ mutationFn: downloadEntryFile, meta: { errorMessage: translated(i18n, ENTRANT_FAILURES.download) } });
}
