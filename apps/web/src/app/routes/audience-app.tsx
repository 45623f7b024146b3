import { useEffect } from 'react';
import { useLocation, type RouteObject } from 'react-router';
import { ErrorPage } from '../pages/error-page';
import { audienceRoutes } from './audience-routes';
import { registrationRoutes } from './registration-routes';

/** A path the visitor's app does not have: the server answers it with the full app. */
function FullAppPage() {
  const { pathname, search } = useLocation();
  useEffect(() => window.location.replace(pathname + search), [pathname, search]);
  return null;
}

/** The visitor's route tree (audience-main.tsx): SPEC §2's audience pages, and the entrant's (issue 31). */
export const audienceAppRoutes: RouteObject[] = [
  {
    errorElement: <ErrorPage />,
    children: [audienceRoutes, registrationRoutes, { path: '*', element: <FullAppPage /> }],
  },
];
