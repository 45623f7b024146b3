/** SPEC §8: what a failed download says, wherever a file is downloaded. */
export const DOWNLOAD_FAILED = 'Could not download file.';

/** Hands a file to the browser's downloads, under this name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the download has started by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
