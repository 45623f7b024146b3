import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ROUTES } from '@showgrid/shared/paths';
import type { LoginBody } from '@showgrid/shared/schemas/auth';
import { setTokens } from '../../../lib/token-storage';
import { requestTokensFor, toastSignInError } from '../lib/sign-in';
import { flushSessionStorage, useSessionStore } from '../stores/session-store';

export function useAdminSignInMutation() {
  const navigate = useNavigate();
  const setUser = useSessionStore((state) => state.setUser);
  return useMutation({
    mutationFn: async (body: LoginBody) => {
      const tokens = await requestTokensFor('admin', body);
      await setTokens(tokens);
      setUser({ role: 'admin', username: body.username });
      await flushSessionStorage();
    },
    onSuccess: () => navigate(ROUTES.adminDashboard, { replace: true }),
    onError: toastSignInError,
  });
}
