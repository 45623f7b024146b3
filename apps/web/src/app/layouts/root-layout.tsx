import { Outlet } from 'react-router';
import { useJudgeTabCheck } from '../session/use-judge-tab-check';
import { useSessionExpiryRedirect } from '../session/use-session-expiry-redirect';

/** Wraps every route so session-wide listeners can navigate. */
export function RootLayout() {
  useSessionExpiryRedirect();
  useJudgeTabCheck();
  return <Outlet />;
}
