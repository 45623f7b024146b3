import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BusMessage } from './change-bus.ts';
import { createPublicCache, type PublicCacheOptions } from './public-cache.ts';

/**
 * The cache's rules on their own (ADR 032); the API tests (modules/awards/public-reads.test.ts)
 * run it with the real change bus on both engines and two instances. Here the bus is the one
 * thing the cache listens to, and each computation is held open until the test lets it finish.
 */

function bus() {
  const listeners = new Set<(message: BusMessage) => void>();
  return {
    subscribe(listener: (message: BusMessage) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    change: (eventId: number) => listeners.forEach((listener) => listener({ eventId, kind: 'score', local: true })),
    resync: () => listeners.forEach((listener) => listener({ kind: 'resync' })),
  };
}

/** A computation per call, each answering `${eventId}#${n}` when released; tracks how many run at once. */
function gatedCompute(onStart: (n: number) => void = () => {}) {
  const gates: (() => void)[] = [];
  let started = 0;
  let running = 0;
  let mostAtOnce = 0;
  const compute = async (eventId: number) => {
    const n = ++started;
    onStart(n);
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    await new Promise<void>((resolve) => gates.push(resolve));
    running -= 1;
    return `${String(eventId)}#${String(n)}`;
  };
  return {
    compute,
    started: () => started,
    mostAtOnce: () => mostAtOnce,
    /** Lets every computation waiting finish, then lets their readers run. */
    async release() {
      await flush();
      gates.splice(0).forEach((open) => open());
      await flush();
    },
  };
}

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

function setup(options: Partial<PublicCacheOptions> = {}) {
  const b = bus();
  const gate = gatedCompute();
  const cache = createPublicCache({ bus: b, minGapMs: 0, ...options });
  const read = cache.define('test', gate.compute);
  return { b, gate, cache, read };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('public cache', () => {
  it('30 readers at once share one computation; later readers get the kept answer', async () => {
    const { gate, read } = setup();
    const answers = Array.from({ length: 30 }, () => read(1));
    await gate.release();
    expect(await Promise.all(answers)).toEqual(Array(30).fill('1#1'));
    expect(await read(1)).toBe('1#1');
    expect(gate.started()).toBe(1);
  });

  it('after a change a reader never gets an answer computed before it; readers during a computation share one queued behind it', async () => {
    const { b, gate, read } = setup();
    const before = read(1);
    await flush();
    b.change(1); // heard while #1 runs: #1 may have read the old data
    const after = Array.from({ length: 20 }, () => read(1));
    await gate.release();
    expect(await before).toBe('1#1');
    await gate.release();
    expect(await Promise.all(after)).toEqual(Array(20).fill('1#2'));
    expect(gate.started()).toBe(2);
    expect(gate.mostAtOnce()).toBe(1);
  });

  it('a storm of changes between readers: one computation at a time, each reader’s answer started after the last change it could know of', async () => {
    const b = bus();
    let changes = 0;
    const changesAtStart = new Map<string, number>();
    const gate = gatedCompute((n) => changesAtStart.set(`7#${String(n)}`, changes));
    const read = createPublicCache({ bus: b, minGapMs: 0 }).define('storm', gate.compute);
    const reads: { answer: Promise<string>; changesBefore: number }[] = [];
    for (let round = 0; round < 20; round++) {
      for (let r = 0; r < 5; r++) reads.push({ answer: read(7), changesBefore: changes });
      await flush();
      b.change(7);
      changes += 1;
      if (round % 3 === 2) await gate.release();
    }
    const all = Promise.all(reads.map((r) => r.answer));
    for (let i = 0; i < 20 && gate.started() > 0; i++) await gate.release();
    const answers = await all;
    expect(gate.mostAtOnce()).toBe(1);
    // 100 readers, 20 changes: one computation to start, then one per release at most.
    expect(gate.started()).toBeLessThanOrEqual(9);
    reads.forEach(({ changesBefore }, i) => expect(changesAtStart.get(answers[i] ?? '')).toBeGreaterThanOrEqual(changesBefore));
  });

  it('each event on its own: a change of one leaves the other’s answer kept', async () => {
    const { b, gate, read } = setup();
    const one = read(1);
    const two = read(2);
    await gate.release();
    expect([await one, await two]).toEqual(['1#1', '2#2']);
    b.change(2);
    expect(await read(1)).toBe('1#1');
    const again = read(2);
    await gate.release();
    expect(await again).toBe('2#3');
  });

  it('a resync (changes may have been missed) refreshes every event', async () => {
    const { b, gate, read } = setup();
    const first = [read(1), read(2)];
    await gate.release();
    await Promise.all(first);
    b.resync();
    const next = [read(1), read(2)];
    await gate.release();
    expect(await Promise.all(next)).toEqual(['1#3', '2#4']);
  });

  it('a computation that fails is shared by its readers and not kept: the next read tries again', async () => {
    const b = bus();
    let calls = 0;
    const cache = createPublicCache({ bus: b, minGapMs: 0 });
    const read = cache.define('failing', async (eventId) => {
      calls += 1;
      if (calls === 1) throw new Error('Event not found.');
      return eventId;
    });
    const failed = await Promise.allSettled(Array.from({ length: 10 }, () => read(5)));
    expect(failed.every((result) => result.status === 'rejected')).toBe(true);
    expect(calls).toBe(1);
    expect(await read(5)).toBe(5);
    expect(cache.computations('failing')).toBe(2);
  });

  it('two computations of one event start at least minGapMs apart; a kept answer older than maxAgeMs is computed again', async () => {
    vi.useFakeTimers();
    const { b, gate, read } = setup({ minGapMs: 1000, maxAgeMs: 30_000, now: () => Date.now() });
    const first = read(1);
    await gate.release();
    expect(await first).toBe('1#1');

    b.change(1);
    const second = read(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(gate.started()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(gate.started()).toBe(2);
    await gate.release();
    expect(await second).toBe('1#2');

    // No change heard for a while (a category renamed, which no write announces): computed again.
    await vi.advanceTimersByTimeAsync(29_000);
    expect(await read(1)).toBe('1#2');
    await vi.advanceTimersByTimeAsync(1_000);
    const aged = read(1);
    await gate.release();
    expect(await aged).toBe('1#3');
  });
});
