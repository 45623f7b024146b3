import { createBrowserRouter, Navigate, useParams, type RouteObject } from 'react-router';
import { ROUTES } from '@showgrid/shared/paths';
import { PagePlaceholder } from '../components/page-placeholder';
import { CategoriesPage } from '../features/catalogue/components/categories-page';
import { ParametersPage } from '../features/catalogue/components/parameters-page';
import { VehicleTypesPage } from '../features/catalogue/components/vehicle-types-page';
import { VehicleIdsPage } from '../features/vehicle-ids/components/vehicle-ids-page';
import { VehiclesPage } from '../features/vehicles/components/vehicles-page';
import { EventPickerPage } from '../features/events/components/event-picker-page';
import { EventsPage } from '../features/events/components/events-page';
import { JudgesPage } from '../features/judges/components/judges-page';
import { AdminLoginPage } from '../features/auth/components/admin-login-page';
import { JudgeLoginPage } from '../features/auth/components/judge-login-page';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { JudgesChoicePage } from '../features/results/components/judges-choice-page';
import { ResultsPage } from '../features/results/components/results-page';
import { ThanksPage } from '../features/audience/components/thanks-page';
import { AudienceVehiclePage } from '../features/audience/components/vehicle-page';
import { VerifyPage } from '../features/audience/components/verify-page';
import { CategoryPage } from '../features/judging/components/category-page';
import { ChoicesPage } from '../features/judging/components/choices-page';
import { ScoringPage } from '../features/judging/components/scoring-page';
import { VehiclesPage as JudgeVehiclesPage } from '../features/judging/components/vehicles-page';
import { AdminLayout } from './layouts/admin-layout';
import { AudienceLayout } from './layouts/audience-layout';
import { JudgeLayout } from './layouts/judge-layout';
import { RootLayout } from './layouts/root-layout';
import { ErrorPage } from './pages/error-page';
import { UnauthorizedPage } from './pages/unauthorized-page';
import { RequireRole } from './require-role';
import { claimJudgingData } from './session/claim-judging-data';
import { clearJudgingData } from './session/clear-judging-data';

/** event-list/{purpose} is only vehicles or results; anything else is an unknown admin path. */
function EventListRoute() {
  const { purpose } = useParams();
  if (purpose !== 'vehicles' && purpose !== 'results') return <Navigate to={ROUTES.adminDashboard} replace />;
  return <EventPickerPage key={purpose} purpose={purpose} />;
}

const adminRoutes: RouteObject = {
  path: '/admin',
  element: <RequireRole role="admin" loginPath={ROUTES.adminLogin} />,
  children: [
    {
      element: <AdminLayout />,
      children: [
        { index: true, element: <Navigate to={ROUTES.adminDashboard} replace /> },
        { path: 'dashboard', element: <DashboardPage /> },
        { path: 'manage-judges', element: <JudgesPage /> },
        { path: 'event-list/:purpose', element: <EventListRoute /> },
        { path: 'manage-vehicles/:eventId', element: <VehiclesPage /> },
        { path: 'manage-categories', element: <CategoriesPage /> },
        { path: 'manage-events', element: <EventsPage /> },
        { path: 'manage-parameters', element: <ParametersPage /> },
        { path: 'manage-vehicle-type', element: <VehicleTypesPage /> },
        { path: 'manage-vehicle-id', element: <VehicleIdsPage /> },
        { path: 'results/:eventId', element: <ResultsPage /> },
        { path: 'results/:eventId/judges-choice', element: <JudgesChoicePage /> },
        { path: '*', element: <Navigate to={ROUTES.adminDashboard} replace /> },
      ],
    },
  ],
};

const judgeRoutes: RouteObject = {
  path: '/judge',
  element: <RequireRole role="judge" loginPath={ROUTES.judgeLogin} />,
  children: [
    {
      element: <JudgeLayout />,
      children: [
        { index: true, element: <Navigate to={ROUTES.judgeDashboard} replace /> },
        { path: 'dashboard', element: <PagePlaceholder title="Judge Dashboard" /> },
        { path: 'category', element: <CategoryPage /> },
        { path: 'vehicles', element: <JudgeVehiclesPage /> },
        { path: 'scoring', element: <ScoringPage /> },
        { path: 'choices', element: <ChoicesPage /> },
        { path: '*', element: <Navigate to={ROUTES.judgeCategory} replace /> },
      ],
    },
  ],
};

const audienceRoutes: RouteObject = {
  path: '/audience',
  element: <AudienceLayout />,
  children: [
    // Static segments rank above :vehicleId, so verify and thanks are never read as vehicle ids.
    { path: 'verify', element: <VerifyPage /> },
    { path: 'thanks', element: <ThanksPage /> },
    { path: ':vehicleId', element: <AudienceVehiclePage /> },
  ],
};

/** SPEC §2 route table. Exported so tests mount the same tree in a memory router. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    children: [
      { path: ROUTES.adminLogin, element: <AdminLoginPage /> },
      adminRoutes,
      {
        path: ROUTES.judgeLogin,
        element: <JudgeLoginPage onClearJudgingData={clearJudgingData} onClaimJudgingData={claimJudgingData} />,
      },
      judgeRoutes,
      audienceRoutes,
      { path: ROUTES.unauthorized, element: <UnauthorizedPage /> },
      { path: '*', element: <Navigate to={ROUTES.judgeLogin} replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
