import { describe, expect, it } from 'vitest';
import type { JudgeEvent } from '../stores/judge-store';
import { defaultEventOf } from './default-event';

const event = (id: number, start?: string): JudgeEvent => ({
  id,
  strEventTitle: `Show ${String(id)}`,
  arrVehicleCategory: [],
  strEventStartDateTime: start,
});
// The tablet's own calendar: times built in its time zone, as a judge's day is.
const at = (day: number, hour: number) => new Date(2031, 5, day, hour, 0).toISOString();

describe('the event a judge lands on', () => {
  const yesterday = event(1, at(13, 9));
  const today = event(2, at(14, 9));
  const tomorrow = event(3, at(15, 9));

  it('is the one that started today, though the server lists tomorrow’s first', () => {
    expect(defaultEventOf([tomorrow, today, yesterday], new Date(at(14, 15)))?.id).toBe(2);
  });

  it('of two started today, the later; one starting later today is not running yet', () => {
    const afternoon = event(4, at(14, 13));
    const evening = event(5, at(14, 19));
    expect(defaultEventOf([evening, tomorrow, afternoon, today], new Date(at(14, 15)))?.id).toBe(4);
  });

  it('is the next to start when none started today', () => {
    expect(defaultEventOf([tomorrow, yesterday], new Date(at(14, 15)))?.id).toBe(3);
    expect(defaultEventOf([tomorrow, today], new Date(at(14, 8)))?.id).toBe(2);
  });

  it('is the most recent when every event is over; the first listed when none has a start time', () => {
    expect(defaultEventOf([today, yesterday], new Date(at(20, 10)))?.id).toBe(2);
    expect(defaultEventOf([event(8), event(9)], new Date(at(14, 15)))?.id).toBe(8);
    expect(defaultEventOf([], new Date())).toBeUndefined();
  });
});
