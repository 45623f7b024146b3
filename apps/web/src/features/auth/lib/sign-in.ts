import type { LoginBody, TokenPair } from '@showgrid/shared/schemas/auth';
import type { CallerRole, Role } from '@showgrid/shared/roles';
import { english } from '@showgrid/shared/i18n/english';
import { getErrorMessage } from '../../../lib/api-errors';
import { inScreensLanguage } from '../../../lib/screen-words';
import { decodeAccessClaims } from '../../../lib/jwt';
import { createToken } from '../api/create-token';
import { revokeInBackground } from '../api/revoke-session';

export const ROLE_MISMATCH_MESSAGE = english(/*i18n*/ { id: 'User not authorized for this role.' });
export const LOGIN_FAILED_MESSAGE = english(/*i18n*/ { id: 'Login failed' });

/** The credentials are right but belong to the other area; nothing may be stored (SPEC §5). */
export class RoleMismatchError extends Error {
  constructor() {
    super(ROLE_MISMATCH_MESSAGE);
    this.name = 'RoleMismatchError';
  }
}

/** Asks for tokens and checks the role (one of `roles`) before the caller stores anything. */
export async function requestTokensFor(role: Role | readonly Role[], body: LoginBody): Promise<TokenPair> {
  const tokens = await createToken(body);
  const claims = decodeAccessClaims(tokens.access);
  const allowed: readonly CallerRole[] = typeof role === 'string' ? [role] : role;
  if (!claims || !allowed.includes(claims.strUserType)) {
    // The server has already opened a session for these tokens; end it rather than leave it unused.
    revokeInBackground(tokens.refresh);
    throw new RoleMismatchError();
  }
  return tokens;
}

/**
 * One wording for every way a sign-in fails: role, server detail or field message, else a
 * fallback; in the page's language (the server's detail comes in it already).
 */
export function signInErrorMessage(error: unknown): string {
  return inScreensLanguage(error instanceof RoleMismatchError ? error.message : getErrorMessage(error, LOGIN_FAILED_MESSAGE));
}
