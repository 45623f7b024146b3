import { useState } from 'react';
import toast from 'react-hot-toast';
import { getQrCodes, QR_BATCH_SIZE } from '../api/get-qr-codes';
import { qrZipFileName, zipQrCodes } from '../lib/qr-zip';
import { saveFile, DOWNLOAD_FAILED } from '../../../lib/save-file';

export interface ZipProgress {
  done: number;
  total: number;
}

/**
 * "Download all QR Codes": fetches the codes in batches the server accepts, reporting progress,
 * then zips them in the browser and saves the zip named by the category.
 */
export function useQrZipDownload() {
  const [progress, setProgress] = useState<ZipProgress | null>(null);

  const download = async (ids: readonly string[], categoryName: string) => {
    if (progress !== null || ids.length === 0) return;
    setProgress({ done: 0, total: ids.length });
    try {
      const codes: Record<string, string> = {};
      for (let start = 0; start < ids.length; start += QR_BATCH_SIZE) {
        Object.assign(codes, await getQrCodes(ids.slice(start, start + QR_BATCH_SIZE)));
        setProgress({ done: Math.min(start + QR_BATCH_SIZE, ids.length), total: ids.length });
      }
      const zip = zipQrCodes(codes);
      saveFile(new Blob([zip.slice()], { type: 'application/zip' }), qrZipFileName(categoryName));
    } catch {
      toast.error(DOWNLOAD_FAILED);
    } finally {
      setProgress(null);
    }
  };

  return { progress, working: progress !== null, download };
}
