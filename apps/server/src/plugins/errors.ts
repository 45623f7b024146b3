import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance } from 'fastify';
import { unstorableText } from '../lib/db-errors.ts';
import { HttpError, spokenIn } from '../lib/http-errors.ts';
import { i18nFor, requestLocale } from '../lib/i18n.ts';

const NON_FIELD = 'non_field_errors';

/** Groups validation issues by field, as SPEC §8 expects: { field: ["message", ...] }. */
function fieldErrors(error: FastifyError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.validation ?? []) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || NON_FIELD;
    (out[field] ??= []).push(issue.message ?? 'Invalid value.');
  }
  return out;
}

const KNOWN: Record<string, { status: number; detail: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, detail: 'Request body is too large.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, detail: 'Malformed JSON in request body.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, detail: 'Request body is empty.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, detail: 'Unsupported media type.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, detail: 'Invalid content length.' },
};

/**
 * The one error handler: 4xx bodies in PRODUCT.md's shapes; 5xx never leak internals. A refusal's
 * words are in the asker's language (issue 33: Accept-Language, or the picker's cookie): each
 * `detail` and field message the catalogs hold by its English, and the words worked out in that
 * language (http-errors.ts's Said: a wait, a date); the keys, SPEC's, never change.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const i18n = i18nFor(requestLocale(request));
    if (error instanceof HttpError) {
      if (error.statusCode >= 500 && error.cause !== undefined) request.log.error({ err: error.cause }, error.message);
      return reply.code(error.statusCode).headers(error.headers).send(error.bodyIn(i18n));
    }
    if (error.validation) {
      return reply.code(400).send(spokenIn(fieldErrors(error), i18n));
    }
    if (unstorableText(error)) {
      return reply.code(400).send({ detail: 'The request holds a character that cannot be stored (NUL).' });
    }
    const known = error.code ? KNOWN[error.code] : undefined;
    if (known) return reply.code(known.status).send({ detail: known.detail });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ detail: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ detail: 'Internal server error.' });
  });
}

/** What Node's HTTP parser refuses before a request reaches Fastify, by the parser's error code. */
const CLIENT_ERRORS: Record<string, { status: number; detail: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, detail: 'Request header fields are too large.' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, detail: 'Request timed out.' },
};
const MALFORMED_REQUEST = { status: 400, detail: 'Malformed request.' };

/**
 * Fastify's clientErrorHandler: headers over Node's 16 KiB, a broken request line or a request
 * that took too long never reach the error handler above, so this answers them in the same
 * `{detail}` shape (Fastify's default says `{error, message, statusCode}`), then closes.
 */
export function clientErrorHandler(error: ConnectionError, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, detail } = CLIENT_ERRORS[error.code] ?? MALFORMED_REQUEST;
  const body = JSON.stringify({ detail });
  if (socket.writable) {
    socket.write(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Cache-Control: no-store',
        'X-Content-Type-Options: nosniff',
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  }
  socket.destroy(error);
}
