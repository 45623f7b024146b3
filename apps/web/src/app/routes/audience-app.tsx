import { useEffect } from 'react';
import { useLocation, type RouteObject } from 'react-router';
import { ThanksPage } from '../../features/audience/components/thanks-page';
import { AudienceVehiclePage } from '../../features/audience/components/vehicle-page';
import { ErrorPage } from '../pages/error-page';
import { audienceRoutesOf } from './audience-routes';
import { registrationRoutes } from './registration-routes';

/** A path the visitor's app does not have: the server answers it with the full app. */
function FullAppPage() {
  const { pathname, search } = useLocation();
  useEffect(() => window.location.replace(pathname + search), [pathname, search]);
  return null;
}

// The card's page comes with the visitor's app itself: a phone on a crowded field gets it without
// one more round trip.
const audienceRoutes = audienceRoutesOf({ VehiclePage: AudienceVehiclePage, ThanksPage });

/** The visitor's route tree (audience-main.tsx): SPEC §2's audience pages, and the entrant's (issue 31). */
export const audienceAppRoutes: RouteObject[] = [
  {
    errorElement: <ErrorPage />,
    children: [audienceRoutes, registrationRoutes, { path: '*', element: <FullAppPage /> }],
  },
];
