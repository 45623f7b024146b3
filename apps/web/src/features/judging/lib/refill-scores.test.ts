import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { API, ROUTES } from '@showgrid/shared/paths';
import { useFailedRequestStore } from '../../../offline/failed-request-store';
import { useNetworkStore } from '../../../offline/network-status';
import { replayQueue, setReplayHandlers } from '../../../offline/replay-queue';
import { judgeUser, renderApp, restoreSession } from '../../../test/render-app';
import { toJudgeVehicle } from '../api/get-judge-vehicles';
import { useJudgeStore } from '../stores/judge-store';
import { CLASSICS, EVENT_ID, fakeJudgingApi, scoreEntry, vehicle } from '../testing/fake-judging-api';
import { refillScores } from './refill-scores';
import { scoreWriteRequest } from './score-request';
import { judgingReplayHandlers } from './score-sync';

const EARLIER = '2030-05-01T09:00:00.000Z';
const LATER = '2030-05-01T10:00:00.000Z';

/** The judge scored this vehicle on the tablet at `at`; the server said it had it (or not). */
function gave(vehicleId: number, at: string, sync: 'saved' | 'pending' | 'refused' = 'saved') {
  const store = useJudgeStore.getState();
  store.recordScore({ vehicle: toJudgeVehicle(vehicle(vehicleId)), scores: { 11: 4, 12: vehicleId }, specialNote: `note ${String(vehicleId)}`, chosen: vehicleId === 1, dtEditedAt: at });
  if (sync === 'saved') store.markSaved(vehicleId, 500 + vehicleId);
  if (sync === 'refused') store.markRefused(vehicleId);
}

const posted = (api: ReturnType<typeof fakeJudgingApi>) => api.sent('POST', API.scoreEntries).map((request) => request.body);
const queuedVehicles = () =>
  useFailedRequestStore.getState().requests.map((request) => ({ method: request.method, url: request.url, data: request.data }));

beforeEach(() => {
  useJudgeStore.getState().clear();
  useFailedRequestStore.getState().clear();
  setReplayHandlers({});
  useNetworkStore.setState({ online: true });
});

