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
 * A judge signing in on another tab broadcasts LOGOUT. This tab then drops its judge session.
 * Tokens and user on disk go only if they are still this tab's: the other tab may already have
 * stored its new session there. Judging data goes only if a different judge signed in, or the
 * already-logged-in Cancel ended the session: the same judge signing in again (say after an
 * expired session) keeps every queued score.
 */
export async function handleJudgeLogoutBroadcast(judgeId: number | null, goToLogin: () => void): Promise<void> {
  const user = useSessionStore.getState().user;
  if (user?.role !== 'judge') return;
  await clearTokensIfHeld([SESSION_STORAGE_KEY]);
  forgetSessionInMemory();
  // null (the other tab's already-logged-in Cancel) clears too: this tab's memory would otherwise
  // write the judging data back to the device and keep replaying the queue.
  const cleared = judgeId === user.intJudgeId ? Promise.resolve() : clearJudgingData(judgeId ?? undefined);
  goToLogin();
  await cleared;
}

export function useJudgeTabCheck(): void {
  const navigate = useNavigate();
  useEffect(
    () =>
      listenForJudgeLogout((judgeId) => {
        void handleJudgeLogoutBroadcast(judgeId, () => void navigate(ROUTES.judgeLogin, { replace: true }));
      }),
    [navigate],
  );
}
