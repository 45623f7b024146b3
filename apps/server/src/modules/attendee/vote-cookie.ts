import type { FastifyReply, FastifyRequest } from 'fastify';
import { VOTING } from '@showgrid/shared/limits';
import { strictCookie } from '../../lib/cookies.ts';

/**
 * The vote token of a verification, also carried by the browser (ADR 012): SPEC §7's vote body is
 * only `email, intVehicleId`, so a client that knows only SPEC votes with this cookie. HttpOnly
 * (no script reads it), SameSite=Strict (no other site's page can make the browser vote with it),
 * only under /api/attendee/, Secure when the request came over TLS as Fastify sees it (through a
 * trusted proxy, X-Forwarded-Proto).
 */
export const VOTE_COOKIE = 'showgrid_vote';

const attributes = (request: FastifyRequest) => strictCookie(request, '/api/attendee/');

export function setVoteCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(VOTE_COOKIE, token, { ...attributes(request), maxAge: VOTING.verificationMinutes * 60 });
}

/** Expires the cookie: its token has cast its vote. */
export function clearVoteCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(VOTE_COOKIE, attributes(request));
}

/** The token the vote carries: the body's when it sends one (our client), else the cookie's. */
export function voteToken(request: FastifyRequest, bodyToken: string | undefined): string | undefined {
  if (bodyToken !== undefined) return bodyToken;
  const fromCookie = request.cookies[VOTE_COOKIE];
  return fromCookie === undefined || fromCookie === '' ? undefined : fromCookie;
}
