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

  describe('with a share of the time', () => {
    it('stretches a key’s window to its last run’s time ÷ share, so long runs take no more than that share', async () => {
      const { starts, run } = recorder(100);
      const t0 = Date.now();
      const coalescer = createCoalescer(250, run, () => {}, { share: 1 / 8 });
      for (let i = 0; i < 60; i++) {
        coalescer.poke(3);
        await vi.advanceTimersByTimeAsync(50);
      }
      await vi.advanceTimersByTimeAsync(2000);
      // 3 s of pokes: runs of 100 ms start 800 ms apart (with share 1 they would be 250 ms apart).
      expect(starts).toEqual([
        [3, t0],
        [3, t0 + 800],
        [3, t0 + 1600],
        [3, t0 + 2400],
        [3, t0 + 3200],
      ]);
      await coalescer.close();
    });

    it('keeps the window for quick runs, and runs at once after a quiet spell as long as the stretched window', async () => {
      const slow = recorder(100);
      const t0 = Date.now();
      const coalescer = createCoalescer(250, slow.run, () => {}, { share: 1 / 8 });
      coalescer.poke(1);
      await vi.advanceTimersByTimeAsync(500);
      coalescer.poke(1); // 500 ms after a 100 ms run: waits until 800 ms
      await vi.advanceTimersByTimeAsync(2000);
      coalescer.poke(1); // quiet since 900 ms, longer than 800: at once
      await vi.advanceTimersByTimeAsync(200);
      expect(slow.starts).toEqual([
        [1, t0],
        [1, t0 + 800],
        [1, t0 + 2500],
      ]);
      await coalescer.close();

      const quick = recorder(10);
      const t1 = Date.now();
      const other = createCoalescer(250, quick.run, () => {}, { share: 1 / 8 });
      other.poke(2);
      await vi.advanceTimersByTimeAsync(20);
      other.poke(2);
      await vi.advanceTimersByTimeAsync(1000);
      expect(quick.starts).toEqual([
        [2, t1],
        [2, t1 + 250],
      ]);
      await other.close();
    });

    it('refuses a share outside (0, 1]', () => {
      for (const share of [0, -1, 1.5, Number.NaN])
        expect(() =>
          createCoalescer(
            250,
            async () => {},
            () => {},
            { share },
          ),
        ).toThrow(/share/);
    });
  });
});
