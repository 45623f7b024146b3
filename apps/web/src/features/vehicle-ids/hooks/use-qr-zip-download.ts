import { useState } from 'react';
import { useLingui } from '@lingui/react';
import { translated } from '@showgrid/shared/i18n/translate';
import { getQrCodes, QR_BATCH_SIZE } from '../api/get-qr-codes';
import { labelQrPng } from '../lib/qr-label';
import { base64ToBytes, qrZipFileName, zipQrCodes } from '../lib/qr-zip';
import { saveFile, DOWNLOAD_FAILED } from '../../../lib/save-file';
import { showErrorMessage } from '../../../lib/show-error';

export interface ZipProgress {
  done: number;
  total: number;
}

/**
 * "Download all QR Codes": fetches the codes in batches the server accepts, reporting progress,
 * prints each one's id under it, then zips them in the browser and saves the zip named by the category.
 */
export function useQrZipDownload() {
  const { i18n } = useLingui();
  const [progress, setProgress] = useState<ZipProgress | null>(null);

  const download = async (ids: readonly string[], categoryName: string) => {
    if (progress !== null || ids.length === 0) return;
    setProgress({ done: 0, total: ids.length });
    try {
      const codes: Record<string, Uint8Array> = {};
      for (let start = 0; start < ids.length; start += QR_BATCH_SIZE) {
        const batch = await getQrCodes(ids.slice(start, start + QR_BATCH_SIZE));
        // Each with its id printed under the code.
        for (const [id, base64] of Object.entries(batch)) codes[id] = await labelQrPng(base64ToBytes(base64), id);
        setProgress({ done: Math.min(start + QR_BATCH_SIZE, ids.length), total: ids.length });
      }
      const zip = zipQrCodes(codes);
      saveFile(new Blob([zip.slice()], { type: 'application/zip' }), qrZipFileName(categoryName));
    } catch {
      showErrorMessage(translated(i18n, DOWNLOAD_FAILED));
    } finally {
      setProgress(null);
    }
  };

  return { progress, working: progress !== null, download };
}
