import { describe, expect, it } from 'vitest';
import { totalOf } from '../testing/sheets';
import { nextScore, type VehicleScore } from './sheet-state';

const EARLIER = '2030-05-01T09:00:00.000Z';
const LATER = '2030-05-01T10:00:00.000Z';
const sheet = { scores: { 11: 4, 12: 3 }, specialNote: 'Clean', chosen: true };
const edited = (editedAt: string) => ({ type: 'edited' as const, intEventId: 3, intCategoryId: 5, sheet, editedAt });
const at = (state: VehicleScore['state'], editedAt = EARLIER): VehicleScore => ({
  intEventId: 3,
  intCategoryId: 5,
  sheet,
  editedAt,
  state,
});

describe('the sync state machine of a vehicle’s score', () => {
  it('an edit always waits to be sent, whatever came before', () => {
    expect(nextScore(undefined, edited(LATER))).toEqual(at('pending', LATER));
    for (const state of ['saved', 'pending', 'refused'] as const) expect(nextScore(at(state), edited(LATER))?.state).toBe('pending');
  });

  it('a send’s outcome applies only to the edit it carried, and only while it waits', () => {
    expect(nextScore(at('pending'), { type: 'sent', editedAt: EARLIER })?.state).toBe('saved');
    expect(nextScore(at('pending'), { type: 'refused', editedAt: EARLIER })?.state).toBe('refused');
    const newer = at('pending', LATER);
    expect(nextScore(newer, { type: 'sent', editedAt: EARLIER })).toBe(newer);
    expect(nextScore(newer, { type: 'refused', editedAt: EARLIER })).toBe(newer);
    expect(nextScore(at('refused'), { type: 'sent', editedAt: EARLIER })?.state).toBe('refused');
    expect(nextScore(undefined, { type: 'sent', editedAt: EARLIER })).toBeUndefined();
  });

  it('only a saved edit can be lost by the server', () => {
    expect(nextScore(at('saved'), { type: 'lost', editedAt: EARLIER })?.state).toBe('pending');
    expect(nextScore(at('refused'), { type: 'lost', editedAt: EARLIER })?.state).toBe('refused');
    expect(nextScore(at('saved', LATER), { type: 'lost', editedAt: EARLIER })?.state).toBe('saved');
  });

  it('an adopted server entry becomes the saved sheet', () => {
    const entry = {
      intScoreId: 9,
      intEventId: 3,
      intVehicleId: 1,
      intJudgeId: 7,
      strSpecialNote: 'Server',
      objParameterWiseScore: { '11': 9, '12': 4 },
      arrParameterWiseScore: [],
      blnTopChoice: false,
      intTotalScore: 13,
      intMaxScore: 15,
      dtEditedAt: LATER,
      dtSavedAt: LATER,
      objParameterWiseDeductions: {},
    };
    const adopted = nextScore(at('pending'), { type: 'adopted', entry, intCategoryId: 5 });
    expect(adopted).toEqual({
      intEventId: 3,
      intCategoryId: 5,
      sheet: { scores: { 11: 9, 12: 4 }, specialNote: 'Server', chosen: false },
      editedAt: LATER,
      state: 'saved',
    });
    expect(adopted && totalOf(adopted.sheet)).toBe(13);
  });
});
