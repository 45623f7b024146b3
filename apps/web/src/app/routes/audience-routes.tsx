import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { AudienceLayout } from '../layouts/audience-layout';
import { lazyPage } from '../lazy-page';

// The e-mail and code forms (react-hook-form) come when Vote Now is tapped.
const VerifyPage = lazyPage(() => import('../../features/audience/components/verify-page').then((m) => m.VerifyPage));

/** The card's page and the thanks page: in the visitor's app itself, downloaded when opened in the full app. */
export interface AudiencePages {
  VehiclePage: ComponentType;
  ThanksPage: ComponentType;
}

export function audienceRoutesOf({ VehiclePage, ThanksPage }: AudiencePages): RouteObject {
  return {
    path: '/audience',
    element: <AudienceLayout />,
    children: [
      // Static segments rank above :vehicleId, so verify and thanks are never read as vehicle ids.
      { path: 'verify', element: <VerifyPage /> },
      { path: 'thanks', element: <ThanksPage /> },
      { path: ':vehicleId', element: <VehiclePage /> },
    ],
  };
}
