import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Role } from '@showgrid/shared/roles';
import type { LoginBody } from '@showgrid/shared/schemas/auth';
import { decodeAccessClaims } from '../../../lib/jwt';
import { setTokens } from '../../../lib/token-storage';
import { RoleMismatchError, requestTokensFor, signInErrorMessage } from '../lib/sign-in';
import { flushSessionStorage, useSessionStore } from '../stores/session-store';

/**
 * A sign-in for an area without judging data (the admin's, the gate's): the role is checked
 * before anything is stored, the session is on disk before the area opens. The judge's sign-in
 * (use-judge-sign-in.ts) also hands over the tablet's judging data.
 */
export function useRoleSignInMutation(roles: readonly Exclude<Role, 'judge'>[], destination: string) {
  const navigate = useNavigate();
  const setUser = useSessionStore((state) => state.setUser);
  return useMutation({
    mutationFn: async (body: LoginBody) => {
      const tokens = await requestTokensFor(roles, body);
      await setTokens(tokens);
      // requestTokensFor has checked it is one of `roles`; this names which.
      const role = roles.find((allowed) => allowed === decodeAccessClaims(tokens.access)?.strUserType);
      if (!role) throw new RoleMismatchError();
      setUser({ role, username: body.username });
      await flushSessionStorage();
    },
    onSuccess: () => navigate(destination, { replace: true }),
    // The query client shows it (lib/show-error.ts).
    meta: { errorMessage: signInErrorMessage },
  });
}
