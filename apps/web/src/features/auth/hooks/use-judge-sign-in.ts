import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ROUTES } from '@showgrid/shared/paths';
import type { LoginBody } from '@showgrid/shared/schemas/auth';
import { broadcastJudgeLogout } from '../../../lib/tab-channel';
import { clearTokensIfHeld, setTokens } from '../../../lib/token-storage';
import { getJudge } from '../api/get-judge';
import { requestTokensFor, signInErrorMessage } from '../lib/sign-in';
import { flushSessionStorage, useSessionStore } from '../stores/session-store';

/**
 * Makes the device's judging data this judge's before the judge pages open; the app composes it
 * (features stay apart): another judge's data is cleared, the same judge's is kept.
 */
export type ClaimJudgingData = (judgeId: number) => Promise<void>;

export function useJudgeSignInMutation(claimJudgingData: ClaimJudgingData) {
  const navigate = useNavigate();
  const setUser = useSessionStore((state) => state.setUser);
  return useMutation({
    mutationFn: async (body: LoginBody) => {
      const tokens = await requestTokensFor('judge', body);
      // One judge session per device: other tabs sign out before this one stores its tokens.
      broadcastJudgeLogout(tokens.user_id);
      await setTokens(tokens);
      try {
        const judge = await getJudge(tokens.user_id);
        await claimJudgingData(judge.intJudgeId);
        setUser({ ...judge, role: 'judge', username: body.username });
        await flushSessionStorage();
      } catch (error) {
        // Without the judge record the judge pages cannot work; do not leave half a session behind
        // (unless another tab has signed in over it meanwhile).
        await clearTokensIfHeld();
        throw error;
      }
    },
    onSuccess: () => navigate(ROUTES.judgeCategory, { replace: true }),
    // The query client shows it (lib/show-error.ts).
    meta: { errorMessage: signInErrorMessage },
  });
}
