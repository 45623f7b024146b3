import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RenderedDocument } from './renderer.ts';

/** The compressed copies of the last pages sent, by their ETag: a card's page is the same for every visitor until it changes. */
const compressed = new Map<string, Buffer>();
const KEPT = 500;

function packed(doc: RenderedDocument, encoding: 'br' | 'gzip'): Buffer {
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
  if (compressed.size >= KEPT) compressed.delete(compressed.keys().next().value ?? '');
  compressed.set(key, bytes);
  return bytes;
}

/** br, else gzip, as the client accepts them (a q of 0 refuses); else the plain page. */
function encodingFor(request: FastifyRequest): 'br' | 'gzip' | null {
  const accepted = String(request.headers['accept-encoding'] ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => q === undefined || Number(q.trim().replace(/^q=/, '')) > 0)
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip') || accepted.includes('*')) return 'gzip';
  return null;
}

/**
 * A server-rendered page: always revalidated (no-cache: voting opens and closes, a vote is cast)
 * with an ETag of exactly its bytes, so an unchanged page costs a 304.
 */
export function sendDocument(request: FastifyRequest, reply: FastifyReply, doc: RenderedDocument, status: number) {
  const encoding = encodingFor(request);
  // Each encoding its own validator (as the static files have, ADR 019).
  const etag = encoding === null ? doc.etag : `${doc.etag.slice(0, -1)}-${encoding}"`;
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').header('etag', etag).type('text/html; charset=utf-8');
  if (status === 200 && request.headers['if-none-match'] === etag) return reply.code(304).send();
  if (encoding === null) return reply.code(status).send(doc.html);
  return reply.code(status).header('content-encoding', encoding).send(packed(doc, encoding));
}
