import { beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_DB } from '@showgrid/shared/limits';
import { API } from '@showgrid/shared/paths';
import { idbGet, idbSet } from '../../../lib/idb';
import { useFailedRequestStore } from '../../../offline/failed-request-store';
import { useNetworkStore } from '../../../offline/network-status';
import { jsonResponse } from '../../../test/render-app';
import { toJudgeVehicle } from '../api/get-judge-vehicles';
import { flushJudgeStorage, useJudgeStore } from '../stores/judge-store';
import { vehicleScore } from '../testing/sheets';
import { fakeJudgingApi, scoreEntry, vehicle } from '../testing/fake-judging-api';
import { scoreEntryBody, scoreOutbox } from './score-outbox';
import type { ScoreSheet } from './sheet-state';

/** A deduction sheet (ADR 029) as the scoring form builds it: Build Quality 10 − 3, Creativity 5 − 0. */
const deductionSheet: ScoreSheet = {
  scores: { 11: 7, 12: 5 },
  specialNote: 'Barn find',
  chosen: false,
  deductions: {
    11: [
      { intPoints: 2, strReason: 'Paint chip' },
      { intPoints: 1, strReason: 'Loose trim' },
    ],
    12: [],
  },
};
const wireDeductions = { '11': deductionSheet.deductions?.[11], '12': [] };
const mustang = toJudgeVehicle(vehicle(3));
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

beforeEach(() => {
  useJudgeStore.getState().clear();
  useFailedRequestStore.getState().clear();
  useNetworkStore.setState({ online: true });
});

describe('a deduction sheet in the outbox', () => {
  it('offline, waits on the device with its deductions, through a reload, and goes exactly once when back', async () => {
    const api = fakeJudgingApi();
    let down = true;
    api.answer('POST', API.scoreEntries, () => (down ? offline() : undefined));
    expect(await scoreOutbox.submit(mustang, deductionSheet)).toEqual({ kind: 'waiting' });

    // On disk (IndexedDB) with its deductions.
    await flushJudgeStorage();
    const onDisk = await idbGet(DEVICE_DB.stores.judge, 'judge');
    expect(JSON.parse(onDisk ?? '{}')).toMatchObject({
      state: { sheets: { 3: { state: 'pending', sheet: { deductions: wireDeductions } } } },
    });

    // A reload: memory is gone, the disk copy is read back.
    useJudgeStore.setState({ sheets: {} });
    await flushJudgeStorage();
    await idbSet(DEVICE_DB.stores.judge, 'judge', onDisk ?? '');
    await useJudgeStore.persist.rehydrate();
    expect(useJudgeStore.getState().sheets[3]).toMatchObject({ state: 'pending', sheet: deductionSheet });

    down = false;
    await scoreOutbox.flush();
    await scoreOutbox.flush();
    const posts = api.sent('POST', API.scoreEntries);
    // The try while offline, then the one delivery; nothing after it is saved.
    expect(posts).toHaveLength(2);
    expect(posts[1]?.body).toMatchObject({
      intVehicleId: 3,
      objParameterWiseScore: { '11': 7, '12': 5 },
      objParameterWiseDeductions: wireDeductions,
    });
    expect(api.entries).toHaveLength(1);
    expect(api.entries[0]).toMatchObject({ intTotalScore: 12, objParameterWiseDeductions: wireDeductions });
    expect(useJudgeStore.getState().sheets[3]?.state).toBe('saved');
  });

  it('a newer entry the server kept (409) replaces it, deductions and all; the newest edit wins as before', async () => {
    const api = fakeJudgingApi();
    const kept = scoreEntry(3, {
      objParameterWiseScore: { '11': 4, '12': 5 },
      objParameterWiseDeductions: { '11': [{ intPoints: 6, strReason: 'Rust' }], '12': [] },
      dtEditedAt: '2031-01-01T00:00:00.000Z',
    });
    api.answer('POST', API.scoreEntries, () => jsonResponse({ detail: 'A newer score was kept.', data: kept }, 409));
    const outcome = await scoreOutbox.submit(mustang, deductionSheet);
    expect(outcome.kind).toBe('refused');
    expect(useJudgeStore.getState().sheets[3]).toMatchObject({
      state: 'saved',
      editedAt: '2031-01-01T00:00:00.000Z',
      sheet: { scores: { 11: 4, 12: 5 }, deductions: { 11: [{ intPoints: 6, strReason: 'Rust' }], 12: [] } },
    });
  });

  it('an entry merged from the server keeps its deductions; a points entry stays a points sheet', () => {
    useJudgeStore.getState().setOwner(7);
    useJudgeStore
      .getState()
      .mergeEntries([
        scoreEntry(1, { objParameterWiseDeductions: { '11': [{ intPoints: 5, strReason: 'Dent' }] } }),
        scoreEntry(2, { objParameterWiseDeductions: {} }),
      ]);
    expect(useJudgeStore.getState().sheets[1]?.sheet.deductions).toEqual({ 11: [{ intPoints: 5, strReason: 'Dent' }] });
    expect(useJudgeStore.getState().sheets[2]?.sheet).not.toHaveProperty('deductions');
  });

  it('the body names the deductions only for a deduction sheet', () => {
    const points = scoreEntryBody(3, vehicleScore({ sheet: { scores: { 11: 4 } } }), 'tablet');
    expect(points).not.toHaveProperty('objParameterWiseDeductions');
    const deducted = scoreEntryBody(3, vehicleScore({ sheet: deductionSheet }), 'tablet');
    expect(deducted.objParameterWiseDeductions).toEqual(wireDeductions);
  });
});
