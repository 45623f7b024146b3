import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { forbidden, unauthorized } from '../lib/http-errors.ts';
import type { AccessVerifier } from '../lib/principal.ts';
import { ADMIN_ONLY } from './auth.ts';

/**
 * Websockets under /ws (PRODUCT.md "Live updates"). The handshake is an ordinary request until
 * the route handler upgrades it, so `socketGuard` refuses with a plain HTTP 401/403 before any
 * socket exists: a wrong Origin, no token, a bad or expired one, or a role the route's
 * `config.access` does not allow. The token rides in the query (`?token=`) because browsers
 * cannot set headers on a websocket; app.ts redacts it from request logs.
 */

export interface LiveOptions {
  /** PUBLIC_URL: its origin may open sockets besides the page's own host. */
  publicUrl: string;
  /** A socket that has not answered a ping by the next one is dropped. */
  heartbeatMs?: number;
}

const HEARTBEAT_MS = 30_000;
/** Clients send nothing we read; anything larger than this closes the socket (1009). */
const MAX_CLIENT_MESSAGE_BYTES = 1024;
/** How long a closing handshake may take on shutdown before the socket is cut. */
const CLOSE_GRACE_MS = 1_000;
const GOING_AWAY = 1001;

const tokenQuerySchema = z.object({ token: z.string().min(1).optional() });

/** A browser sends its page's Origin; it must be this host's or PUBLIC_URL's. Other clients send none. */
function originAllowed(request: FastifyRequest, publicOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    const url = new URL(origin);
    return url.origin === publicOrigin || url.host === request.host;
  } catch {
    return false;
  }
}

/** An `onRequest` hook for websocket routes: Origin, then the access token against `config.access`. */
export function socketGuard(tokens: AccessVerifier, { publicUrl }: Pick<LiveOptions, 'publicUrl'>) {
  const publicOrigin = new URL(publicUrl).origin;
  return async (request: FastifyRequest) => {
    if (!originAllowed(request, publicOrigin)) throw forbidden('This origin may not open a live connection.');
    const access = request.routeOptions.config.access ?? ADMIN_ONLY;
    if (access === 'public') return;
    const token = tokenQuerySchema.safeParse(request.query).data?.token;
    if (!token) throw unauthorized();
    const user = await tokens.verifyAccess(token).catch(() => null);
    if (!user) throw unauthorized('Given token not valid for any token type');
    if (!access.includes(user.role)) throw forbidden();
    request.user = user;
  };
}

/** Close code when the access token that opened the socket expires; the client renews it and reconnects. */
export const TOKEN_EXPIRED = 4401;

/** The `exp` (ms) of a JWT already verified by the guard, or null. */
function expiryOf(token: string | undefined): number | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const exp = typeof claims === 'object' && claims !== null && 'exp' in claims ? claims.exp : undefined;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * A live socket lasts no longer than the access token that opened it: at its expiry the socket is
 * closed (4401), so a leaked URL, a revoked session or a deleted admin stops streaming within the
 * token's 15 minutes; the dashboard renews its token and reconnects.
 */
export function closeWhenTokenExpires(socket: WebSocket, request: FastifyRequest, now: () => number = Date.now): void {
  const expiresAt = expiryOf(tokenQuerySchema.safeParse(request.query).data?.token);
  if (expiresAt === null) return;
  const timer = setTimeout(() => socket.close(TOKEN_EXPIRED, 'Token expired'), Math.max(0, expiresAt - now()));
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
}

function closeGently(sockets: Set<WebSocket>): Promise<void> {
  const open = [...sockets];
  if (open.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    let left = open.length;
    const done = () => {
      if (--left === 0) {
        clearTimeout(cut);
        resolve();
      }
    };
    const cut = setTimeout(() => {
      for (const socket of open) socket.terminate();
    }, CLOSE_GRACE_MS);
    for (const socket of open) {
      socket.once('close', done);
      socket.close(GOING_AWAY, 'Server shutting down');
    }
  });
}

/** Registers @fastify/websocket with a heartbeat and a clean shutdown (close 1001, so clients reconnect elsewhere). */
export async function registerLive(
  app: FastifyInstance,
  { heartbeatMs = HEARTBEAT_MS }: Pick<LiveOptions, 'heartbeatMs'> = {},
): Promise<void> {
  await app.register(websocket, {
    options: { maxPayload: MAX_CLIENT_MESSAGE_BYTES },
    preClose: async () => {
      // No new sockets while closing: the plugin listens for upgrades on the HTTP server.
      app.server.removeAllListeners('upgrade');
      await closeGently(app.websocketServer.clients);
      await new Promise<void>((resolve) => app.websocketServer.close(() => resolve()));
    },
  });

  const answered = new WeakSet<WebSocket>();
  app.websocketServer.on('connection', (socket: WebSocket) => {
    answered.add(socket);
    socket.on('pong', () => answered.add(socket));
  });
  const heartbeat = setInterval(() => {
    for (const socket of app.websocketServer.clients) {
      if (!answered.has(socket)) {
        socket.terminate();
        continue;
      }
      answered.delete(socket);
      socket.ping();
    }
  }, heartbeatMs);
  heartbeat.unref();
  app.addHook('onClose', async () => clearInterval(heartbeat));
}
