import toast from 'react-hot-toast';
import { english } from '@showgrid/shared/i18n/english';
import { translated, type I18n } from '@showgrid/shared/i18n/translate';
import { saveFile } from '../../../lib/save-file';
import { showErrorMessage } from '../../../lib/show-error';

/** SPEC §8 download texts (the failure is lib/save-file's DOWNLOAD_FAILED, in the reader's language). */
export const DOWNLOAD = {
  started: english(/*i18n*/ { id: 'Downloading result...' }),
  finished: english(/*i18n*/ { id: 'Finished downloading result' }),
  failed: english(/*i18n*/ { id: 'Could not download file.' }),
} as const;

export async function download(i18n: I18n, fetchFile: () => Promise<Blob>, fileName: string): Promise<void> {
  const id = toast.loading(translated(i18n, DOWNLOAD.started));
  try {
    saveFile(await fetchFile(), fileName);
    toast.success(translated(i18n, DOWNLOAD.finished), { id });
  } catch {
    showErrorMessage(translated(i18n, DOWNLOAD.failed), { id });
  }
}
