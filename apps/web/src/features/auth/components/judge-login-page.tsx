import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { ROUTES } from '@showgrid/shared/paths';
import { revokeInBackground } from '../api/revoke-session';
import { LOGGED_OUT_MESSAGE } from '../hooks/use-logout';
import { useJudgeSignInMutation, type ClaimJudgingData } from '../hooks/use-judge-sign-in';
import { signOutLocally } from '../lib/sign-out';
import { useSessionStore } from '../stores/session-store';
import { LoginForm } from './login-form';
import { broadcastJudgeLogout } from '../../../lib/tab-channel';
import { inScreensLanguage } from '../../../lib/screen-words';
import { useSay } from '../../../components/use-say';

// Only a judge already signed in on this tablet sees it: the sign-in page downloads it then, not
// with every first visit (the dialog library is a sixth of the sign-in's script; issue 32's budget).
const AlreadyLoggedInDialog = lazy(() => import('./already-logged-in-dialog').then((m) => ({ default: m.AlreadyLoggedInDialog })));

interface JudgeLoginPageProps {
  /** Clears the judge working data and offline queue; the app composes it (features stay apart). */
  onClearJudgingData: () => void | Promise<void>;
  /** Hands the judging data to the judge signing in (see ClaimJudgingData). */
  onClaimJudgingData: ClaimJudgingData;
}

export function JudgeLoginPage({ onClearJudgingData, onClaimJudgingData }: JudgeLoginPageProps) {
  const say = useSay();
  const navigate = useNavigate();
  const signIn = useJudgeSignInMutation(onClaimJudgingData);
  const [cancelling, setCancelling] = useState(false);
  const judgeSignedIn = useSessionStore((state) => state.loaded && state.user?.role === 'judge');
  // Only a session found on arrival warns; the one this page just created navigates away instead.
  const warningOpen = judgeSignedIn && signIn.isIdle;

  // Cancel logs out: the device first (the dialog is busy only for that), the server in the background.
  const cancel = async () => {
    setCancelling(true);
    const refresh = await signOutLocally();
    await Promise.resolve(onClearJudgingData()).catch(reportClearFailure);
    // Other tabs of this judge sign out and drop the judging data they hold in memory.
    broadcastJudgeLogout(null);
    setCancelling(false);
    toast.success(inScreensLanguage(LOGGED_OUT_MESSAGE));
    revokeInBackground(refresh);
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 p-6">
      <div className="w-full max-w-lg rounded-2xl bg-white p-8 shadow-sm sm:p-10">
        <h1 className="text-3xl font-bold text-slate-900">{say(/*i18n*/ { id: 'Welcome, Judge' })}</h1>
        <p className="mt-2 mb-8 text-lg text-slate-600">{say(/*i18n*/ { id: 'Sign in to score the vehicles of your show.' })}</p>
        <LoginForm submitLabel={say(/*i18n*/ { id: 'Sign in' })} pending={signIn.isPending} onSubmit={(body) => signIn.mutate(body)} />
      </div>
      {(warningOpen || cancelling) && (
        <Suspense fallback={null}>
          <AlreadyLoggedInDialog
            open={warningOpen}
            busy={cancelling}
            onContinue={() => void navigate(ROUTES.judgeCategory)}
            onCancel={() => void cancel()}
          />
        </Suspense>
      )}
    </main>
  );
}

// The session is already gone; a failed device write must not leave the dialog stuck or throw.
function reportClearFailure(error: unknown): void {
  console.warn('Could not clear the judging data', error);
}
