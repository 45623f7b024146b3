import type { AuthUser } from '../../lib/principal.ts';
import type { TokenService } from './tokens.ts';

/** Thrown when a well-signed access token's account is gone or holds another role now. */
export class AccountGoneError extends Error {
  constructor() {
    super('the account of this token no longer exists or has another role');
  }
}

/**
 * Access tokens of live accounts only (ADR 033): a token is refused (401) as soon as its account
 * is deleted or holds another role, not when it expires up to 15 minutes later. One indexed
 * lookup (users' primary key) per authenticated request, read from the shared database, so every
 * instance refuses at once; its cost on the save path is in docs/benchmarks.md.
 */
export function checkingAccounts(tokens: TokenService, isLive: (user: AuthUser) => Promise<boolean>): TokenService {
  return {
    ...tokens,
    async verifyAccess(token) {
      const user = await tokens.verifyAccess(token);
      if (!(await isLive(user))) throw new AccountGoneError();
      return user;
    },
  };
}
