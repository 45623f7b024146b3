import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES } from '@showgrid/shared/paths';
import { SESSION_STORAGE_KEY, forgetSessionInMemory, useSessionStore } from '../../features/auth/stores/session-store';
import { listenForJudgeLogout } from '../../lib/tab-channel';
import { releaseJudgingTab } from '../../offline/judging-tab';
import { clearTokensIfHeld } from '../../lib/token-storage';
import { clearJudgingData } from './clear-judging-data';

/**
 * A judge signing in on another tab broadcasts LOGOUT. This tab then drops its judge session and
 * stops writing the judging data (the other tab judges now). Tokens and user on disk go only if
 * they are still this tab's: the other tab may already have stored its new session there. This
 * tab forgets the judging data it holds in memory if a different judge signed in, or the
 * already-logged-in Cancel ended the session; the device's copy is the other tab's to keep (its
 * sign-in puts this judge's unsent work aside, ADR 030) or to clear (the Cancel). The same judge
 * signing in again (say after an expired session) keeps every queued score.
 */
export async function handleJudgeLogoutBroadcast(judgeId: number | null, goToLogin: () => void): Promise<void> {
  const user = useSessionStore.getState().user;
  if (user?.role !== 'judge') return;
  // The tab signing a judge in judges now: from this moment this tab writes nothing to the device
  // (ADR 030): another judge's tab puts this judge's unsent work aside there, so it is not wiped
  // here. The Cancel's tab took the data over before clearing it (an older release's did not:
  // then this tab, still judging, clears the device's copy too).
  if (judgeId !== null) releaseJudgingTab();
  await clearTokensIfHeld([SESSION_STORAGE_KEY]);
  forgetSessionInMemory();
  // Another judge or the Cancel (null): this tab forgets the data it holds in memory.
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
