import { Navigate, useParams, type RouteObject } from 'react-router';
import { ROUTES } from '@showgrid/shared/paths';
import { AdminLayout } from '../layouts/admin-layout';
import { lazyPage } from '../lazy-page';
import { RequireRole } from '../require-role';

// Each admin screen is a chunk of its own (ADR 019): the organiser's laptop downloads a screen
// when it is opened, and no visitor or judge downloads any of them.
const DashboardPage = lazyPage(() => import('../../features/dashboard/components/dashboard-page').then((m) => m.DashboardPage));
const JudgesPage = lazyPage(() => import('../../features/judges/components/judges-page').then((m) => m.JudgesPage));
const EventPickerPage = lazyPage(() => import('../../features/events/components/event-picker-page').then((m) => m.EventPickerPage));
const VehiclesPage = lazyPage(() => import('../../features/vehicles/components/vehicles-page').then((m) => m.VehiclesPage));
const CategoriesPage = lazyPage(() => import('../../features/catalogue/components/categories-page').then((m) => m.CategoriesPage));
const EventsPage = lazyPage(() => import('../../features/events/components/events-page').then((m) => m.EventsPage));
const ParametersPage = lazyPage(() => import('../../features/catalogue/components/parameters-page').then((m) => m.ParametersPage));
const VehicleTypesPage = lazyPage(() => import('../../features/catalogue/components/vehicle-types-page').then((m) => m.VehicleTypesPage));
const VehicleIdsPage = lazyPage(() => import('../../features/vehicle-ids/components/vehicle-ids-page').then((m) => m.VehicleIdsPage));
const ResultsPage = lazyPage(() => import('../../features/results/components/results-page').then((m) => m.ResultsPage));
const AuditPage = lazyPage(() => import('../../features/audit/components/audit-page').then((m) => m.AuditPage));
const VotesPage = lazyPage(() => import('../../features/results/components/votes-page').then((m) => m.VotesPage));
const CoveragePage = lazyPage(() => import('../../features/dashboard/components/coverage-page').then((m) => m.CoveragePage));
const StaffPage = lazyPage(() => import('../../features/gate/components/staff-page').then((m) => m.StaffPage));
const JudgesChoicePage = lazyPage(() => import('../../features/results/components/judges-choice-page').then((m) => m.JudgesChoicePage));

/** event-list/{purpose} is only vehicles or results; anything else is an unknown admin path. */
function EventListRoute() {
  const { purpose } = useParams();
  if (purpose !== 'vehicles' && purpose !== 'results') return <Navigate to={ROUTES.adminDashboard} replace />;
  return <EventPickerPage key={purpose} purpose={purpose} />;
}

export const adminRoutes: RouteObject = {
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
        { path: 'coverage/:eventId', element: <CoveragePage /> },
        { path: 'results/:eventId/votes', element: <VotesPage /> },
        { path: 'audit', element: <AuditPage /> },
        { path: 'gate-staff', element: <StaffPage /> },
        { path: '*', element: <Navigate to={ROUTES.adminDashboard} replace /> },
      ],
    },
  ],
};
