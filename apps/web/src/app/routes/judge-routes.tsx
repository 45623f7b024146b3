import { Navigate, type RouteObject } from 'react-router';
import { ROUTES } from '@showgrid/shared/paths';
import { PagePlaceholder } from '../../components/page-placeholder';
import { lazyPage } from '../lazy-page';
import { RequireRole } from '../require-role';
import { inLanguage } from './in-language';

const judgeArea = () => import('./judge-area');
const JudgeLayout = lazyPage(() => judgeArea().then((m) => m.JudgeLayout));
const CategoryPage = lazyPage(() => judgeArea().then((m) => m.CategoryPage));
const VehiclesPage = lazyPage(() => judgeArea().then((m) => m.VehiclesPage));
const ScoringPage = lazyPage(() => judgeArea().then((m) => m.ScoringPage));
const ChoicesPage = lazyPage(() => judgeArea().then((m) => m.ChoicesPage));

export const judgeRoutes: RouteObject = {
  path: '/judge',
  element: <RequireRole role="judge" loginPath={ROUTES.judgeLogin} />,
  children: [
    inLanguage([
      {
        element: <JudgeLayout />,
        children: [
          { index: true, element: <Navigate to={ROUTES.judgeDashboard} replace /> },
          { path: 'dashboard', element: <PagePlaceholder title="Judge Dashboard" /> },
          { path: 'category', element: <CategoryPage /> },
          { path: 'vehicles', element: <VehiclesPage /> },
          { path: 'scoring', element: <ScoringPage /> },
          { path: 'choices', element: <ChoicesPage /> },
          { path: '*', element: <Navigate to={ROUTES.judgeCategory} replace /> },
        ],
      },
    ]),
  ],
};
