import type { RouteObject } from 'react-router';
import { ThanksPage } from '../../features/audience/components/thanks-page';
import { AudienceVehiclePage } from '../../features/audience/components/vehicle-page';
import { AudienceLayout } from '../layouts/audience-layout';
import { lazyPage } from '../lazy-page';

// The card's page comes with the app itself: a visitor's phone on a crowded field gets it without
// one more round trip. The e-mail and code forms (react-hook-form) come when Vote Now is tapped.
const VerifyPage = lazyPage(() => import('../../features/audience/components/verify-page').then((m) => m.VerifyPage));

export const audienceRoutes: RouteObject = {
  path: '/audience',
  element: <AudienceLayout />,
  children: [
    // Static segments rank above :vehicleId, so verify and thanks are never read as vehicle ids.
    { path: 'verify', element: <VerifyPage /> },
    { path: 'thanks', element: <ThanksPage /> },
    { path: ':vehicleId', element: <AudienceVehiclePage /> },
  ],
};
