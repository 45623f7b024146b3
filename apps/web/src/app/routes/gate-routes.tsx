import type { RouteObject } from 'react-router';
import { ROUTES } from '@showgrid/shared/paths';
import { GATE_ROLES } from '@showgrid/shared/roles';
import { GateLoginPage } from '../../features/auth/components/gate-login-page';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { useSessionStore } from '../../features/auth/stores/session-store';
import { LazyLanguageSelect } from '../language/lazy-language-select';
import { lazyPage } from '../lazy-page';
import { RequireRole } from '../require-role';
import { inLanguage } from './in-language';

// The gate is its own chunk: no judge or visitor downloads it, and its QR reader (WebAssembly)
// loads only on a gate phone. The sign-in comes with the app, like the others.
const GatePage = lazyPage(() => import('../../features/gate/components/gate-page').then((m) => m.GatePage));
const ArrivalListPage = lazyPage(() => import('../../features/gate/components/arrival-list-page').then((m) => m.ArrivalListPage));

/**
 * The gate page with its Logout and the app's language picker: the session belongs to auth, the
 * language to the app, the page to the gate (features stay apart).
 */
function GateHome() {
  const role = useSessionStore((state) => state.user?.role ?? 'staff');
  const logout = useLogout(role);
  return (
    <GatePage
      onLogout={() => void logout()}
      // Compact for a phone's header: the word "Language" stays the picker's name, for screen readers only.
      languageSelect={<LazyLanguageSelect className="[&>span]:sr-only" />}
    />
  );
}

/** /gate (PRODUCT.md "Gate check-in"): the volunteers' phone page and the printable arrival list. */
export const gateRoutes: RouteObject = {
  path: ROUTES.gate,
  children: [
    { path: 'login', element: <GateLoginPage /> },
    {
      element: <RequireRole role={GATE_ROLES} loginPath={ROUTES.gateLogin} />,
      children: [
        inLanguage([
          { index: true, element: <GateHome /> },
          { path: 'arrival-list/:eventId', element: <ArrivalListPage /> },
        ]),
      ],
    },
  ],
};
