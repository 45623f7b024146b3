import { beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_DB } from '@showgrid/shared/limits';
import { idbGet, idbSet } from '../lib/idb';
import {
  createFailedRequestStore,
  flushFailedRequestStorage,
  fromVersion0,
  isQueued,
  useFailedRequestStore,
  type FailedRequest,
} from './failed-request-store';

const AT = '2030-05-01T09:00:00.000Z';
const write = (vehicleId: number, extra: Partial<FailedRequest> = {}): FailedRequest => ({
  method: 'POST',
  url: '/api/recusal/',
  data: { intEventId: 3, intVehicleId: vehicleId },
  headers: {},
  at: AT,
  intJudgeId: 7,
  ...extra,
});
const queued = () => useFailedRequestStore.getState().requests;

beforeEach(() => {
  useFailedRequestStore.getState().clear();
});

describe('the failed-request queue (failed-requests-storage)', () => {
  it('keeps one entry per method + url + vehicle and judge, a newer replacing an older', () => {
    const { enqueue } = useFailedRequestStore.getState();
    enqueue(write(1, { at: 'first' }));
    enqueue(write(2));
    enqueue(write(1, { intJudgeId: 8 }));
    enqueue(write(1, { at: 'second' }));
    expect(queued()).toEqual([write(2), write(1, { intJudgeId: 8 }), write(1, { at: 'second' })]);
  });

  it('is in IndexedDB: a store created afresh (a reload) reads the queue back, refusals included', async () => {
    useFailedRequestStore.getState().enqueue(write(4));
    const [entry] = queued();
    if (!entry) throw new Error('not queued');
    useFailedRequestStore.getState().refuse(entry, 'The event is closed.');
    await flushFailedRequestStorage();
    expect(await idbGet(DEVICE_DB.stores.failedRequests, 'failed-requests')).toContain('The event is closed.');
    const reloaded = createFailedRequestStore();
    await reloaded.persist.rehydrate();
    expect(reloaded.getState().requests).toEqual([write(4, { refused: 'The event is closed.' })]);
  });

  it('a refused or another judge’s write does not count as waiting for this judge', () => {
    const requests = [write(1, { refused: 'No.' }), write(2, { intJudgeId: 8 }), write(3, { intJudgeId: null })];
    expect(isQueued(requests, 1, '/api/', 7)).toBe(false);
    expect(isQueued(requests, 2, '/api/', 7)).toBe(false);
    expect(isQueued(requests, 2, '/api/', 8)).toBe(true);
    // Of no known judge (queued before judges were recorded): the tablet's judge's.
    expect(isQueued(requests, 3, '/api/', 7)).toBe(true);
  });
});

describe('upgrading a tablet whose queue an older release wrote (version 0: SPEC’s four fields)', () => {
  const old = {
    state: {
      requests: [
        { method: 'POST', url: '/api/recusal/', data: { intEventId: 3, intVehicleId: 5 }, headers: {} },
        {
          method: 'POST',
          url: '/api/score-entry/',
          data: { intVehicleId: 6, objParameterWiseScore: { '11': 4 } },
          headers: { 'X-Extra': '1' },
        },
      ],
    },
    version: 0,
  };

  it('reads every entry back as a waiting write of no known judge: nothing is lost', async () => {
    await idbSet(DEVICE_DB.stores.failedRequests, 'failed-requests', JSON.stringify(old));
    const upgraded = createFailedRequestStore();
    await upgraded.persist.rehydrate();
    const requests = upgraded.getState().requests;
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({ ...old.state.requests[0], intJudgeId: null });
    expect(requests[1]).toMatchObject({ ...old.state.requests[1], intJudgeId: null });
    expect(requests.every((request) => request.refused === undefined && typeof request.at === 'string')).toBe(true);
    expect(isQueued(requests, 5, '/api/recusal/', 7)).toBe(true);
  });

  it('gives those writes to the judge who made them when another judge signs in', () => {
    const { requests } = fromVersion0(old.state, new Date(AT));
    useFailedRequestStore.setState({ requests: [...requests, write(9, { intJudgeId: 8 })] });
    useFailedRequestStore.getState().claimUnowned(7);
    expect(queued().map((request) => request.intJudgeId)).toEqual([7, 7, 8]);
  });

  it('drops what is not a queue at all rather than failing to start', () => {
    expect(fromVersion0('garbage')).toEqual({ requests: [] });
    expect(fromVersion0({ requests: [{ method: 'GET' }] })).toEqual({ requests: [] });
  });
});
