import { describe, expect, it } from 'vitest';
import { DEVICE_DB } from '@showgrid/shared/limits';
import { idbGet, idbSet } from '../../../lib/idb';
import type { ScoreSheet } from '../outbox/sheet-state';
import { chosenIdsOf, flushJudgeStorage, useJudgeStore, type JudgeVehicle } from './judge-store';

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

function edit(vehicle: JudgeVehicle, sheet: ScoreSheet, editedAt: string) {
  useJudgeStore.getState().applyToSheet(vehicle.intVehicleId, {
    type: 'edited',
    intEventId: vehicle.intEventId,
    intCategoryId: vehicle.intCategoryId,
    sheet,
    editedAt,
  });
}

describe('judge store', () => {
  it('keeps every pending score on the device, so a reload while offline still shows them', async () => {
    useJudgeStore.getState().clear();
    for (const id of [1, 2, 3]) {
      edit(car(id), { scores: { 11: id }, specialNote: 'n', chosen: id === 1 }, '2030-01-01T00:00:00.000Z');
    }
    await flushJudgeStorage();
    const onDisk = await idbGet(DEVICE_DB.stores.judge, 'judge');
    expect(onDisk).toContain('"state":"pending"');
    // A reload: memory is gone (this write also blanks the disk, so the saved copy is put back), then read back.
    useJudgeStore.setState({ sheets: {} });
    await flushJudgeStorage();
    await idbSet(DEVICE_DB.stores.judge, 'judge', onDisk ?? '');
    await useJudgeStore.persist.rehydrate();
    const state = useJudgeStore.getState();
    expect(Object.keys(state.sheets)).toEqual(['1', '2', '3']);
    expect(Object.values(state.sheets).every((score) => score.state === 'pending')).toBe(true);
    expect(state.sheets[2]?.sheet.scores).toEqual({ 11: 2 });
    expect(chosenIdsOf(state, 3)).toEqual([1]);
  });

  it('merging server entries keeps a newer edit still waiting on this tablet', () => {
    useJudgeStore.getState().clear();
    edit(car(1), { scores: { 11: 7 }, specialNote: '', chosen: false }, '2030-01-02T00:00:00.000Z');
    const entry = {
      intScoreId: 9,
      intEventId: 3,
      intVehicleId: 1,
      intJudgeId: 7,
      strSpecialNote: '',
      objParameterWiseScore: { '11': 2 },
      arrParameterWiseScore: [],
      blnTopChoice: false,
      intTotalScore: 2,
      intMaxScore: 10,
      dtEditedAt: '2030-01-01T00:00:00.000Z',
      dtSavedAt: '',
      objParameterWiseDeductions: {},
    };
    useJudgeStore.getState().mergeEntries([entry]);
    expect(useJudgeStore.getState().sheets[1]?.sheet.scores).toEqual({ 11: 7 });
    // Even a newer server entry does not replace an edit still waiting: the server decides when it
    // arrives (a 409 records the conflict, and the tablet adopts the server's entry then).
    useJudgeStore.getState().mergeEntries([{ ...entry, dtEditedAt: '2030-01-03T00:00:00.000Z' }]);
    expect(useJudgeStore.getState().sheets[1]).toMatchObject({ sheet: { scores: { 11: 7 } }, state: 'pending' });
    // Once sent, a newer server entry is taken.
    useJudgeStore.getState().applyToSheet(1, { type: 'sent', editedAt: '2030-01-02T00:00:00.000Z' });
    useJudgeStore.getState().mergeEntries([{ ...entry, dtEditedAt: '2030-01-03T00:00:00.000Z' }]);
    expect(useJudgeStore.getState().sheets[1]?.sheet.scores).toEqual({ 11: 2 });
    expect(useJudgeStore.getState().sheets[1]?.state).toBe('saved');
  });

  it('merging server entries keeps a refused edit, with its refusal, until the judge acts on it', () => {
    useJudgeStore.getState().clear();
    // Saved once, then edited offline with a fourth pick the server refuses (400): kept as not saved.
    const entry = {
      intScoreId: 9,
      intEventId: 3,
      intVehicleId: 1,
      intJudgeId: 7,
      strSpecialNote: '',
      objParameterWiseScore: { '11': 2 },
      arrParameterWiseScore: [],
      blnTopChoice: false,
      intTotalScore: 2,
      intMaxScore: 10,
      dtEditedAt: '2030-01-01T00:00:00.000Z',
      dtSavedAt: '',
      objParameterWiseDeductions: {},
    };
    useJudgeStore.getState().mergeEntries([entry]);
    edit(car(1), { scores: { 11: 9 }, specialNote: 'Best paint of the day', chosen: true }, '2030-01-02T00:00:00.000Z');
    useJudgeStore
      .getState()
      .applyToSheet(1, { type: 'refused', editedAt: '2030-01-02T00:00:00.000Z', message: 'You can choose at most 3 vehicles.' });

    // The vehicles page reads the judge's entries again: the server's older sheet must not wipe the
    // judge's edit (and its "Not saved") off the tablet.
    useJudgeStore.getState().mergeEntries([entry]);
    expect(useJudgeStore.getState().sheets[1]).toMatchObject({
      state: 'refused',
      refusal: 'You can choose at most 3 vehicles.',
      sheet: { scores: { 11: 9 }, specialNote: 'Best paint of the day' },
    });
    // Dismissed by the judge, the server's sheet is the tablet's again.
    useJudgeStore.getState().dismissRefused(1);
    useJudgeStore.getState().mergeEntries([entry]);
    expect(useJudgeStore.getState().sheets[1]).toMatchObject({ state: 'saved', sheet: { scores: { 11: 2 } } });
  });

  it('never merges an entry of another judge (a stale answer from before a change of judge)', () => {
    useJudgeStore.getState().clear();
    useJudgeStore.getState().setOwner(8);
    const entry = {
      intScoreId: 9,
      intEventId: 3,
      intVehicleId: 1,
      intJudgeId: 7,
      strSpecialNote: 'not yours',
      objParameterWiseScore: { '11': 2 },
      arrParameterWiseScore: [],
      blnTopChoice: true,
      intTotalScore: 2,
      intMaxScore: 10,
      dtEditedAt: '2030-01-01T00:00:00.000Z',
      dtSavedAt: '',
      objParameterWiseDeductions: {},
    };
    useJudgeStore.getState().mergeEntries([entry]);
    expect(useJudgeStore.getState().sheets).toEqual({});
    expect(chosenIdsOf(useJudgeStore.getState(), 3)).toEqual([]);
    useJudgeStore.getState().mergeEntries([{ ...entry, intJudgeId: 8 }]);
    expect(useJudgeStore.getState().sheets[1]?.sheet.scores).toEqual({ 11: 2 });
  });

  it('carries scores kept by a release before the one outbox (version 0) over to the records', async () => {
    const stored = {
      state: {
        intJudgeId: 7,
        strDeviceId: 'tablet-1',
        selectedVehicleId: 2,
        scores: { 1: { 11: 4 }, 2: { 11: 6, 12: 1 } },
        totalScores: { 1: 4, 2: 7 },
        specialNotes: { 2: 'Lovely paint' },
        chosenIds: [2],
        scoreIds: { 1: 501 },
        edits: {
          1: { intEventId: 3, intCategoryId: 5, dtEditedAt: '2030-01-01T00:00:00.000Z', sync: 'saved' },
          2: { intEventId: 3, intCategoryId: 5, dtEditedAt: '2030-01-02T00:00:00.000Z', sync: 'pending' },
        },
        recusedIds: [],
      },
      version: 0,
    };
    useJudgeStore.getState().clear();
    await flushJudgeStorage();
    await idbSet(DEVICE_DB.stores.judge, 'judge', JSON.stringify(stored));
    await useJudgeStore.persist.rehydrate();

    const state = useJudgeStore.getState();
    expect(state).toMatchObject({ intJudgeId: 7, strDeviceId: 'tablet-1', selectedVehicleId: 2 });
    expect(state.sheets).toEqual({
      1: {
        intEventId: 3,
        intCategoryId: 5,
        sheet: { scores: { 11: 4 }, specialNote: '', chosen: false },
        editedAt: '2030-01-01T00:00:00.000Z',
        state: 'saved',
      },
      2: {
        intEventId: 3,
        intCategoryId: 5,
        sheet: { scores: { 11: 6, 12: 1 }, specialNote: 'Lovely paint', chosen: true },
        editedAt: '2030-01-02T00:00:00.000Z',
        state: 'pending',
      },
    });
    expect(state).not.toHaveProperty('edits');
    expect(state).not.toHaveProperty('chosenIds');
  });
});

