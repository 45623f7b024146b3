import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { LOGIN_PAGE } from '@showgrid/shared/paths';
import { forgetSessionInMemory, useSessionStore } from '../../features/auth/stores/session-store';
import { bindSession } from '../../lib/session-binding';

/** When the API client gives up on the session, forget the user and open the area's login page. */
export function useSessionExpiryRedirect(): void {
  const navigate = useNavigate();
  useEffect(
    () =>
      bindSession({
        isSignedIn: () => useSessionStore.getState().user !== null,
        onExpired: ({ deviceCleared }) => {
          const { user, clearUser } = useSessionStore.getState();
          if (!user) return;
          // The user on disk goes with the tokens: if another tab stored a newer session, keep both.
          if (deviceCleared) clearUser();
          else forgetSessionInMemory();
          void navigate(LOGIN_PAGE[user.role], { replace: true });
        },
      }),
    [navigate],
  );
}
