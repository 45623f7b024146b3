import { Navigate, Outlet, useLocation } from 'react-router';
import type { Role } from '@showgrid/shared/roles';
import { ROUTES } from '@showgrid/shared/paths';
import { useSessionStore } from '../features/auth/stores/session-store';

interface RequireRoleProps {
  /** The role, or the roles, the area is for (the gate takes staff and admins). */
  role: Role | readonly Role[];
  loginPath: string;
}

/** Route guard of SPEC §2: signed out -> the area's login, other role -> /unauthorized. */
export function RequireRole({ role, loginPath }: RequireRoleProps) {
  const location = useLocation();
  const user = useSessionStore((state) => state.user);
  const loaded = useSessionStore((state) => state.loaded);

  // SPEC: while the stored session is still loading the page renders (the layouts show a spinner).
  if (!loaded) return <Outlet />;
  if (!user) return <Navigate to={loginPath} replace />;
  if (typeof role === 'string' ? user.role !== role : !role.includes(user.role)) {
    return <Navigate to={ROUTES.unauthorized} replace state={{ from: location.pathname }} />;
  }
  return <Outlet />;
}
