import { describe, expect, it } from 'vitest';
import { createKeyedSerial } from './keyed-serial.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('createKeyedSerial', () => {
  it('runs one key’s tasks one at a time in order, other keys alongside, and forgets idle keys', async () => {
    const serial = createKeyedSerial<number>();
    const log: string[] = [];
    let running = 0;
    let most = 0;
    const task = (key: number, name: string, fail = false) =>
      serial.run(key, async () => {
        running += 1;
        most = Math.max(most, running);
        log.push(`start ${name}`);
        await tick();
        log.push(`end ${name}`);
        running -= 1;
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([task(1, 'a'), task(1, 'b', true), task(1, 'c'), task(2, 'x')]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    const ofOne = log.filter((line) => !line.endsWith(' x'));
    expect(ofOne).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    // Key 2 ran beside key 1: two at once at most.
    expect(most).toBe(2);
    await tick();
    expect(serial.size()).toBe(0);
  });
});
