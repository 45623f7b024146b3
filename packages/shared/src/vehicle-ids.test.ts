import { describe, expect, it } from 'vitest';
import { formatVehicleId, isInSeries, seriesOf, vehicleIdsOf } from './vehicle-ids.ts';

describe('vehicle ids', () => {
  const series = { prefix: 'SS', start: 1, end: 150 };

  it('pads to the digits of the end of the series', () => {
    expect(formatVehicleId(series, 7)).toBe('SS007');
    expect(formatVehicleId({ prefix: 'A', end: 9 }, 7)).toBe('A7');
    expect(vehicleIdsOf({ prefix: 'X1', start: 98, end: 101 })).toEqual(['X1098', 'X1099', 'X1100', 'X1101']);
  });

  it('knows what belongs to a series', () => {
    expect(isInSeries(series, 'SS001')).toBe(true);
    expect(isInSeries(series, 'SS150')).toBe(true);
    expect(isInSeries(series, 'SS151')).toBe(false);
    expect(isInSeries(series, 'SS000')).toBe(false);
    expect(isInSeries(series, 'SS1')).toBe(false);
    expect(isInSeries(series, 'ss001')).toBe(false);
    expect(isInSeries(series, 'SX001')).toBe(false);
    expect(isInSeries(series, 'SS00A')).toBe(false);
  });

  it('reads a category: a series only when prefix, start and end are all set', () => {
    expect(seriesOf({ strPrefix: 'SS', intStartRange: 1, intRangeUpto: 9 })).toEqual({ prefix: 'SS', start: 1, end: 9 });
    expect(seriesOf({ strPrefix: null, intStartRange: 1, intRangeUpto: 9 })).toBeNull();
    expect(seriesOf({ strPrefix: 'SS', intStartRange: null, intRangeUpto: 9 })).toBeNull();
  });
});
