import { describe, expect, it } from 'vitest';
import { DEVICE_DB } from '@showgrid/shared/limits';
import { idbGet, idbSet } from '../../../lib/idb';
import { flushJudgeStorage, useJudgeStore, type JudgeVehicle } from './judge-store';

const car = (id: number): JudgeVehicle => ({
  intVehicleId: id,
  intEventId: 3,
  strUniqueId: `CC00${String(id)}`,
  strBrandName: 'Ford',
  strModelName: 'T',
  intCategoryId: 5,
  strCategoryName: 'Classic Cars',
  intVehicleTypeId: 1,
  strImage: null,
});

describe('judge store', () => {
  it('keeps every pending score on the device, so a reload while offline still shows them', async () => {
    useJudgeStore.getState().clear();
    for (const id of [1, 2, 3]) {
      useJudgeStore.getState().recordScore({ vehicle: car(id), scores: { 11: id }, specialNote: 'n', chosen: id === 1, dtEditedAt: '2030-01-01T00:00:00.000Z' });
    }
    await flushJudgeStorage();
    const onDisk = await idbGet(DEVICE_DB.stores.judge, 'judge');
    expect(onDisk).toContain('"sync":"pending"');
    // A reload: memory is gone (this write also blanks the disk, so the saved copy is put back), then read back.
    useJudgeStore.setState({ scores: {}, edits: {}, chosenIds: [] });
    await flushJudgeStorage();
    await idbSet(DEVICE_DB.stores.judge, 'judge', onDisk ?? '');
    await useJudgeStore.persist.rehydrate();
    const state = useJudgeStore.getState();
    expect(Object.keys(state.edits)).toEqual(['1', '2', '3']);
    expect(Object.values(state.edits).every((edit) => edit.sync === 'pending')).toBe(true);
    expect(state.scores[2]).toEqual({ 11: 2 });
    expect(state.chosenIds).toEqual([1]);
  });

  it('merging server entries keeps a newer edit still waiting on this tablet', () => {
    useJudgeStore.getState().clear();
    useJudgeStore.getState().recordScore({ vehicle: car(1), scores: { 11: 7 }, specialNote: '', chosen: false, dtEditedAt: '2030-01-02T00:00:00.000Z' });
    const entry = {
      intScoreId: 9, intEventId: 3, intVehicleId: 1, intJudgeId: 7, strSpecialNote: '', objParameterWiseScore: { '11': 2 },
      arrParameterWiseScore: [], blnTopChoice: false, intTotalScore: 2, intMaxScore: 10, dtEditedAt: '2030-01-01T00:00:00.000Z', dtSavedAt: '',
    };
    useJudgeStore.getState().mergeEntries([entry]);
    expect(useJudgeStore.getState().scores[1]).toEqual({ 11: 7 });
    useJudgeStore.getState().mergeEntries([{ ...entry, dtEditedAt: '2030-01-03T00:00:00.000Z' }]);
    expect(useJudgeStore.getState().scores[1]).toEqual({ 11: 2 });
    expect(useJudgeStore.getState().edits[1]?.sync).toBe('saved');
  });

  it('never merges an entry of another judge (a stale answer from before a change of judge)', () => {
    useJudgeStore.getState().clear();
    useJudgeStore.getState().setOwner(8);
    const entry = {
      intScoreId: 9, intEventId: 3, intVehicleId: 1, intJudgeId: 7, strSpecialNote: 'not yours', objParameterWiseScore: { '11': 2 },
      arrParameterWiseScore: [], blnTopChoice: true, intTotalScore: 2, intMaxScore: 10, dtEditedAt: '2030-01-01T00:00:00.000Z', dtSavedAt: '',
    };
    useJudgeStore.getState().mergeEntries([entry]);
    expect(useJudgeStore.getState().scores).toEqual({});
    expect(useJudgeStore.getState().chosenIds).toEqual([]);
    useJudgeStore.getState().mergeEntries([{ ...entry, intJudgeId: 8 }]);
    expect(useJudgeStore.getState().scores[1]).toEqual({ 11: 2 });
  });
});
