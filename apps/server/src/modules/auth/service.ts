import type { TokenPair } from '@showgrid/shared/schemas/auth';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { tooManyRequests, unauthorized } from '../../lib/http-errors.ts';
import type { RateLimiter, Window } from '../../lib/rate-limit.ts';
import { normaliseEmail, type UsersRepository } from '../users/repository.ts';
import type { TokenService } from './tokens.ts';

const MINUTE = 60_000;
/**
 * Failed attempts from one address. Only failures count: at a show every tablet may sit behind
 * the venue's one NAT address, and thirty judges signing in at nine must not lock each other out.
 */
export const LOGIN_FAILURES_PER_IP: Window = { limit: 30, windowMs: 15 * MINUTE };
/** Failed attempts on one account: guessing stops long before a password falls. */
export const LOGIN_FAILURES_PER_ACCOUNT: Window = { limit: 5, windowMs: 15 * MINUTE };

export const BAD_CREDENTIALS = 'No active account found with the given credentials';
const INVALID_REFRESH = 'Token is invalid or expired';

function tooMany(retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return tooManyRequests(
    `Too many login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    retryAfterSeconds,
  );
}

// Verifying against a real hash when the account does not exist keeps the answer time the same,
// so response times do not reveal which e-mail addresses have accounts.
let dummyHash: Promise<string> | undefined;

export function createAuthService(users: UsersRepository, tokens: TokenService, limiter: RateLimiter) {
  return {
    async login(email: string, password: string, ip: string): Promise<TokenPair> {
      const ipKey = `login:ip:${ip}`;
      const ipFailures = await limiter.peek(ipKey, LOGIN_FAILURES_PER_IP);
      if (ipFailures.count >= LOGIN_FAILURES_PER_IP.limit) throw tooMany(ipFailures.retryAfter);

      const accountKey = `login:account:${normaliseEmail(email)}`;
      const failures = await limiter.peek(accountKey, LOGIN_FAILURES_PER_ACCOUNT);
      if (failures.count >= LOGIN_FAILURES_PER_ACCOUNT.limit) throw tooMany(failures.retryAfter);

      const user = await users.findByEmail(email);
      dummyHash ??= hashPassword('showgrid-timing-equaliser');
      const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyHash));
      if (!user || !valid) {
        await limiter.hit(accountKey, LOGIN_FAILURES_PER_ACCOUNT);
        await limiter.hit(ipKey, LOGIN_FAILURES_PER_IP);
        throw unauthorized(BAD_CREDENTIALS);
      }
      await limiter.reset(accountKey);

      const principal = { id: user.id, role: user.role };
      return {
        access: await tokens.issueAccess(principal),
        refresh: await tokens.issueRefresh(principal),
        user_id: user.id,
      };
    },

    async refresh(refreshToken: string): Promise<{ access: string; refresh: string }> {
      const outcome = await tokens.rotateRefresh(refreshToken, (id) => users.roleOf(id));
      if (!outcome.ok) throw unauthorized(INVALID_REFRESH);
      return { access: await tokens.issueAccess(outcome.user), refresh: outcome.refresh };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
