import { text } from 'node:stream/consumers';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from '../lib/http-errors.ts';
import { createExportPool, EXPORT_BUSY, type ExportPool, type ExportPoolOptions } from './pool.ts';
import type { TestTasks } from './pool-test-worker.ts';

const entry = new URL('./pool-test-worker.ts', import.meta.url);
let pools: ExportPool<TestTasks>[] = [];
const pool = (options: Partial<ExportPoolOptions> = {}) => {
  const made = createExportPool<TestTasks>({ entry, threads: 1, ...options });
  pools.push(made);
  return made;
};
afterEach(async () => {
  await Promise.all(pools.map((p) => p.close()));
  pools = [];
});

/** Parts the test hands out one by one, and ends when it says. */
function controlledParts() {
  const queue: string[] = [];
  let wake: (() => void) | undefined;
  let ended = false;
  let closed = false;
  return {
    push(part: string) {
      queue.push(part);
      wake?.();
    },
    end() {
      ended = true;
      wake?.();
    },
    /** The consumer stopped pulling (it ended or gave up). */
    get closed() {
      return closed;
    },
    async *parts() {
      try {
        for (;;) {
          const next = queue.shift();
          if (next !== undefined) yield next;
          else if (ended) return;
          else await new Promise<void>((resolve) => (wake = resolve));
        }
      } finally {
        closed = true;
      }
    },
  };
}

const echo = (p: ExportPool<TestTasks>, owner: number, input: TestTasks['echo']['input']) =>
  p.run({ owner, task: 'echo', load: async () => ({ input }) });

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return error;
};

