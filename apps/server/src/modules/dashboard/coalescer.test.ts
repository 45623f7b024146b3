import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCoalescer } from './coalescer.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A run that takes `ms` of (fake) time and records when it started. */
function recorder(ms = 10) {
  const starts: [key: number, at: number][] = [];
  const run = async (key: number) => {
    starts.push([key, Date.now()]);
    await new Promise((resolve) => setTimeout(resolve, ms));
  };
  return { starts, run };
}

describe('createCoalescer', () => {
  it('runs at once after a quiet spell', async () => {
    const { starts, run } = recorder();
    const t0 = Date.now();
    const coalescer = createCoalescer(250, run, () => {});
    coalescer.poke(1);
    expect(starts).toEqual([[1, t0]]);
    await vi.advanceTimersByTimeAsync(20); // close() waits for the run going
    await coalescer.close();
  });

  it('folds a burst into one run now and one at the end of the window, which sees the last poke', async () => {
    const { starts, run } = recorder();
    const t0 = Date.now();
    const coalescer = createCoalescer(250, run, () => {});
    for (let i = 0; i < 30; i++) {
      coalescer.poke(7);
      await vi.advanceTimersByTimeAsync(5);
    }
    await vi.advanceTimersByTimeAsync(1000);
    expect(starts).toEqual([
      [7, t0],
      [7, t0 + 250],
    ]);
    await coalescer.close();
  });

  it('never runs one key twice at once; a poke during a run is served right after it when the window allows', async () => {
    const { starts, run } = recorder(400);
    const t0 = Date.now();
    const coalescer = createCoalescer(250, run, () => {});
    coalescer.poke(1);
    await vi.advanceTimersByTimeAsync(100);
    coalescer.poke(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(starts).toEqual([
      [1, t0],
      [1, t0 + 400],
    ]);
    await coalescer.close();
  });

  it('keeps keys apart, and a failing run neither stops later ones nor escapes', async () => {
    const failures: number[] = [];
    let calls = 0;
    const coalescer = createCoalescer(
      250,
      async (key) => {
        calls++;
        if (key === 1) throw new Error('boom');
      },
      (_err, key) => failures.push(key),
    );
    coalescer.poke(1);
    coalescer.poke(2);
    await vi.advanceTimersByTimeAsync(300);
    coalescer.poke(1);
    await vi.advanceTimersByTimeAsync(300);
    expect(calls).toBe(3);
    expect(failures).toEqual([1, 1]);
    await coalescer.close();
  });

  it('after close, pokes and waiting runs do nothing', async () => {
    const { starts, run } = recorder();
    const coalescer = createCoalescer(250, run, () => {});
    coalescer.poke(1);
    coalescer.poke(1); // waits for the window
    const closing = coalescer.close();
    await vi.advanceTimersByTimeAsync(1000);
    await closing;
    coalescer.poke(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(starts).toHaveLength(1);
  });
});
