import { useFailedRequestStore } from '../../../offline/failed-request-store';
import { useNetworkStore } from '../../../offline/network-status';
import { judgeRecord, judgeUser, restoreSession } from '../../../test/render-app';
import { useJudgeStore } from '../stores/judge-store';

/** Ada signed in on a tablet that holds nothing yet (no judging data, nothing waiting), online. */
export function signedInOnFreshTablet(): void {
  restoreSession(judgeUser);
  useJudgeStore.getState().clear();
  useJudgeStore.getState().setOwner(judgeRecord.intJudgeId);
  useFailedRequestStore.getState().clear();
  useNetworkStore.setState({ online: true });
}
