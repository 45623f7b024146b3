import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ROUTES } from '@showgrid/shared/paths';
import { AdminLoginPage } from '../features/auth/components/admin-login-page';
import { JudgeLoginPage } from '../features/auth/components/judge-login-page';
import { RootLayout } from './layouts/root-layout';
import { lazyPage } from './lazy-page';
import { ErrorPage } from './pages/error-page';
import { adminRoutes } from './routes/admin-routes';
import { audienceRoutesOf } from './routes/audience-routes';
import { awardsRoutes } from './routes/awards-routes';
import { gateRoutes } from './routes/gate-routes';
import { judgeRoutes } from './routes/judge-routes';
import { registrationRoutes } from './routes/registration-routes';
import { claimJudgingData } from './session/claim-judging-data';
import { cancelJudging } from './session/clear-judging-data';

const UnauthorizedPage = lazyPage(() => import('./pages/unauthorized-page').then((m) => m.UnauthorizedPage));
// The server answers /audience with the visitor's own pages (ADR 019, 042); the full app has them
// for a tab already open, downloaded when opened, not with every sign-in (issue 32's budget).
const audienceRoutes = audienceRoutesOf({
  VehiclePage: lazyPage(() => import('../features/audience/components/vehicle-page').then((m) => m.AudienceVehiclePage)),
  ThanksPage: lazyPage(() => import('../features/audience/components/thanks-page').then((m) => m.ThanksPage)),
});

/**
 * SPEC §2 route table. Exported so tests mount the same tree in a memory router. The sign-in
 * pages come with the app (the first page of an organiser or a judge shows without one more round
 * trip); the admin screens and the judge's area download when opened (routes/*.tsx, ADR 019).
 * The error page never downloads, so a failed download can still be shown.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    children: [
      { path: ROUTES.adminLogin, element: <AdminLoginPage /> },
      adminRoutes,
      {
        path: ROUTES.judgeLogin,
        element: <JudgeLoginPage onClearJudgingData={cancelJudging} onClaimJudgingData={claimJudgingData} />,
      },
      judgeRoutes,
      audienceRoutes,
      registrationRoutes,
      gateRoutes,
      ...awardsRoutes,
      { path: ROUTES.unauthorized, element: <UnauthorizedPage /> },
      { path: '*', element: <Navigate to={ROUTES.judgeLogin} replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
