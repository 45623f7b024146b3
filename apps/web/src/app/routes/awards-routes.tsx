import type { RouteObject } from 'react-router';
import { ROUTES } from '@showgrid/shared/paths';
import { lazyPage } from '../lazy-page';
import { RequireRole } from '../require-role';

const AwardsPage = lazyPage(() => import('../../features/awards/components/awards-page').then((m) => m.AwardsPage));

/** The awards screen: the admin's, full screen, without the admin frame (it goes on a projector). */
export const awardsRoutes: RouteObject = {
  path: '/awards',
  element: <RequireRole role="admin" loginPath={ROUTES.adminLogin} />,
  children: [{ path: ':eventId', element: <AwardsPage /> }],
};
