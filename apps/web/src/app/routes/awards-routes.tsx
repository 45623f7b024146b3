import type { RouteObject } from 'react-router';
import { ROUTES } from '@showgrid/shared/paths';
import { lazyPage } from '../lazy-page';
import { RequireRole } from '../require-role';
import { inLanguage } from './in-language';

const AwardsPage = lazyPage(() => import('../../features/awards/components/awards-page').then((m) => m.AwardsPage));
const SharedAwardsPage = lazyPage(() => import('../../features/awards/components/awards-page').then((m) => m.SharedAwardsPage));
const PublishedResultsPage = lazyPage(() =>
  import('../../features/awards/components/published-results-page').then((m) => m.PublishedResultsPage),
);

/**
 * The awards screen, full screen without the admin frame (it goes on a projector): the admin's,
 * or anyone's through the organiser's read-only link ('shared' outranks :eventId). And the results
 * the organiser published, for entrants.
 */
export const awardsRoutes: RouteObject[] = [
  {
    path: '/awards',
    children: [
      inLanguage([{ path: 'shared/:token', element: <SharedAwardsPage /> }]),
      {
        element: <RequireRole role="admin" loginPath={ROUTES.adminLogin} />,
        children: [inLanguage([{ path: ':eventId', element: <AwardsPage /> }])],
      },
    ],
  },
  inLanguage([{ path: '/results/:eventId', element: <PublishedResultsPage /> }]),
];
