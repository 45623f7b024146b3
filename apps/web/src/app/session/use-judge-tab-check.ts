import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES } from '@showgrid/shared/paths';
import {
  SESSION_STORAGE_KEY,
  forgetSessionInMemory,
  useSessionStore,
} from '../../features/auth/stores/session-store';
import { listenForJudgeLogout } from '../../lib/tab-channel';
import { clearTokensIfHeld } from '../../lib/token-storage';
import { clearJudgingData } from './clear-judging-data';

/**
 * A judge signing in on another tab broadcasts LOGOUT. This tab then drops its judge session and
 * judging data. Tokens and user on disk go only if they are still this tab's: the other tab may
 * already have stored its new session there.
 */
export async function handleJudgeLogoutBroadcast(goToLogin: () => void): Promise<void> {
  if (useSessionStore.getState().user?.role !== 'judge') return;
  await clearTokensIfHeld([SESSION_STORAGE_KEY]);
  forgetSessionInMemory();
  const cleared = clearJudgingData();
  goToLogin();
  await cleared;
}

export function useJudgeTabCheck(): void {
  const navigate = useNavigate();
  useEffect(
    () =>
      listenForJudgeLogout(() => {
        void handleJudgeLogoutBroadcast(() => void navigate(ROUTES.judgeLogin, { replace: true }));
      }),
    [navigate],
  );
}
