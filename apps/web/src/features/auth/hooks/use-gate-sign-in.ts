import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ROUTES } from '@showgrid/shared/paths';
import { GATE_ROLES } from '@showgrid/shared/roles';
import type { LoginBody } from '@showgrid/shared/schemas/auth';
import { decodeAccessClaims } from '../../../lib/jwt';
import { setTokens } from '../../../lib/token-storage';
import { requestTokensFor, toastSignInError } from '../lib/sign-in';
import { flushSessionStorage, useSessionStore } from '../stores/session-store';

export function useGateSignInMutation() {
  const navigate = useNavigate();
  const setUser = useSessionStore((state) => state.setUser);
  return useMutation({
    mutationFn: async (body: LoginBody) => {
      const tokens = await requestTokensFor(GATE_ROLES, body);
      await setTokens(tokens);
      const role = decodeAccessClaims(tokens.access)?.strUserType === 'admin' ? 'admin' : 'staff';
      setUser({ role, username: body.username });
      await flushSessionStorage();
    },
    onSuccess: () => navigate(ROUTES.gate, { replace: true }),
    onError: toastSignInError,
  });
}
