import type { z } from 'zod';
import { pathOf, successSchema, type Answer, type Endpoint } from '@showgrid/shared/contract/endpoint';
import { API, REMOVE_PAGINATION_HEADER } from '@showgrid/shared/paths';
import { ApiError } from './api-errors';
import { rawFetch, readBody } from './http';
import { endSession, hasSignedInUser } from './session-binding';
import { refreshAccessToken } from './token-refresh';
import { clearTokensIfStill, getAccessToken } from './token-storage';

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
  /**
   * Sends no stored token and never refreshes one: the browser's own cookie speaks for the caller.
   * An entrant's calls: an organiser's token on the same browser would take the cookie's place.
   */
  anonymous?: boolean;
}

/** How a call is sent, beside what the contract describes. */
export type CallOptions = Pick<ApiRequestOptions, 'headers' | 'paginate' | 'signal' | 'skipAuthRefresh' | 'anonymous'>;

type Input<S> = S extends z.ZodType ? z.input<S> : never;

/** What a call of `E` carries, as its contract entry declares it: params, query, a JSON body or a form. */
export type CallInput<E extends Endpoint> = (E extends { params: z.ZodType } ? { params: Input<E['params']> } : unknown) &
  (E extends { query: z.ZodType } ? { query?: Input<E['query']> } : unknown) &
  (E extends { body: z.ZodType } ? { body: Input<E['body']> } : unknown) &
  (E extends { form: z.ZodType } ? { body: FormData } : unknown) &
  CallOptions;

/** The input may be left out when the call needs nothing (no params, body or form). */
type CallArgs<E extends Endpoint> = E extends { params: z.ZodType } | { body: z.ZodType } | { form: z.ZodType }
  ? [input: CallInput<E>]
  : [input?: CallInput<E>];

interface AnyCallInput extends CallOptions {
  params?: Record<string, unknown>;
  query?: Record<string, QueryValue>;
  body?: unknown;
}

/**
 * A call of the API as its contract entry describes it (docs/decisions/022): the path filled from
 * `params`, and the answer checked against the success schema (a file comes back as a Blob, a 204
 * as null). Refusals throw ApiError, a dead network OfflineError.
 */
export function callApi<const E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<Answer<E>>;
// The implementation sees the general entry; the overload above gives each call its own types.
export async function callApi(endpoint: Endpoint, input: AnyCallInput = {}): Promise<unknown> {
  const { params, query, body, ...options } = input;
  const answer = await send(
    pathOf(endpoint.path, params),
    { ...options, method: endpoint.method, query, body, responseType: endpoint.file === undefined ? 'json' : 'blob' },
    false,
  );
  if (answer === null) return null;
  const schema = successSchema(endpoint);
  return schema ? schema.parse(answer) : answer;
}

/** A request by path, its answer unchecked: for the session machinery's own tests. Features use callApi. */
export async function apiRequest(path: string, options: ApiRequestOptions = {}): Promise<unknown> {
  return send(path, options, false);
}

async function send(path: string, options: ApiRequestOptions, retried: boolean): Promise<unknown> {
  const access = options.anonymous ? null : await getAccessToken();
  const response = await rawFetch(buildUrl(path, options.query), {
    method: options.method ?? 'GET',
    headers: buildHeaders(options, access),
    body: encodeBody(options.body),
    signal: options.signal,
  });

  const sessionCall = !retried && !options.skipAuthRefresh && !options.anonymous && !isAuthPath(path);
  if (response.status === 401 && sessionCall) {
    if (access !== null) {
      const fresh = await refreshAccessToken(access);
      if (fresh) return send(path, options, true);
    } else if (hasSignedInUser()) {
      // No token although someone is signed in: another tab logged out. Audience calls (nobody
      // signed in) just fail.
      endSession({ deviceCleared: await clearTokensIfStill(null) });
    }
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
