import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { isCrossSite } from '../../plugins/auth.ts';

/** A posted form, as the form parsers read it: each field once, as text. */
export type FormFields = Partial<Record<string, string>>;

/** The form's fields as text: anything else a client sent (a list, a number, no body at all) is left out. */
export function formFields(body: unknown): FormFields {
  if (typeof body !== 'object' || body === null) return {};
  return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/**
 * Sent by another site's page: Sec-Fetch-Site says so where the browser sends it, else an Origin
 * that names another host (older Safari and webviews send Origin on a form post, not Sec-Fetch-Site).
 */
export function fromAnotherSite(request: FastifyRequest): boolean {
  if (isCrossSite(request)) return true;
  // "null": the page's own Referrer-Policy (no-referrer) makes Chromium send that on its own forms too.
  const origin = request.headers.origin;
  if (origin === undefined || origin === 'null') return false;
  try {
    // Both through URL, so a default port written out (":443") reads as the same host.
    return new URL(origin).host !== new URL(`${request.protocol}://${request.host}`).host;
  } catch {
    return true;
  }
}

/** `{field: [messages]}`, as the API's 400 reads (SPEC §8), from the contract schema's own check. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) (out[String(issue.path[0] ?? 'detail')] ??= []).push(issue.message);
  return out;
}
