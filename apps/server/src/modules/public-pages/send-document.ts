import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RenderedDocument } from './renderer.ts';

/** The compressed copies of the last pages sent, by their ETag: a card's page is the same for every visitor until it changes. */
const compressed = new Map<string, Buffer>();
const KEPT = 500;

/**
 * `keep`: only a page every reader gets alike (a GET's). A form's answer names the visitor's own
 * address: compressed for that one answer, never kept.
 */
function packed(doc: RenderedDocument, encoding: 'br' | 'gzip', keep: boolean): Buffer {
  const key = `${encoding}:${doc.etag}`;
  const kept = compressed.get(key);
  if (kept) return kept;
  // Quality 5: a few hundred microseconds for a page of about 20 KB, most of brotli 11's gain.
  const bytes =
    encoding === 'br'
      ? brotliCompressSync(doc.html, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
        })
      : gzipSync(doc.html, { level: 6 });
  if (!keep) return bytes;
  if (compressed.size >= KEPT) compressed.delete(compressed.keys().next().value ?? '');
  compressed.set(key, bytes);
  return bytes;
}

/** Each coding the client named, with its q (1 when not given; RFC 9110 §12.5.3), other parameters ignored. */
function codings(header: string): Map<string, number> {
  const named = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (name === '') continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    named.set(name, Number.isFinite(weight) ? weight : 0);
  }
  return named;
}

/** br, else gzip, as the client accepts them: named with a q above 0, or covered by * and not refused by name; else the plain page. */
function encodingFor(request: FastifyRequest): 'br' | 'gzip' | null {
  const named = codings(String(request.headers['accept-encoding'] ?? ''));
  const accepts = (coding: string) => (named.get(coding) ?? named.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/** If-None-Match names this page (weak comparison, RFC 9110 §13.1.2: W/ aside, any of a list, or *). */
function stillFresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (header === undefined || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * A server-rendered page: always revalidated (no-cache: voting opens and closes, a vote is cast)
 * with an ETag of exactly its bytes, so an unchanged page costs a 304.
 */
export function sendDocument(request: FastifyRequest, reply: FastifyReply, doc: RenderedDocument, status: number) {
  const encoding = encodingFor(request);
  // Each encoding its own validator (as the static files have, ADR 019).
  const etag = encoding === null ? doc.etag : `${doc.etag.slice(0, -1)}-${encoding}"`;
  // A page's language follows the browser's and the picker's cookie (ADR 045): caches keep each apart.
  reply
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding, accept-language, cookie')
    .header('etag', etag)
    .type('text/html; charset=utf-8');
  if (status === 200 && stillFresh(request, etag)) return reply.code(304).send();
  if (encoding === null) return reply.code(status).send(doc.html);
  return reply
    .code(status)
    .header('content-encoding', encoding)
    .send(packed(doc, encoding, request.method === 'GET'));
}
