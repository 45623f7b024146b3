import type { FastifyReply, FastifyRequest } from 'fastify';
import { TOKENS } from '@showgrid/shared/limits';
import { isLocale, type Locale } from '@showgrid/shared/locales';
import { negotiateLocale, LOCALE_COOKIE } from '@showgrid/shared/i18n/translate';
import { ENTRANT_COOKIE, strictCookie } from '../../lib/cookies.ts';
import { clientKey } from '../../lib/client-address.ts';
import { assertPlainAddress } from '../attendee/email.ts';
import type { OtpPurposeOptions, OtpServiceOf } from '../attendee/otp-service.ts';
import type { TokenService } from '../auth/tokens.ts';
import { entrantCodeMail } from './entrant-mail.ts';
import { upsertEntrant } from './entrants-repository.ts';

/** An entrant's codes (issue 31): the voting codes' service and limits, counted apart; a verified code makes or finds the entrant. */
export const ENTRANT_PURPOSE: OtpPurposeOptions<{ entrantId: number }> = {
  purpose: 'entrant',
  noun: 'an entrant code',
  mail: (to, code, note) => entrantCodeMail(to, code, note.locale),
  limitKey: 'entrant-code',
  fields: { email: 'strEmail', code: 'strCode' },
  issue: async (tx, { claim, canonicalEmail, email }) => {
    const entrantId = await upsertEntrant(tx, claim, canonicalEmail, email);
    return entrantId === undefined ? undefined : { entrantId };
  },
};

/**
 * Where the browser sends the entrant's token: the API under /api/entrant/ (the auth guard reads
 * it there when no bearer token is sent) and the server-rendered registration pages under
 * /register/ (issue 32: their forms work without script, so the server must know who posts).
 * The same token under both paths; nowhere else.
 */
const ENTRANT_COOKIE_PATHS = ['/api/entrant/', '/register/'] as const;

/** The entrant's token for the browser: HttpOnly, SameSite=Strict, on those paths only, for as long as the token lasts. */
export function setEntrantCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  for (const path of ENTRANT_COOKIE_PATHS) {
    reply.setCookie(ENTRANT_COOKIE, token, { ...strictCookie(request, path), maxAge: TOKENS.entrantAccessTtlSeconds });
  }
}

/** Signs the browser out: the cookie cleared on each of its paths. */
export function clearEntrantCookie(request: FastifyRequest, reply: FastifyReply): void {
  for (const path of ENTRANT_COOKIE_PATHS) reply.clearCookie(ENTRANT_COOKIE, strictCookie(request, path));
}

/** The entrant a registration page's request is signed in as (its cookie's token), or null: none, lapsed or forged. */
export async function entrantOfPage(request: FastifyRequest, tokens: TokenService): Promise<number | null> {
  const token = request.cookies[ENTRANT_COOKIE];
  if (!token) return null;
  try {
    const user = await tokens.verifyAccess(token);
    return user.role === 'entrant' ? user.id : null;
  } catch {
    return null;
  }
}

/** The entrant's two code steps, as the API and the no-script registration page both take them. */
export interface EntrantCodeSteps {
  /** Mails a code, in `locale` (the asker's; English when not known); seconds until another may be asked for. */
  send(email: string, ip: string, locale?: Locale): Promise<{ resendAfter: number }>;
  /** Checks the code; the entrant's access token (made or found by the address). */
  verify(email: string, code: string, ip: string): Promise<string>;
}

export function createEntrantCodeSteps(codes: OtpServiceOf<{ entrantId: number }>, tokens: TokenService): EntrantCodeSteps {
  return {
    async send(email, ip, locale) {
      assertPlainAddress(email, 'strEmail');
      return codes.send(email, clientKey(ip), async () => ({ locale }));
    },
    async verify(email, code, ip) {
      const { entrantId } = await codes.verify(email, code, clientKey(ip));
      return tokens.issueAccess({ id: entrantId, role: 'entrant' });
    },
  };
}

/**
 * The language a request named (issue 33): the picker's cookie, else the browser's
 * Accept-Language, among ours; null when it named none. Kept with an entry it makes: the mails
 * sent later speak it (null: the event's strLocale, when the mail goes).
 */
export function askedLocale(request: FastifyRequest): Locale | null {
  const chosen = request.cookies[LOCALE_COOKIE];
  if (chosen !== undefined && isLocale(chosen)) return chosen;
  const header = request.headers['accept-language'];
  return negotiateLocale(typeof header === 'string' ? header : undefined);
}
