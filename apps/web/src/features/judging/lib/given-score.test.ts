import { describe, expect, it } from 'vitest';
import { parameters, scoreEntry } from '../testing/fake-judging-api';
import { vehicleScore } from '../testing/sheets';
import { formatGivenScore, givenScore } from './given-score';

describe('the score a judge gave, as a card shows it', () => {
  it('reads the tablet’s record, the maximum from the vehicle type’s limits', () => {
    const record = vehicleScore({ state: 'pending', sheet: { scores: { 11: 7, 12: 2 }, chosen: true } });
    const given = givenScore(record, scoreEntry(3), parameters);
    expect(given).toEqual({ total: 9, max: 15, chosen: true });
    expect(given && formatGivenScore(given)).toBe('9/15');
  });

  it('takes the server’s entry when the tablet has no record', () => {
    const entry = scoreEntry(3, { intTotalScore: 12, intMaxScore: 15, blnTopChoice: true });
    expect(givenScore(undefined, entry, parameters)).toEqual({ total: 12, max: 15, chosen: true });
    expect(givenScore(undefined, undefined, parameters)).toBeNull();
  });

  it('counts a parameter retired since by its limit in the server’s entry; unknown, it shows the total alone', () => {
    const record = vehicleScore({ sheet: { scores: { 11: 4, 99: 3 } } });
    const retired = { intParameterId: 99, strParameterTitle: 'Chrome', intScore: 3, intScoreLimit: 5, blnRetired: true };
    expect(givenScore(record, scoreEntry(3, { arrParameterWiseScore: [retired] }), parameters)).toEqual({
      total: 7,
      max: 15,
      chosen: false,
    });
    const unknown = givenScore(record, undefined, parameters);
    expect(unknown).toEqual({ total: 7, max: null, chosen: false });
    expect(unknown && formatGivenScore(unknown)).toBe('7');
  });
});
