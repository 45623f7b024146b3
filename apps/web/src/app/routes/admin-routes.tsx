import { useEffect } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { english } from '@showgrid/shared/i18n/english';
import { ROUTES } from '@showgrid/shared/paths';
import { pageTitle } from '../layouts/page-title';
import { lazyPage } from '../lazy-page';
import { RequireRole } from '../require-role';
import { inLanguage } from './in-language';

// Each admin screen is a chunk of its own (ADR 019): the organiser's laptop downloads a screen
// when it is opened, and no visitor or judge downloads any of them.
// The organiser's frame too (its translated words and picker): not in the sign-ins' bundle (ADR 046).
const AdminLayout = lazyPage(() => import('../layouts/admin-layout').then((m) => m.AdminLayout));
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
const EntriesPage = lazyPage(() => import('../../features/entries/components/entries-page').then((m) => m.EntriesPage));
// The results' paper-entry form, composed into the coverage page here (features do not import each other).
const PaperEntryDialog = lazyPage(() => import('../../features/results/components/paper-entry-dialog').then((m) => m.PaperEntryDialog));
const JudgesChoicePage = lazyPage(() => import('../../features/results/components/judges-choice-page').then((m) => m.JudgesChoicePage));

/** The coverage page, each cell of a panel judge opening the paper-entry form (ADR 034), downloaded beside it. */
function CoverageRoute() {
  useEffect(() => {
    void PaperEntryDialog.preload();
  }, []);
  return <CoveragePage PaperEntry={PaperEntryDialog} />;
}

export const adminRoutes: RouteObject = {
  path: '/admin',
  element: <RequireRole role="admin" loginPath={ROUTES.adminLogin} />,
  children: [
    inLanguage([
      {
        element: <AdminLayout />,
        children: [
          { index: true, element: <Navigate to={ROUTES.adminDashboard} replace /> },
          { path: 'dashboard', element: <DashboardPage />, handle: pageTitle(english(/*i18n*/ { id: 'Dashboard' })) },
          { path: 'manage-judges', element: <JudgesPage />, handle: pageTitle(english(/*i18n*/ { id: 'Judges' })) },
          // SPEC's event-list/{purpose}: vehicles or results (any other purpose is an unknown admin
          // path). Keyed: going from one to the other starts a fresh picker.
          {
            path: 'event-list/vehicles',
            element: <EventPickerPage key="vehicles" purpose="vehicles" />,
            handle: pageTitle(english(/*i18n*/ { id: 'Vehicles' })),
          },
          {
            path: 'event-list/results',
            element: <EventPickerPage key="results" purpose="results" />,
            handle: pageTitle(english(/*i18n*/ { id: 'Results' })),
          },
          {
            path: 'event-list/entries',
            element: <EventPickerPage key="entries" purpose="entries" />,
            handle: pageTitle(english(/*i18n*/ { id: 'Entries' })),
          },
          { path: 'manage-vehicles/:eventId', element: <VehiclesPage />, handle: pageTitle(english(/*i18n*/ { id: 'Vehicles' })) },
          { path: 'manage-categories', element: <CategoriesPage />, handle: pageTitle(english(/*i18n*/ { id: 'Categories' })) },
          { path: 'manage-events', element: <EventsPage />, handle: pageTitle(english(/*i18n*/ { id: 'Events' })) },
          { path: 'manage-parameters', element: <ParametersPage />, handle: pageTitle(english(/*i18n*/ { id: 'Parameter' })) },
          { path: 'manage-vehicle-type', element: <VehicleTypesPage />, handle: pageTitle(english(/*i18n*/ { id: 'Vehicle Type' })) },
          { path: 'manage-vehicle-id', element: <VehicleIdsPage />, handle: pageTitle(english(/*i18n*/ { id: 'Vehicle ID' })) },
          { path: 'results/:eventId', element: <ResultsPage />, handle: pageTitle(english(/*i18n*/ { id: 'Results' })) },
          {
            path: 'results/:eventId/judges-choice',
            element: <JudgesChoicePage />,
            handle: pageTitle(english(/*i18n*/ { id: 'Judges Choice' })),
          },
          { path: 'coverage/:eventId', element: <CoverageRoute />, handle: pageTitle(english(/*i18n*/ { id: 'Judging coverage' })) },
          { path: 'results/:eventId/votes', element: <VotesPage />, handle: pageTitle(english(/*i18n*/ { id: 'Audience votes' })) },
          { path: 'audit', element: <AuditPage />, handle: pageTitle(english(/*i18n*/ { id: 'Audit log' })) },
          { path: 'gate-staff', element: <StaffPage />, handle: pageTitle(english(/*i18n*/ { id: 'Gate volunteers' })) },
          { path: 'entries/:eventId', element: <EntriesPage />, handle: pageTitle(english(/*i18n*/ { id: 'Entries' })) },
          { path: '*', element: <Navigate to={ROUTES.adminDashboard} replace /> },
        ],
      },
    ]),
  ],
};
