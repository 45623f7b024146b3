import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';

/**
 * How Showgrid sets a cookie: HttpOnly (no script reads it), SameSite=Strict (no other site's
 * page makes the browser send it), on one path only, Secure whenever the request came over TLS as
 * Fastify sees it (here, or through a proxy TRUST_PROXY trusts).
 */
export const strictCookie = (request: FastifyRequest, path: string): CookieSerializeOptions => ({
  path,
  httpOnly: true,
  sameSite: 'strict',
  secure: request.protocol === 'https',
});

/** The entrant's token in the browser (issue 31), sent only under /api/entrant/. */
export const ENTRANT_COOKIE = 'showgrid_entrant';
