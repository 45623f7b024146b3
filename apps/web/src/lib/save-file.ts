import { apiRequest, type ApiRequestOptions } from './api-client';

/** SPEC §8: what a failed download says, wherever a file is downloaded. */
export const DOWNLOAD_FAILED = 'Could not download file.';

/** A Blob by its shape (not instanceof: one from another realm, e.g. a test's fetch, is one too). */
const isBlob = (value: unknown): value is Blob =>
  typeof value === 'object' && value !== null && 'size' in value && 'type' in value && 'slice' in value;

/** A file from our API, fetched with the bearer token like any other call. */
export async function fetchFile(path: string, query?: ApiRequestOptions['query']): Promise<Blob> {
  const body = await apiRequest(path, { query, responseType: 'blob' });
  if (!isBlob(body)) throw new Error('The download did not arrive as a file.');
  return body;
}

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

/** Fetches a file from our API and saves it under this name. */
export async function downloadFile(path: string, fileName: string, query?: ApiRequestOptions['query']): Promise<void> {
  saveFile(await fetchFile(path, query), fileName);
}
