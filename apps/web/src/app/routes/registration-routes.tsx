import type { RouteObject } from 'react-router';
import { AudienceLayout } from '../layouts/audience-layout';
import { lazyPage } from '../lazy-page';

// The entrant's pages (issue 31): public phone pages in the visitor's frame, each a chunk of its
// own, so neither carries an admin or judge screen, nor the other's form.
const RegisterPage = lazyPage(() => import('../../features/registration/components/register-page').then((m) => m.RegisterPage));
const EntrantPage = lazyPage(() => import('../../features/registration/components/entrant-page').then((m) => m.EntrantPage));

/**
 * /register/{eventId} (anyone; the e-mail code before entering) and /entrant (the entrant's entries).
 * In both route trees: the full app's, and the visitor's app (audience-main.tsx), which the server
 * may send for these paths as it does for /audience.
 */
export const registrationRoutes: RouteObject = {
  element: <AudienceLayout />,
  children: [
    { path: '/register/:eventId', element: <RegisterPage /> },
    { path: '/entrant', element: <EntrantPage /> },
  ],
};
