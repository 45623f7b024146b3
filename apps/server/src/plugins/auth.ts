import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_ONLY, type Access } from '@showgrid/shared/contract/endpoint';
import { ENTRANT_COOKIE } from '../lib/cookies.ts';
import { forbidden, unauthorized } from '../lib/http-errors.ts';
import type { AccessVerifier, AuthUser } from '../lib/principal.ts';

export type { AuthUser };

/** Who may call a route: 'public', or the roles allowed; the contract's entries declare it. */
export type { Access };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** Every /api route with the access it declared: the authorisation test walks this table. */
    apiRoutes: ApiRoute[];
  }
}

export interface ApiRoute {
  method: string;
  url: string;
  access: Access;
}

export { ADMIN_ONLY };

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * The role guard. It runs on every request before parsing and validation, so a refused
 * caller learns nothing about the body. Routes without an `access` setting are admin-only:
 * forgetting to declare access fails closed.
 */
export function registerAuthGuard(app: FastifyInstance, tokens: AccessVerifier): void {
  app.decorateRequest('user', null);
  const routes: ApiRoute[] = [];
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, access: route.config?.access ?? ADMIN_ONLY });
    }
  });
  app.addHook('onRequest', async (request) => {
    // Unmatched paths fall through to the 404 handler.
    if (!request.url.startsWith('/api/') || request.is404) return;
    const access = request.routeOptions.config.access ?? ADMIN_ONLY;
    if (access === 'public') return;
    // An entrant's browser carries its token in an HttpOnly cookie sent only under /api/entrant/.
    const sent = bearer(request);
    const token = sent ?? (access.includes('entrant') ? request.cookies[ENTRANT_COOKIE] || undefined : undefined);
    if (!token) throw unauthorized();
    // A cookie rides on a form another site posts (SameSite keeps other sites out, not a sibling
    // subdomain): a change made by the cookie must come from this site's own pages.
    if (sent === undefined && isCrossSite(request)) {
      throw forbidden(CROSS_SITE_REFUSED);
    }
    const user = await tokens.verifyAccess(token).catch(() => null);
    if (!user) throw unauthorized('Given token not valid for any token type');
    if (!access.includes(user.role)) throw forbidden();
    request.user = user;
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const CROSS_SITE = new Set(['cross-site', 'same-site']);
export const CROSS_SITE_REFUSED = 'This change must be made from Showgrid’s own pages.';

/** A change (not a read) that another site's page, or a sibling subdomain's, made the browser send. */
export const isCrossSite = (request: FastifyRequest) =>
  !SAFE_METHODS.has(request.method) && CROSS_SITE.has(String(request.headers['sec-fetch-site']).toLowerCase());

/** The signed-in user of a guarded route (the guard guarantees one). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
