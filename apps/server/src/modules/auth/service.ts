import type { TokenPair } from '@showgrid/shared/schemas/auth';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { GateFullError, type HashGate } from '../../lib/hash-gate.ts';
import { HttpError, unauthorized } from '../../lib/http-errors.ts';
import { refundAll, refundingOnThrow, type RateLimiter } from '../../platform/rate-limit.ts';
import { normaliseEmail, type UsersRepository } from '../users/repository.ts';
import { admit, countRefusal, laneOf, RefusalMemory } from './admission.ts';
import type { DeviceCookie, DeviceCookies } from './device-cookie.ts';
import { accountAndIpKey, type LoginClient } from './login-limits.ts';
import type { TokenService } from './tokens.ts';

export const BAD_CREDENTIALS = 'No active account found with the given credentials';
export const SIGN_IN_BUSY = 'Many people are signing in right now. Please try again in a few seconds.';
const INVALID_REFRESH = 'Token is invalid or expired';
const BUSY_RETRY_SECONDS = 2;

// Verifying against a real hash when the account does not exist keeps the answer time the same,
// so response times do not reveal which e-mail addresses have accounts.
let dummyHash: Promise<string> | undefined;

export interface LoginRequest {
  email: string;
  password: string;
  ip: string;
  /** The request's cookies: a device cookie of this account makes it a known device (ADR 016). */
  cookies: Record<string, string | undefined>;
  /** Our client asks for rotating refresh tokens; SPEC's keeps one (ADR 003). */
  rotateRefresh?: boolean;
}

export interface AuthServiceDeps {
  users: UsersRepository;
  tokens: TokenService;
  limiter: RateLimiter;
  gate: HashGate;
  devices: DeviceCookies;
}

export function createAuthService({ users, tokens, limiter, gate, devices }: AuthServiceDeps) {
  const refusals = new RefusalMemory();

  /**
   * One attempt, inside the hash gate: its units are taken (atomically; the authority) only when
   * its hash is about to run, so judges queued behind one venue address hold none while they wait.
   */
  async function attempt(client: LoginClient, email: string, password: string) {
    const { tickets, client: counted } = await admit(limiter, client);
    const { user, valid } = await refundingOnThrow(limiter, tickets, async () => {
      const found = await users.findByEmail(email);
      dummyHash ??= hashPassword('showgrid-timing-equaliser');
      return { user: found, valid: await verifyPassword(password, found?.passwordHash ?? (await dummyHash)) };
    });
    if (!valid || !user) throw unauthorized(BAD_CREDENTIALS);
    // Only failures count. The failures of this address on this account are forgiven (the reset
    // removes that window, unit and all); those from elsewhere stay, or each sign-in of the owner
    // would hand a guesser a fresh allowance.
    const forgiven = counted.device ? undefined : accountAndIpKey(counted);
    await refundAll(
      limiter,
      tickets.filter((ticket) => ticket.key !== forgiven),
    );
    if (forgiven) await limiter.reset(forgiven);
    return user;
  }

  return {
    /** Signs in: a token pair, and the device cookie the browser keeps for this account. */
    async login({ email, password, ip, cookies, rotateRefresh = false }: LoginRequest): Promise<{ pair: TokenPair; device: DeviceCookie }> {
      const account = normaliseEmail(email);
      const client: LoginClient = { account, ip, device: devices.verify(account, cookies) };
      const lane = await laneOf(limiter, client);
      let user;
      try {
        user = await gate.run(ip, () => attempt(client, email, password), { lane });
      } catch (err) {
        if (!(err instanceof GateFullError)) throw err;
        // A refusal counts like a failure (ADR 033): a flood pays for its 503s and is soon told 429.
        refusals.remember(client, await countRefusal(limiter, client));
        throw new HttpError(503, { detail: SIGN_IN_BUSY }, { 'retry-after': String(BUSY_RETRY_SECONDS) });
      }
      await refusals.forgive(limiter, client);
      const principal = { id: user.id, role: user.role };
      const pair = {
        access: await tokens.issueAccess(principal),
        refresh: await tokens.issueRefresh(principal, { rotate: rotateRefresh }),
        user_id: user.id,
      };
      return { pair, device: devices.issue(account) };
    },

    async refresh(refreshToken: string): Promise<{ access: string; refresh: string }> {
      const outcome = await tokens.rotateRefresh(refreshToken, (id) => users.roleOf(id));
      if (!outcome.ok) throw unauthorized(INVALID_REFRESH);
      return { access: await tokens.issueAccess(outcome.user), refresh: outcome.refresh };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
