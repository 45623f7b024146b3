import toast from 'react-hot-toast';
import { API, REMOVE_PAGINATION_HEADER } from '@showgrid/shared/paths';
import { refreshResponseSchema } from '@showgrid/shared/schemas/auth';
import { ApiError, OfflineError } from './api-errors';
import { clearTokens, getAccessToken, getRefreshToken, setTokens } from './token-storage';

export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please log in again.';

type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData goes through untouched (the browser sets the boundary). */
  body?: unknown;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  /** Lists come whole unless the caller asks for pages (SPEC §7 blnRemovePagination). */
  paginate?: boolean;
  responseType?: 'json' | 'blob';
  signal?: AbortSignal;
  /** For calls whose 401 must not start a refresh (logout). */
  skipAuthRefresh?: boolean;
}

type SessionExpiredHandler = () => void;
let sessionExpiredHandler: SessionExpiredHandler | null = null;

/** The app layer clears the signed-in user and routes to a login page; lib code knows no routes. */
export function onSessionExpired(handler: SessionExpiredHandler): () => void {
  sessionExpiredHandler = handler;
  return () => {
    if (sessionExpiredHandler === handler) sessionExpiredHandler = null;
  };
}

export async function apiRequest(path: string, options: ApiRequestOptions = {}): Promise<unknown> {
  return send(path, options, false);
}

async function send(path: string, options: ApiRequestOptions, retried: boolean): Promise<unknown> {
  const access = await getAccessToken();
  const response = await rawFetch(buildUrl(path, options.query), {
    method: options.method ?? 'GET',
    headers: buildHeaders(options, access),
    body: encodeBody(options.body),
    signal: options.signal,
  });

  // Only a request that carried a token can have an expired one; audience calls never refresh.
  const mayRefresh = access !== null && !retried && !options.skipAuthRefresh && !isAuthPath(path);
  if (response.status === 401 && mayRefresh) {
    // Another request (or tab) may have refreshed while this one was in flight: just replay.
    const current = await getAccessToken();
    const fresh = current && current !== access ? current : await refreshAccessToken();
    if (fresh) return send(path, options, true);
  }
  if (!response.ok) throw new ApiError(response.status, await readBody(response));
  if (response.status === 204) return null;
  return options.responseType === 'blob' ? response.blob() : readBody(response);
}

function isAuthPath(path: string): boolean {
  return path === API.token || path === API.tokenRefresh;
}

function buildUrl(path: string, query: ApiRequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function buildHeaders(options: ApiRequestOptions, access: string | null): Headers {
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  if (!options.paginate) headers.set(REMOVE_PAGINATION_HEADER, 'true');
  if (access) headers.set('Authorization', `Bearer ${access}`);
  if (options.body !== undefined && !(options.body instanceof FormData)) {
    headers.set('Content-Type', 'application/json');
  }
  return headers;
}

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData) return body;
  return JSON.stringify(body);
}

async function rawFetch(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    // An abort is the caller's decision, not a dead network.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new OfflineError();
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed;
  } catch {
    return text;
  }
}

let refreshInFlight: Promise<string | null> | null = null;

/** Single flight: every 401 that arrives while a refresh runs waits for that same refresh. */
function refreshAccessToken(): Promise<string | null> {
  refreshInFlight ??= runRefresh().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

async function runRefresh(): Promise<string | null> {
  const refresh = await getRefreshToken();
  if (!refresh) return expireSession();
  // Offline throws OfflineError here: a dead network is not an expired session (PRODUCT: offline judging).
  const response = await rawFetch(API.tokenRefresh, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ refresh }),
  });
  if (response.status === 400 || response.status === 401 || response.status === 403) {
    return expireSession();
  }
  if (!response.ok) throw new ApiError(response.status, await readBody(response));
  const parsed = refreshResponseSchema.safeParse(await readBody(response));
  if (!parsed.success) return expireSession();
  // Refresh tokens rotate: the old one is dead now, so both are stored.
  await setTokens(parsed.data);
  return parsed.data.access;
}

async function expireSession(): Promise<null> {
  await clearTokens();
  toast.error(SESSION_EXPIRED_MESSAGE, { id: 'session-expired' });
  sessionExpiredHandler?.();
  return null;
}
