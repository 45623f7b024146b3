import { OfflineError } from './api-errors';

/** fetch, with a dead network turned into OfflineError (offline judging queues on it). */
export async function rawFetch(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    // An abort is the caller's decision, not a dead network.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new OfflineError();
  }
}

/** The parsed JSON body, else its text, else null for an empty body. */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed;
  } catch {
    return text;
  }
}
