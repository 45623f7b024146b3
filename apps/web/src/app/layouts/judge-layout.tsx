import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { LIMITS } from '@showgrid/shared/limits';
import { DeviceStorageWarning } from '../../components/device-storage-warning';
import { TabletGate } from '../../components/tablet-gate';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { useSessionStore } from '../../features/auth/stores/session-store';
import { JudgeHeader } from '../../features/judging/components/judge-header';
import { useRecusalsKeptOnDevice } from '../../features/judging/api/get-recusals';
import { judgingKeys } from '../../features/judging/api/query-keys';
import { replayRequests } from '../../features/judging/outbox/request-outbox';
import { scoreOutbox } from '../../features/judging/outbox/score-outbox';
import { claimJudgingTab, mayWriteJudgingData, useJudgingTabRole } from '../../offline/judging-tab';
import { listenToOutbox } from '../../offline/outbox/lanes';
import { useOfflineSync } from '../../offline/use-offline-sync';
import { LanguageSelect } from '../language/language-select';
import { judgeInThisTab } from '../session/judging-tab';
import { JudgingElsewhere } from './judging-elsewhere';

const refreshJudging = (queryClient: QueryClient) => void queryClient.invalidateQueries({ queryKey: judgingKeys.all });

/**
 * The judge's lanes of the one outbox (ADR 030): step-asides and scores go on the outbox's beat;
 * at start and after each reconnect the scores lane re-sends what the server lacks (PRODUCT
 * "Offline judging"). Module level, so the sync effect runs once per mount.
 */
const syncOptions = {
  // Only the tab that judges sends (offline/judging-tab.ts): another tab's copy is older.
  lanes: [replayRequests, scoreOutbox.flush].map((pass) => () => (mayWriteJudgingData() ? pass() : Promise.resolve())),
  onReconnect: (): Promise<number> => (mayWriteJudgingData() ? scoreOutbox.refill() : Promise.resolve(0)),
};

/** The judge frame: tablet-only (SPEC §2), header, connection watch and offline queue replay. */
export function JudgeLayout() {
  const user = useSessionStore((state) => state.user);
  const logout = useLogout('judge');
  const judge = user?.role === 'judge' ? user : null;
  const judgeId = judge?.intJudgeId ?? null;
  const queryClient = useQueryClient();
  // Leaving the judge area (logout, a LOGOUT from another tab, another judge signing in) drops
  // the cached answers: they are this judge's, and the next judge in this tab must not merge them.
  useEffect(() => () => queryClient.removeQueries({ queryKey: judgingKeys.all }), [queryClient, judgeId]);
  // An answer from the server (sent or refused) changes the judge's figures and lists.
  useEffect(() => listenToOutbox(() => refreshJudging(queryClient)), [queryClient]);
  useOfflineSync(syncOptions);
  useRecusalsKeptOnDevice();
  // The tab a judge opens judges; another tab still open stops writing and says so (ADR 030).
  useEffect(() => claimJudgingTab(), []);
  const elsewhere = useJudgingTabRole() === 'elsewhere';
  // Taking judging back mounts the pages again on the device's copy (a sheet's form reads its draft).
  const judgeHere = async () => {
    await judgeInThisTab();
    refreshJudging(queryClient);
  };

  return (
    <TabletGate min={LIMITS.tabletMinWidth} max={LIMITS.tabletMaxWidth} onLogout={() => void logout()}>
      <JudgingElsewhere elsewhere={elsewhere} onJudgeHere={judgeHere}>
        <div className="min-h-screen bg-slate-50">
          <JudgeHeader
            judge={judge}
            onLogout={() => void logout()}
            // Compact for a tablet's header: the word "Language" stays the picker's name, for screen readers only.
            languageSelect={<LanguageSelect className="[&>span]:sr-only" />}
          />
          <DeviceStorageWarning />
          <main>
            <Outlet />
          </main>
        </div>
      </JudgingElsewhere>
    </TabletGate>
  );
}