describe('export pool', () => {
  it('runs a task in a worker thread and streams what it writes', async () => {
    const p = pool();
    const file = await echo(p, 1, { text: 'abc', times: 100_000 });
    const body = await text(file);
    expect(body.length).toBe(300_000);
    expect(body.startsWith('abcabc')).toBe(true);
    expect(p.stats()).toMatchObject({ running: 0, waiting: 0 });
  });

  it('streams the parts to the worker as they are loaded, while it writes', async () => {
    const p = pool();
    const control = controlledParts();
    control.push('one,');
    const file = p.run({ owner: 1, task: 'parts', load: async () => ({ input: { padTo: 0 }, parts: control.parts() }) });
    // Running: the job holds the thread while the main side is still loading.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(p.stats().running).toBe(1);
    control.push('two,');
    control.end();
    expect(await text(await file)).toBe('one,two,end');
  });

  it('keeps memory flat for a slow reader: the worker waits for the response to take each chunk', async () => {
    const p = pool();
    // 64 MiB, read by nobody: the worker may only run ahead by its window of chunks.
    const file = await echo(p, 1, { text: 'x'.repeat(1024), times: 64 * 1024 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(file.readableLength).toBeLessThanOrEqual(2 * 1024 * 1024);
    file.destroy();
  });

  it('runs one job per owner at a time; a second waits and loads only when the first has ended; a fourth is refused with 429 and retry-after', async () => {
    const p = pool({ threads: 2 });
    const first = controlledParts();
    const loads: string[] = [];
    const job = (name: string, parts?: AsyncIterable<string>) =>
      p.run({
        owner: 7,
        task: 'parts',
        load: async () => {
          loads.push(name);
          return { input: { padTo: 0 }, parts: parts ?? ['only'] };
        },
      });
    const running = job('first', first.parts());
    first.push('a');
    const second = job('second');
    const third = job('third');
    const busy = await refusal(job('fourth'));
    expect(busy.statusCode).toBe(429);
    expect(busy.body).toEqual({ detail: EXPORT_BUSY });
    expect(busy.headers['retry-after']).toBe('5');
    // The first runs; the others have not even loaded their data, though a thread is free.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(loads).toEqual(['first']);
    first.end();
    expect(await text(await running)).toBe('aend');
    expect(await text(await second)).toBe('onlyend');
    expect(await text(await third)).toBe('onlyend');
    expect(loads).toEqual(['first', 'second', 'third']);
    expect(p.stats().peakRunningPerOwner).toBe(1);
  });

  it('lets a burst of 60 requests from one owner through no more than one at a time, refusing those past the line', async () => {
    const p = pool({ threads: 2 });
    const results = await Promise.allSettled(Array.from({ length: 60 }, () => echo(p, 3, { text: 'y', times: 10 }).then(text)));
    const served = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected' && r.reason instanceof HttpError && r.reason.statusCode === 429);
    expect(served.length + refused.length).toBe(60);
    // One running and two waiting when the burst arrived: nothing else got in.
    expect(served.length).toBe(3);
    expect(p.stats().peakRunningPerOwner).toBe(1);
  });

  it('runs different owners side by side up to the thread count, the rest waiting for a thread', async () => {
    const p = pool({ threads: 2 });
    const held = [controlledParts(), controlledParts(), controlledParts()];
    const jobs = held.map((control, owner) =>
      p.run({ owner, task: 'parts', load: async () => ({ input: { padTo: 0 }, parts: control.parts() }) }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(p.stats()).toMatchObject({ running: 2, waiting: 1 });
    for (const control of held) control.end();
    expect(await Promise.all(jobs.map(async (job) => text(await job)))).toEqual(['end', 'end', 'end']);
    expect(p.stats().peakRunning).toBe(2);
  });

  it('answers a task that throws with its error, and the thread serves the next job', async () => {
    const p = pool();
    await expect(p.run({ owner: 1, task: 'fail', load: async () => ({ input: { message: 'no paper left' } }) })).rejects.toThrow(
      /no paper left/,
    );
    expect(await text(await echo(p, 1, { text: 'ok', times: 1 }))).toBe('ok');
  });

  it('gives the turn back when loading the data fails (say, an unknown event)', async () => {
    const p = pool();
    await expect(p.run({ owner: 1, task: 'echo', load: () => Promise.reject(new Error('Event not found.')) })).rejects.toThrow(
      'Event not found.',
    );
    expect(await text(await echo(p, 1, { text: 'next', times: 1 }))).toBe('next');
  });

  it('stops a job past its time limit and one that exhausts its heap, replacing the thread', async () => {
    const p = pool({ timeoutMs: 1_500, heapMb: 32 });
    await expect(p.run({ owner: 1, task: 'hang', load: async () => ({ input: null }) })).rejects.toThrow(/longer than 1.5 s/);
    await expect(p.run({ owner: 1, task: 'hog', load: async () => ({ input: null }) })).rejects.toThrow();
    expect(await text(await echo(p, 1, { text: 'alive', times: 1 }))).toBe('alive');
    expect(p.stats().threads).toBe(1);
  });

  it('stops the work when the reader goes away, and drops a waiting job whose client left', async () => {
    const p = pool();
    const control = controlledParts();
    control.push('first part');
    // Padded past one chunk, so the worker sends it at once and the file starts.
    const file = await p.run({ owner: 1, task: 'parts', load: async () => ({ input: { padTo: 300_000 }, parts: control.parts() }) });
    const leaving = new AbortController();
    let loaded = false;
    const waiting = p.run(
      { owner: 1, task: 'echo', load: async () => ((loaded = true), { input: { text: 'never', times: 1 } }) },
      leaving.signal,
    );
    leaving.abort();
    await expect(waiting).rejects.toThrow('the client went away');
    file.destroy();
    // Its parts stop being loaded, and the owner's turn is free again.
    control.push('more');
    expect(await text(await echo(p, 1, { text: 'free', times: 1 }))).toBe('free');
    expect(control.closed).toBe(true);
    expect(loaded).toBe(false);
  });

  it('ends idle threads, giving their memory back', async () => {
    const p = pool({ idleMs: 200 });
    await text(await echo(p, 1, { text: 'z', times: 1 }));
    expect(p.stats().threads).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(p.stats().threads).toBe(0);
  });
});
