import type { CallerRole } from '@showgrid/shared/roles';

/** Who is signed in: the account and its role (or the entrant), as the access token carries them. */
export interface AuthUser {
  id: number;
  role: CallerRole;
}

/**
 * What reads an access token. The auth guard and the live sockets (plugins/) depend on this, not
 * on the token service that implements it (modules/auth/tokens.ts), which sits a layer below them.
 */
export interface AccessVerifier {
  verifyAccess(token: string): Promise<AuthUser>;
}
