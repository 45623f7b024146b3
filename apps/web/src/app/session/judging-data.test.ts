import { beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_DB } from '@showgrid/shared/limits';
import { useJudgeStore } from '../../features/judging/stores/judge-store';
import { vehicleScore } from '../../features/judging/testing/sheets';
import { idbGet, idbSet } from '../../lib/idb';
import { isQueued, useFailedRequestStore, type FailedRequest } from '../../offline/failed-request-store';
import { claimJudgingData } from './claim-judging-data';
import { clearJudgingData } from './clear-judging-data';

const queued: FailedRequest = {
  method: 'POST',
  url: '/api/recusal/',
  data: { intEventId: 3, intVehicleId: 3 },
  headers: {},
  at: '2030-05-01T09:00:00.000Z',
  intJudgeId: null,
};

/** Writes judging data and queue straight to the device, as another tab (or an earlier visit) would. */
async function onDisk(owner: number | null, selectedVehicleId: number): Promise<void> {
  const sheets = { [selectedVehicleId]: vehicleScore({ state: 'pending', sheet: { chosen: true } }) };
  const judge = { state: { intJudgeId: owner, selectedVehicleId, sheets }, version: 1 };
  await idbSet(DEVICE_DB.stores.judge, 'judge', JSON.stringify(judge));
  await idbSet(DEVICE_DB.stores.failedRequests, 'failed-requests', JSON.stringify({ state: { requests: [queued] }, version: 1 }));
}

const diskJudge = () => idbGet(DEVICE_DB.stores.judge, 'judge');
const diskQueue = () => idbGet(DEVICE_DB.stores.failedRequests, 'failed-requests');

beforeEach(() => {
  useJudgeStore.getState().clear();
  useFailedRequestStore.getState().clear();
});

describe('clearJudgingData', () => {
  it('waits for the device read still running, so it cannot put the old data back afterwards', async () => {
    await onDisk(7, 3);
    // A store that has not finished reading the device yet (as on a fresh page load).
    const judgeHydration = useJudgeStore.persist.rehydrate();
    const queueHydration = useFailedRequestStore.persist.rehydrate();
    await clearJudgingData();
    await Promise.all([judgeHydration, queueHydration]);

    expect(useJudgeStore.getState().selectedVehicleId).toBeNull();
    expect(useFailedRequestStore.getState().requests).toEqual([]);
    expect(await diskJudge()).toContain('"selectedVehicleId":null');
    expect(await diskQueue()).toContain('"requests":[]');
  });
});

describe('claimJudgingData (judge sign-in)', () => {
  it("keeps the same judge's data and queue, read fresh from the device", async () => {
    await onDisk(7, 3);
    await claimJudgingData(7);
    expect(useJudgeStore.getState()).toMatchObject({ intJudgeId: 7, selectedVehicleId: 3 });
    expect(useFailedRequestStore.getState().requests).toEqual([queued]);
    expect(useJudgeStore.getState().sheets[3]?.state).toBe('pending');
    expect(await diskQueue()).toContain('recusal');
  });

  it("starts the new judge from nothing; the other judge's queued step-aside stays theirs, not the new judge's", async () => {
    await onDisk(3, 3);
    await claimJudgingData(7);
    expect(useJudgeStore.getState()).toMatchObject({ intJudgeId: 7, selectedVehicleId: null, sheets: {} });
    expect(useFailedRequestStore.getState().requests).toEqual([{ ...queued, intJudgeId: 3 }]);
    expect(isQueued(useFailedRequestStore.getState().requests, 3, '/api/', 7)).toBe(false);
    expect(await diskJudge()).toContain('"intJudgeId":7');
    expect(await diskQueue()).toContain('"intJudgeId":3');
  });

  it("puts the other judge's unsent score aside for them, not wiped, and gives it back when they sign in again", async () => {
    await onDisk(3, 3);
    await claimJudgingData(7);
    expect(useJudgeStore.getState().sheets).toEqual({});
    expect(await diskJudge()).toContain('"shelved":{"3":');
    await claimJudgingData(3);
    expect(useJudgeStore.getState()).toMatchObject({ intJudgeId: 3, sheets: { 3: { state: 'pending', sheet: { chosen: true } } } });
  });

  it('decides on what another tab wrote since this tab loaded, not on stale memory', async () => {
    useJudgeStore.setState({ intJudgeId: 7, selectedVehicleId: 1 });
    await onDisk(3, 3); // another tab: judge 3 signed in and queued a score
    await claimJudgingData(3);
    expect(useJudgeStore.getState()).toMatchObject({ intJudgeId: 3, selectedVehicleId: 3 });
    expect(useFailedRequestStore.getState().requests).toEqual([queued]);
  });
});
