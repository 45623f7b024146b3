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

/**
 * Which vehicle this browser just voted for (issue 32): the server-rendered thanks page thanks
 * only the browser that voted, and tells anyone else how to vote. Not a secret (the vehicle's id)
 * and not proof of anything; read only under /audience, for an hour.
 */
export const VOTED_COOKIE = 'showgrid_voted';
const VOTED_SECONDS = 3600;

export function setVotedCookie(request: FastifyRequest, reply: FastifyReply, vehicleId: number): void {
  reply.setCookie(VOTED_COOKIE, String(vehicleId), { ...strictCookie(request, '/audience'), sameSite: 'lax', maxAge: VOTED_SECONDS });
}

export function votedVehicleId(request: FastifyRequest): number | null {
  const value = Number(request.cookies[VOTED_COOKIE]);
  return Number.isInteger(value) && value > 0 ? value : null;
}
