import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullPageSpinner } from '../../components/spinner';
import { useJudgeTabCheck } from '../session/use-judge-tab-check';
import { useJudgingTabWatch } from '../session/judging-tab';
import { useSessionExpiryRedirect } from '../session/use-session-expiry-redirect';

/** Wraps every route so session-wide listeners can navigate; a page still downloading shows a spinner. */
export function RootLayout() {
  useSessionExpiryRedirect();
  useJudgeTabCheck();
  useJudgingTabWatch();
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Outlet />
    </Suspense>
  );
}
