import type { FastifyReply, FastifyRequest } from 'fastify';
import { TOKENS } from '@showgrid/shared/limits';
import { ENTRANT_COOKIE, strictCookie } from '../../lib/cookies.ts';
import type { OtpPurposeOptions } from '../attendee/otp-service.ts';
import { entrantCodeMail } from './entrant-mail.ts';
import { upsertEntrant } from './entrants-repository.ts';

/** An entrant's codes (issue 31): the voting codes' service and limits, counted apart; a verified code makes or finds the entrant. */
export const ENTRANT_PURPOSE: OtpPurposeOptions<{ entrantId: number }> = {
  purpose: 'entrant',
  noun: 'an entrant code',
  mail: (to, code) => entrantCodeMail(to, code),
  limitKey: 'entrant-code',
  fields: { email: 'strEmail', code: 'strCode' },
  issue: async (tx, { claim, canonicalEmail, email }) => {
    const entrantId = await upsertEntrant(tx, claim, canonicalEmail, email);
    return entrantId === undefined ? undefined : { entrantId };
  },
};

/**
 * The entrant's token for the browser: HttpOnly, SameSite=Strict, only under /api/entrant/ (the
 * auth guard reads it there when no bearer token is sent), for as long as the token lasts.
 */
export function setEntrantCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(ENTRANT_COOKIE, token, { ...strictCookie(request, '/api/entrant/'), maxAge: TOKENS.entrantAccessTtlSeconds });
}

/** Signs the browser out: the cookie cleared on its own path. */
export function clearEntrantCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(ENTRANT_COOKIE, strictCookie(request, '/api/entrant/'));
}