describe('drafts are the judge’s own (ADR 030)', () => {
  const draft = (note: string) => ({
    intEventId: 3,
    intCategoryId: 5,
    sheet: { scores: { 11: 4 }, specialNote: note, chosen: false },
    editedAt: '2030-01-01T09:00:00.000Z',
  });

  it('another judge signing in never sees nor wipes them; they come back to their judge with the unsent scores', () => {
    const store = useJudgeStore.getState;
    store().clear();
    store().setOwner(7);
    store().keepDraft(1, draft('Ada’s half sheet'));
    edit(car(2), { scores: { 11: 6 }, specialNote: 'waiting', chosen: true }, '2030-01-01T08:00:00.000Z');
    edit(car(3), { scores: { 11: 5 }, specialNote: 'on the server', chosen: false }, '2030-01-01T07:00:00.000Z');
    store().applyToSheet(3, { type: 'sent', editedAt: '2030-01-01T07:00:00.000Z' });

    store().switchOwner(9);
    expect(store()).toMatchObject({ intJudgeId: 9, sheets: {}, drafts: {} });
    expect(chosenIdsOf(store(), 3)).toEqual([]);
    store().keepDraft(1, draft('Bob’s own'));

    store().switchOwner(7);
    expect(store().drafts[1]?.sheet.specialNote).toBe('Ada’s half sheet');
    expect(store().sheets[2]).toMatchObject({ state: 'pending', sheet: { specialNote: 'waiting' } });
    // A saved score is the server's to give back (the entries are read again), not the shelf's.
    expect(store().sheets[3]).toBeUndefined();
    expect(store().shelved[9]?.drafts[1]?.sheet.specialNote).toBe('Bob’s own');

    // SPEC's Cancel in the already-logged-in dialog, or a LOGOUT from another tab, clears everything.
    store().clear();
    expect(store()).toMatchObject({ drafts: {}, shelved: {}, sheets: {} });
  });

  it('a submit replaces the vehicle’s draft; a send’s answer leaves a newer draft alone', () => {
    const store = useJudgeStore.getState;
    store().clear();
    store().keepDraft(1, draft('typing'));
    edit(car(1), { scores: { 11: 4 }, specialNote: 'typing', chosen: false }, '2030-01-01T10:00:00.000Z');
    expect(store().drafts).toEqual({});
    store().keepDraft(1, draft('typing more'));
    store().applyToSheet(1, { type: 'sent', editedAt: '2030-01-01T10:00:00.000Z' });
    expect(store().drafts[1]?.sheet.specialNote).toBe('typing more');
  });
});