describe('refilling the server after a reconnect', () => {
  it('re-sends a saved score the server lacks, as the scoring form built it', async () => {
    const api = fakeJudgingApi();
    gave(1, LATER);
    expect(await refillScores()).toBe(1);

    expect(api.sent('GET', API.scoreEntries)[0]?.query.get('intEventId')).toBe(String(EVENT_ID));
    expect(posted(api)).toEqual([
      {
        intEventId: EVENT_ID,
        intVehicleId: 1,
        strSpecialNote: 'note 1',
        objParameterWiseScore: { '11': 4, '12': 1 },
        blnTopChoice: true,
        dtEditedAt: LATER,
        strDeviceId: useJudgeStore.getState().strDeviceId,
      },
    ]);
    expect(api.entries.map((entry) => entry.intVehicleId)).toEqual([1]);
    expect(useJudgeStore.getState().edits[1]?.sync).toBe('saved');
  });

  it('re-sends when the server holds an older edit, and not when it holds the same or a newer one', async () => {
    const api = fakeJudgingApi({
      entries: [scoreEntry(1, { dtEditedAt: EARLIER }), scoreEntry(2, { dtEditedAt: LATER }), scoreEntry(3, { dtEditedAt: LATER })],
    });
    gave(1, LATER);
    gave(2, LATER);
    gave(3, EARLIER);
    expect(await refillScores()).toBe(1);

    expect(posted(api)).toEqual([expect.objectContaining({ intVehicleId: 1, dtEditedAt: LATER })]);
    expect(api.sent('PUT', API.scoreEntry(501))).toEqual([]);
    expect(api.entries.find((entry) => entry.intVehicleId === 1)?.dtEditedAt).toBe(LATER);
  });

  it('keeps a newer saved edit when the list merges an older server entry, and re-sends it', async () => {
    const api = fakeJudgingApi({ entries: [scoreEntry(1, { dtEditedAt: EARLIER })] });
    gave(1, LATER);
    useJudgeStore.getState().mergeEntries(api.entries);
    expect(useJudgeStore.getState().scores[1]).toEqual({ 11: 4, 12: 1 });
    await refillScores();
    expect(posted(api)).toEqual([expect.objectContaining({ intVehicleId: 1, dtEditedAt: LATER })]);
  });

  it('never re-sends a refused score, one of a vehicle stepped aside from, or one already queued', async () => {
    const api = fakeJudgingApi();
    gave(1, LATER, 'refused');
    gave(2, LATER);
    useJudgeStore.getState().recordRecusal(2);
    gave(3, LATER);
    const waiting = scoreWriteRequest({ intEventId: EVENT_ID, intVehicleId: 3, scores: { 11: 1 }, specialNote: '', chosen: false, dtEditedAt: LATER, strDeviceId: 'd' });
    useFailedRequestStore.getState().enqueue(waiting);

    expect(await refillScores()).toBe(0);
    expect(api.sent('POST', API.scoreEntries)).toEqual([]);
    expect(useFailedRequestStore.getState().requests).toEqual([waiting]);
    expect(useJudgeStore.getState().edits[1]?.sync).toBe('refused');
  });

  it('sends a score whose send a closed tab cut short (still pending, nothing queued)', async () => {
    const api = fakeJudgingApi();
    gave(2, LATER, 'pending');
    await refillScores();
    expect(posted(api)).toEqual([expect.objectContaining({ intVehicleId: 2 })]);
    expect(useJudgeStore.getState().edits[2]?.sync).toBe('saved');
  });

  it('queues what it cannot send when the network drops midway, and the queue delivers it later', async () => {
    const api = fakeJudgingApi();
    let down = true;
    api.answer('POST', API.scoreEntries, () => (down ? Promise.reject(new TypeError('Failed to fetch')) : undefined));
    gave(1, LATER);
    gave(2, LATER);
    expect(await refillScores()).toBe(2);

    // One try; the second goes straight to the queue.
    expect(api.sent('POST', API.scoreEntries)).toHaveLength(1);
    expect(queuedVehicles()).toEqual([
      { method: 'POST', url: API.scoreEntries, data: expect.objectContaining({ intVehicleId: 1, dtEditedAt: LATER }) },
      { method: 'POST', url: API.scoreEntries, data: expect.objectContaining({ intVehicleId: 2, dtEditedAt: LATER }) },
    ]);

    down = false;
    setReplayHandlers(judgingReplayHandlers(() => {}));
    await replayQueue();
    expect(api.entries.map((entry) => entry.intVehicleId).sort()).toEqual([1, 2]);
    expect(useFailedRequestStore.getState().requests).toEqual([]);
  });

  it('does not let an older re-send that failed replace a newer write the judge queued meanwhile', async () => {
    const api = fakeJudgingApi();
    const gate = { started: false, fail: () => {} };
    api.answer('POST', API.scoreEntries, () => {
      gate.started = true;
      return new Promise<Response>((_, reject) => {
        gate.fail = () => reject(new TypeError('Failed to fetch'));
      });
    });
    gave(1, EARLIER);
    const refill = refillScores();
    await waitFor(() => expect(gate.started).toBe(true));

    // The judge edits again while the re-send is on its way, and that write is queued.
    gave(1, LATER, 'pending');
    const newer = scoreWriteRequest({ intEventId: EVENT_ID, intVehicleId: 1, scores: { 11: 4, 12: 1 }, specialNote: 'note 1', chosen: true, dtEditedAt: LATER, strDeviceId: 'd' });
    useFailedRequestStore.getState().enqueue(newer);
    gate.fail();
    await refill;

    expect(useFailedRequestStore.getState().requests).toEqual([newer]);
    expect(useJudgeStore.getState().edits[1]?.sync).toBe('pending');
  });

  it('runs one pass at a time', async () => {
    const api = fakeJudgingApi();
    gave(1, LATER);
    const first = refillScores();
    const second = refillScores();
    expect(second).toBe(first);
    await first;
    expect(api.sent('GET', API.scoreEntries)).toHaveLength(1);
    expect(api.sent('POST', API.scoreEntries)).toHaveLength(1);
  });
});

describe('the judge area refills', () => {
  beforeEach(() => {
    restoreSession(judgeUser);
    useJudgeStore.getState().setOwner(7);
    useJudgeStore.setState({ selectedEventId: EVENT_ID, selectedCategoryId: CLASSICS });
  });

  it('once at start and again after each reconnect', async () => {
    const api = fakeJudgingApi();
    gave(2, LATER);
    renderApp(ROUTES.judgeCategory);
    await waitFor(() => expect(api.sent('POST', API.scoreEntries)).toHaveLength(1));
    expect(await screen.findByRole('heading', { name: 'Select Category' })).toBeInTheDocument();

    // The server loses its writes (say, restored from a backup) while the tablet is offline.
    api.entries.length = 0;
    window.dispatchEvent(new Event('offline'));
    await waitFor(() => expect(useNetworkStore.getState().online).toBe(false));
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(api.sent('POST', API.scoreEntries)).toHaveLength(2));
    expect(api.entries.map((entry) => entry.intVehicleId)).toEqual([2]);
  });
});
