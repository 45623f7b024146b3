import type { z } from 'zod';
import type { CallerRole } from '../roles.ts';

/**
 * One call of the API as data (docs/decisions/022): the server registers its route from it, the
 * web client's request function takes its types from it, and the web test fakes check requests
 * and answers against it. Nothing here runs: it is the one description both sides read.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call: 'public', or the roles allowed (the server refuses everyone else with 401/403). */
export type Access = 'public' | readonly CallerRole[];

export const ADMIN_ONLY = ['admin'] as const satisfies Access;
export const ADMIN_OR_JUDGE = ['admin', 'judge'] as const satisfies Access;

/** An answer's body by HTTP status: the success (200, 201 or 204) and the refusals it may give. */
export type Responses = Readonly<
  Partial<Record<200 | 201 | 204 | 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 502 | 503, z.ZodType>>
>;

export interface Endpoint {
  readonly method: Method;
  /** The path as the server routes it, `:name` standing for each of `params`. */
  readonly path: string;
  /** The OpenAPI group. */
  readonly tag: string;
  readonly summary: string;
  readonly description?: string;
  readonly access: Access;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** A JSON body. */
  readonly body?: z.ZodType;
  /** A multipart/form-data body, its fields as OpenAPI shows them (the server reads the form itself). */
  readonly form?: z.ZodType;
  /** The success answer is a file download (200); the text says which. */
  readonly file?: string;
  readonly responses: Responses;
}

/** A resource's calls by name; declare one `as const satisfies Contract` so each keeps its own types. */
export type Contract = Readonly<Record<string, Endpoint>>;

/** The schema of a call's success answer and its status. */
export type SuccessStatus<E extends Endpoint> = E['responses'] extends { 200: z.ZodType }
  ? 200
  : E['responses'] extends { 201: z.ZodType }
    ? 201
    : 204;

/** What a call answers when it succeeds: the parsed JSON, a file, or null (204). */
export type Answer<E extends Endpoint> = E extends { file: string }
  ? Blob
  : E['responses'] extends { 200: infer S extends z.ZodType }
    ? z.output<S>
    : E['responses'] extends { 201: infer S extends z.ZodType }
      ? z.output<S>
      : null;

/** The schema of the success answer, else undefined (a file, or 204). */
export function successSchema(endpoint: Endpoint): z.ZodType | undefined {
  if (endpoint.file !== undefined) return undefined;
  return endpoint.responses[200] ?? endpoint.responses[201];
}

/** The path with each `:name` replaced by its value from `params`, URL-encoded. */
export function pathOf(path: string, params: Readonly<Record<string, unknown>> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The params of `path` read from a concrete request path, or null when it is another path. */
export function matchPath(path: string, actual: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const found = new RegExp(`^${pattern}$`).exec(actual);
  if (!found) return null;
  return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(found[index + 1] ?? '')]));
}
