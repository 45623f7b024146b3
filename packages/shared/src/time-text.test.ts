import { describe, expect, it } from 'vitest';
import { instantOfWallClock, wallClockOf } from './time-text.ts';

describe('a wall clock in the show’s time zone', () => {
  it('turns a date and time typed for the show into its instant, and back, whatever zone the browser is in', () => {
    expect(instantOfWallClock({ date: '2030-05-01', time: '10:00' }, 'Europe/Amsterdam')).toBe('2030-05-01T08:00:00.000Z');
    expect(instantOfWallClock({ date: '2030-01-15', time: '10:00' }, 'Europe/Amsterdam')).toBe('2030-01-15T09:00:00.000Z');
    expect(instantOfWallClock({ date: '2030-05-01', time: '10:00' }, 'America/New_York')).toBe('2030-05-01T14:00:00.000Z');
    expect(instantOfWallClock({ date: '2030-05-01', time: '10:00' }, 'UTC')).toBe('2030-05-01T10:00:00.000Z');
    expect(wallClockOf('2030-05-01T08:00:00.000Z', 'Europe/Amsterdam')).toEqual({ date: '2030-05-01', time: '10:00' });
    expect(wallClockOf('2030-05-01T02:00:00.000Z', 'America/Los_Angeles')).toEqual({ date: '2030-04-30', time: '19:00' });
  });

  it('takes the offset in force on either side of a clock change', () => {
    // Europe moves its clocks on the last Sundays of March and October (01:00 UTC).
    expect(instantOfWallClock({ date: '2030-03-31', time: '01:30' }, 'Europe/Amsterdam')).toBe('2030-03-31T00:30:00.000Z');
    expect(instantOfWallClock({ date: '2030-03-31', time: '03:30' }, 'Europe/Amsterdam')).toBe('2030-03-31T01:30:00.000Z');
    // 02:30 does not exist that night: the clock reads it an hour on.
    expect(instantOfWallClock({ date: '2030-03-31', time: '02:30' }, 'Europe/Amsterdam')).toBe('2030-03-31T01:30:00.000Z');
    // 02:30 comes twice on the night the clocks go back: the second, as the clock shows it last.
    expect(instantOfWallClock({ date: '2030-10-27', time: '02:30' }, 'Europe/Amsterdam')).toBe('2030-10-27T01:30:00.000Z');
    for (const iso of ['2030-03-31T00:30:00.000Z', '2030-10-27T01:30:00.000Z', '2030-10-27T02:30:00.000Z']) {
      expect(instantOfWallClock(wallClockOf(iso, 'Europe/Amsterdam'), 'Europe/Amsterdam')).toBe(iso);
    }
  });
});
