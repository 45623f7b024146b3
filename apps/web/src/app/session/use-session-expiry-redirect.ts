import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES } from '@showgrid/shared/paths';
import { useSessionStore } from '../../features/auth/stores/session-store';
import { onSessionExpired } from '../../lib/api-client';

/** When the API client gives up on the session, forget the user and open the area's login page. */
export function useSessionExpiryRedirect(): void {
  const navigate = useNavigate();
  useEffect(
    () =>
      onSessionExpired(() => {
        const { user, clearUser } = useSessionStore.getState();
        if (!user) return;
        clearUser();
        void navigate(user.role === 'admin' ? ROUTES.adminLogin : ROUTES.judgeLogin, { replace: true });
      }),
    [navigate],
  );
}
