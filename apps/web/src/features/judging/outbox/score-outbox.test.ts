import { screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, ROUTES } from '@showgrid/shared/paths';
import type { ScoreEntryBody } from '@showgrid/shared/schemas/score';
import { ApiError } from '../../../lib/api-errors';
import { useFailedRequestStore } from '../../../offline/failed-request-store';
import { useNetworkStore } from '../../../offline/network-status';
import { judgeUser, renderApp, restoreSession } from '../../../test/render-app';
import { toJudgeVehicle } from '../api/get-judge-vehicles';
import { useJudgeStore } from '../stores/judge-store';
import { CLASSICS, EVENT_ID, fakeJudgingApi, scoreEntry, vehicle } from '../testing/fake-judging-api';
import { createScoreOutbox, scoreOutbox } from './score-outbox';
import type { SyncState } from './sheet-state';

const EARLIER = '2030-05-01T09:00:00.000Z';
const LATER = '2030-05-01T10:00:00.000Z';

/** The judge scored this vehicle on the tablet at `at`; the server said it had it (or not). */
function gave(vehicleId: number, at: string, state: SyncState = 'saved') {
  const { applyToSheet } = useJudgeStore.getState();
  const sheet = { scores: { 11: 4, 12: vehicleId }, specialNote: `note ${String(vehicleId)}`, chosen: vehicleId === 1 };
  applyToSheet(vehicleId, { type: 'edited', intEventId: EVENT_ID, intCategoryId: CLASSICS, sheet, editedAt: at });
  if (state === 'saved') applyToSheet(vehicleId, { type: 'sent', editedAt: at });
  if (state === 'refused') applyToSheet(vehicleId, { type: 'refused', editedAt: at });
}

const posted = (api: ReturnType<typeof fakeJudgingApi>) => api.sent('POST', API.scoreEntries).map((request) => request.body);
const stateOf = (vehicleId: number) => useJudgeStore.getState().sheets[vehicleId]?.state;

afterEach(() => {
  vi.restoreAllMocks();
});

beforeEach(() => {
  useJudgeStore.getState().clear();
  useFailedRequestStore.getState().clear();
  useNetworkStore.setState({ online: true });
});

describe('refilling the server after a reconnect', () => {
  it('re-sends a saved score the server lacks, as the scoring form built it', async () => {
    const api = fakeJudgingApi();
    gave(1, LATER);
    expect(await scoreOutbox.refill()).toBe(1);

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
    expect(stateOf(1)).toBe('saved');
  });

  it('re-sends when the server holds an older edit, and not when it holds the same or a newer one', async () => {
    const api = fakeJudgingApi({
      entries: [scoreEntry(1, { dtEditedAt: EARLIER }), scoreEntry(2, { dtEditedAt: LATER }), scoreEntry(3, { dtEditedAt: LATER })],
    });
    gave(1, LATER);
    gave(2, LATER);
    gave(3, EARLIER);
    expect(await scoreOutbox.refill()).toBe(1);

    expect(posted(api)).toEqual([expect.objectContaining({ intVehicleId: 1, dtEditedAt: LATER })]);
    expect(api.sent('PUT', API.scoreEntry(501))).toEqual([]);
    expect(api.entries.find((entry) => entry.intVehicleId === 1)?.dtEditedAt).toBe(LATER);
  });

  it('keeps a newer saved edit when the list merges an older server entry, and re-sends it', async () => {
    const api = fakeJudgingApi({ entries: [scoreEntry(1, { dtEditedAt: EARLIER })] });
    gave(1, LATER);
    useJudgeStore.getState().mergeEntries(api.entries);
    expect(useJudgeStore.getState().sheets[1]?.sheet.scores).toEqual({ 11: 4, 12: 1 });
    await scoreOutbox.refill();
    expect(posted(api)).toEqual([expect.objectContaining({ intVehicleId: 1, dtEditedAt: LATER })]);
  });

  it('never re-sends a refused score or one of a vehicle stepped aside from; one waiting goes once', async () => {
    const api = fakeJudgingApi();
    gave(1, LATER, 'refused');
    gave(2, LATER);
    useJudgeStore.getState().recordRecusal(2);
    gave(3, LATER, 'pending');

    expect(await scoreOutbox.refill()).toBe(0);
    expect(posted(api)).toEqual([expect.objectContaining({ intVehicleId: 3 })]);
    expect(stateOf(1)).toBe('refused');
    expect(stateOf(2)).toBe('saved');
  });

  it('sends a score whose send a closed tab cut short (still pending)', async () => {
    const api = fakeJudgingApi();
    gave(2, LATER, 'pending');
    await scoreOutbox.refill();
    expect(posted(api)).toEqual([expect.objectContaining({ intVehicleId: 2 })]);
    expect(stateOf(2)).toBe('saved');
  });

  it('keeps what it cannot send when the network drops midway, and a later pass delivers it', async () => {
    const api = fakeJudgingApi();
    let down = true;
    api.answer('POST', API.scoreEntries, () => (down ? Promise.reject(new TypeError('Failed to fetch')) : undefined));
    gave(1, LATER);
    gave(2, LATER);
    expect(await scoreOutbox.refill()).toBe(2);

    // One try; the network is down, so the second waits for the next pass.
    expect(api.sent('POST', API.scoreEntries)).toHaveLength(1);
    expect([stateOf(1), stateOf(2)]).toEqual(['pending', 'pending']);
    expect(useFailedRequestStore.getState().requests).toEqual([]);

    down = false;
    await scoreOutbox.flush();
    expect(api.entries.map((entry) => entry.intVehicleId).sort()).toEqual([1, 2]);
    expect([stateOf(1), stateOf(2)]).toEqual(['saved', 'saved']);
  });

  it('does not let an older re-send that failed replace a newer edit the judge made meanwhile', async () => {
    const api = fakeJudgingApi();
    const gate = { started: false, fail: () => {} };
    api.answer('POST', API.scoreEntries, () => {
      gate.started = true;
      return new Promise<Response>((_, reject) => {
        gate.fail = () => reject(new TypeError('Failed to fetch'));
      });
    });
    gave(1, EARLIER);
    const refill = scoreOutbox.refill();
    await waitFor(() => expect(gate.started).toBe(true));

    // The judge edits again while the re-send is on its way.
    gave(1, LATER, 'pending');
    gate.fail();
    await refill;

    expect(useJudgeStore.getState().sheets[1]).toMatchObject({ editedAt: LATER, state: 'pending' });
  });

  it('runs one pass at a time', async () => {
    const api = fakeJudgingApi();
    gave(1, LATER);
    const first = scoreOutbox.refill();
    const second = scoreOutbox.refill();
    expect(second).toBe(first);
    await first;
    expect(api.sent('GET', API.scoreEntries)).toHaveLength(1);
    expect(api.sent('POST', API.scoreEntries)).toHaveLength(1);
  });
});

