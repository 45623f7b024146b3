import { useEffect } from 'react';
import { flushJudgeStorage, useJudgeStore } from '../../features/judging/stores/judge-store';
import { flushFailedRequestStorage, useFailedRequestStore } from '../../offline/failed-request-store';
import { listenForJudgingClaims, takeJudgingTabBack } from '../../offline/judging-tab';

/** The judging data as the device holds it, read into this tab's memory. */
const readJudgingDataFromDevice = () => Promise.all([useJudgeStore.persist.rehydrate(), useFailedRequestStore.persist.rehydrate()]);
const flushJudgingData = () => Promise.all([flushJudgeStorage(), flushFailedRequestStorage()]);

/** While mounted (every page): another tab judging stops this one writing (offline/judging-tab.ts, ADR 030). */
export function useJudgingTabWatch(): void {
  useEffect(() => listenForJudgingClaims(flushJudgingData), []);
}

/** "Judge in this tab": takes judging back from the tab that has it, with what that tab wrote. */
export const judgeInThisTab = (): Promise<void> => takeJudgingTabBack(readJudgingDataFromDevice);
