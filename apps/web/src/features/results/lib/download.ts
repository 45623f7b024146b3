import toast from 'react-hot-toast';
import { DOWNLOAD_FAILED, saveFile } from '../../../lib/save-file';
import { showErrorMessage } from '../../../lib/show-error';

/** SPEC §8 download texts. */
export const DOWNLOAD = {
  started: 'Downloading result...',
  finished: 'Finished downloading result',
  failed: DOWNLOAD_FAILED,
} as const;

export async function download(fetchFile: () => Promise<Blob>, fileName: string): Promise<void> {
  const id = toast.loading(DOWNLOAD.started);
  try {
    saveFile(await fetchFile(), fileName);
    toast.success(DOWNLOAD.finished, { id });
  } catch {
    showErrorMessage(DOWNLOAD.failed, { id });
  }
}