/** A transport the test answers by hand, and a clock it sets. */
function handTransport() {
  const sent: ScoreEntryBody[] = [];
  const answers: Array<() => Promise<unknown>> = [];
  return {
    sent,
    /** The next saves get these answers in turn; past them, a save succeeds. */
    answers,
    transport: {
      save: (body: ScoreEntryBody) => {
        sent.push(body);
        return answers.shift()?.() ?? Promise.resolve({ data: {} });
      },
      entries: () => Promise.resolve([]),
    },
  };
}

const mustang = toJudgeVehicle(vehicle(3));
const sheet = { scores: { 11: 2, 12: 1 }, specialNote: 'Clean', chosen: false };

describe('the outbox with an injected transport and clock', () => {
  it('stamps a submit with the clock and reports each outcome', async () => {
    const hand = handTransport();
    const outbox = createScoreOutbox({ transport: hand.transport, clock: { now: () => new Date(LATER) } });
    expect(await outbox.submit(mustang, sheet)).toEqual({ kind: 'sent' });
    expect(hand.sent).toEqual([expect.objectContaining({ intVehicleId: 3, dtEditedAt: LATER, strSpecialNote: 'Clean' })]);
    expect(stateOf(3)).toBe('saved');

    hand.answers.push(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await outbox.submit(mustang, sheet)).toEqual({ kind: 'waiting' });
    expect(stateOf(3)).toBe('pending');

    const toastError = vi.spyOn(toast, 'error').mockImplementation(() => '');
    const refusal = new ApiError(422, { objParameterWiseScore: ['Too high.'] });
    hand.answers.push(() => Promise.reject(refusal));
    expect(await outbox.submit(mustang, sheet)).toEqual({ kind: 'refused', error: refusal });
    expect(stateOf(3)).toBe('refused');
    expect(toastError).toHaveBeenCalledWith('Too high.');
  });

  it.each([410, 413])(
    'a %i is refused for good, kept on the tablet with the server’s words, and never sent again (it was retried forever)',
    async (status) => {
      const hand = handTransport();
      const outbox = createScoreOutbox({ transport: hand.transport, clock: { now: () => new Date(LATER) } });
      vi.spyOn(toast, 'error').mockImplementation(() => '');
      gave(1, EARLIER, 'pending');
      hand.answers.push(() => Promise.reject(new ApiError(status, { detail: 'This event is over.' })));
      await outbox.flush();
      expect(useJudgeStore.getState().sheets[1]).toMatchObject({
        state: 'refused',
        refusal: 'This event is over.',
        sheet: { specialNote: 'note 1' },
      });
      await outbox.flush();
      expect(hand.sent).toHaveLength(1);
    },
  );

  it.each([401, 408, 429, 500])('a %i keeps a score waiting for the next pass', async (status) => {
    const hand = handTransport();
    const outbox = createScoreOutbox({ transport: hand.transport, clock: { now: () => new Date(LATER) } });
    gave(1, EARLIER, 'pending');
    hand.answers.push(() => Promise.reject(new ApiError(status, { detail: 'Later.' })));
    await outbox.flush();
    expect(stateOf(1)).toBe('pending');
    await outbox.flush();
    expect(stateOf(1)).toBe('saved');
    expect(hand.sent).toHaveLength(2);
  });

  it('a 5xx keeps a score waiting and the pass goes on; a network error ends the pass', async () => {
    const hand = handTransport();
    const outbox = createScoreOutbox({ transport: hand.transport, clock: { now: () => new Date(LATER) } });
    gave(1, EARLIER, 'pending');
    gave(2, LATER, 'pending');
    hand.answers.push(() => Promise.reject(new ApiError(503, { detail: 'Busy' })));
    await outbox.flush();
    expect(hand.sent.map((body) => body.intVehicleId)).toEqual([1, 2]);
    expect([stateOf(1), stateOf(2)]).toEqual(['pending', 'saved']);

    gave(2, LATER, 'pending');
    hand.answers.push(() => Promise.reject(new TypeError('Failed to fetch')));
    await outbox.flush();
    expect(hand.sent.map((body) => body.intVehicleId)).toEqual([1, 2, 1]);
    expect([stateOf(1), stateOf(2)]).toEqual(['pending', 'pending']);
  });

  it('an answer to an older send never marks a newer edit saved', async () => {
    const hand = handTransport();
    let release = () => {};
    hand.answers.push(() => new Promise((resolve) => (release = () => resolve({ data: {} }))));
    const outbox = createScoreOutbox({ transport: hand.transport, clock: { now: () => new Date(EARLIER) } });
    const first = outbox.submit(mustang, sheet);
    await waitFor(() => expect(hand.sent).toHaveLength(1));

    gave(3, LATER, 'pending');
    release();
    expect(await first).toEqual({ kind: 'sent' });
    expect(useJudgeStore.getState().sheets[3]).toMatchObject({ editedAt: LATER, state: 'pending' });
  });

  it('moves a score write an older release queued in failed-requests-storage into the outbox, and sends it once', async () => {
    const hand = handTransport();
    const outbox = createScoreOutbox({ transport: hand.transport, clock: { now: () => new Date(LATER) } });
    const legacy = {
      intEventId: EVENT_ID,
      intVehicleId: 2,
      strSpecialNote: 'queued before the update',
      objParameterWiseScore: { '11': 7 },
      blnTopChoice: true,
      dtEditedAt: LATER,
      strDeviceId: 'tablet',
    };
    const recusal = {
      method: 'POST' as const,
      url: API.recusals,
      data: { intEventId: EVENT_ID, intVehicleId: 1 },
      headers: {},
      at: EARLIER,
      intJudgeId: null,
    };
    useFailedRequestStore.setState({
      requests: [{ method: 'POST', url: API.scoreEntries, data: legacy, headers: {}, at: EARLIER, intJudgeId: null }, recusal],
    });
    // The judge store holds an older edit of it.
    gave(2, EARLIER);

    await outbox.flush();
    expect(hand.sent).toEqual([
      expect.objectContaining({ intVehicleId: 2, dtEditedAt: LATER, strSpecialNote: 'queued before the update', blnTopChoice: true }),
    ]);
    expect(useFailedRequestStore.getState().requests).toEqual([recusal]);
    expect(stateOf(2)).toBe('saved');
    await outbox.flush();
    expect(hand.sent).toHaveLength(1);
  });
});

describe('score writes an older release queued, on a tablet another judge used', () => {
  it('are left in the queue for their own judge, never sent as this judge’s', async () => {
    const hand = handTransport();
    const outbox = createScoreOutbox({ transport: hand.transport, clock: { now: () => new Date(LATER) } });
    useJudgeStore.getState().setOwner(7);
    const legacy = {
      intEventId: EVENT_ID,
      intVehicleId: 2,
      strSpecialNote: '',
      objParameterWiseScore: { '11': 7 },
      blnTopChoice: false,
      dtEditedAt: LATER,
    };
    const theirs = { method: 'POST' as const, url: API.scoreEntries, data: legacy, headers: {}, at: EARLIER, intJudgeId: 8 };
    useFailedRequestStore.setState({ requests: [theirs] });
    await outbox.flush();
    expect(hand.sent).toEqual([]);
    expect(useJudgeStore.getState().sheets[2]).toBeUndefined();
    expect(useFailedRequestStore.getState().requests).toEqual([theirs]);
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
