import { describe, expect, it } from 'vitest';
import { createHashGate, GateFullError } from './hash-gate.ts';

/** A piece of work the test finishes by hand, recording when it started. */
function manualWork(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    work: async () => {
      log.push(name);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('hash gate', () => {
  it('runs at most `concurrency` at once and refuses past the waiting bounds at once', async () => {
    const gate = createHashGate({ concurrency: 2, maxWaiting: 3, maxWaitingPerClient: 2, maxWaitingClean: 1, maxWaitMs: 60_000 });
    const log: string[] = [];
    const jobs = ['a1', 'a2', 'a3', 'a4'].map((n) => manualWork(log, n));
    const runs = jobs.map((j) => gate.run('attacker', j.work));
    await tick();
    expect(log).toEqual(['a1', 'a2']);
    expect(gate.load()).toEqual({ running: 2, waiting: 2 });
    // The attacker's own share of the queue is full; another client still has room.
    await expect(gate.run('attacker', async () => 'a5')).rejects.toBeInstanceOf(GateFullError);
    const other = manualWork(log, 'b1');
    const otherRun = gate.run('judge', other.work);
    await expect(gate.run('third', async () => 'c1')).rejects.toBeInstanceOf(GateFullError);
    for (const j of [...jobs, other]) j.finish();
    expect(await Promise.all([...runs, otherRun])).toEqual(['a1', 'a2', 'a3', 'a4', 'b1']);
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('serves waiting clients round-robin: one sign-in from elsewhere waits for one hash, not for a burst', async () => {
    const gate = createHashGate({ concurrency: 1, maxWaiting: 100, maxWaitingPerClient: 100, maxWaitingClean: 4, maxWaitMs: 60_000 });
    const log: string[] = [];
    const burst = Array.from({ length: 10 }, (_, i) => manualWork(log, `a${i}`));
    const burstRuns = burst.map((j) => gate.run('attacker', j.work));
    const judge = manualWork(log, 'judge');
    const judgeRun = gate.run('judge', judge.work);
    for (const j of [...burst, judge]) j.finish();
    await Promise.all([...burstRuns, judgeRun]);
    // a0 was running; the judge's turn comes right after the next attacker hash.
    expect(log.indexOf('judge')).toBeLessThanOrEqual(2);
  });

  it('serves a known device before the others, however many addresses wait', async () => {
    const gate = createHashGate({ concurrency: 1, maxWaiting: 100, maxWaitingPerClient: 100, maxWaitingClean: 4, maxWaitMs: 60_000 });
    const log: string[] = [];
    const flood = Array.from({ length: 10 }, (_, i) => manualWork(log, `x${i}`));
    const floodRuns = flood.map((j, i) => gate.run(`198.51.100.${i}`, j.work));
    const tablet = manualWork(log, 'tablet');
    const tabletRun = gate.run('192.0.2.1', tablet.work, { lane: 'known' });
    for (const j of [...flood, tablet]) j.finish();
    await Promise.all([...floodRuns, tabletRun]);
    expect(log.indexOf('tablet')).toBe(1);
  });

  it('lets the lanes take turns: known devices signing in again and again cannot starve the others', async () => {
    const gate = createHashGate({ concurrency: 1, maxWaiting: 100, maxWaitingPerClient: 100, maxWaitingClean: 4, maxWaitMs: 60_000 });
    const log: string[] = [];
    const loop = Array.from({ length: 10 }, (_, i) => manualWork(log, `k${i}`));
    const loopRuns = loop.map((j) => gate.run('192.0.2.1', j.work, { lane: 'known' }));
    const admin = manualWork(log, 'admin');
    const adminRun = gate.run('10.0.0.77', admin.work);
    for (const j of [...loop, admin]) j.finish();
    await Promise.all([...loopRuns, adminRun]);
    expect(log.indexOf('admin')).toBeLessThanOrEqual(2);
  });

  it('serves a clean sign-in after one hash of a flood from any number of addresses (the lanes take turns)', async () => {
    const gate = createHashGate({ concurrency: 1, maxWaiting: 100, maxWaitingPerClient: 100, maxWaitingClean: 4, maxWaitMs: 60_000 });
    const log: string[] = [];
    const flood = Array.from({ length: 40 }, (_, i) => manualWork(log, `x${i}`));
    const floodRuns = flood.map((j, i) => gate.run(`198.51.100.${i}`, j.work));
    const judge = manualWork(log, 'judge');
    const judgeRun = gate.run('192.0.2.7', judge.work, { lane: 'clean' });
    for (const j of [...flood, judge]) j.finish();
    await Promise.all([...floodRuns, judgeRun]);
    // x0 was running; the judge's lane has the next turn.
    expect(log.indexOf('judge')).toBe(1);
  });

  it('serves the clean lane in order and, when full, moves its oldest to wait with the others', async () => {
    const gate = createHashGate({ concurrency: 1, maxWaiting: 100, maxWaitingPerClient: 100, maxWaitingClean: 2, maxWaitMs: 60_000 });
    const log: string[] = [];
    const running = manualWork(log, 'running');
    const runningRun = gate.run('203.0.113.1', running.work);
    // A flood's first requests, clean by the counters, all at once; then a judge.
    const flood = Array.from({ length: 3 }, (_, i) => manualWork(log, `c${i}`));
    const floodRuns = flood.map((j, i) => gate.run(`10.0.0.${i}`, j.work, { lane: 'clean' }));
    const judge = manualWork(log, 'judge');
    const judgeRun = gate.run('192.0.2.7', judge.work, { lane: 'clean' });
    expect(gate.load()).toEqual({ running: 1, waiting: 4 });
    for (const j of [running, ...flood, judge]) j.finish();
    await Promise.all([runningRun, ...floodRuns, judgeRun]);
    // Clean (c2, judge) and other (c0, c1, moved there) take turns.
    expect(log).toEqual(['running', 'c2', 'c0', 'judge', 'c1']);
  });

  it('refuses a request moved out of the clean lane when the others are full', async () => {
    const gate = createHashGate({ concurrency: 1, maxWaiting: 0, maxWaitingPerClient: 0, maxWaitingClean: 1, maxWaitMs: 60_000 });
    const log: string[] = [];
    const jobs = ['running', 'old', 'judge'].map((n) => manualWork(log, n));
    const runningRun = gate.run('203.0.113.1', jobs[0]!.work);
    const oldRun = gate.run('10.0.0.1', jobs[1]!.work, { lane: 'clean' });
    const judgeRun = gate.run('192.0.2.7', jobs[2]!.work, { lane: 'clean' });
    await expect(oldRun).rejects.toBeInstanceOf(GateFullError);
    for (const j of jobs) j.finish();
    expect(await Promise.all([runningRun, judgeRun])).toEqual(['running', 'judge']);
  });

  it('moves a clean request on once another sign-in of its address was answered: its address is a flood’s, not new', async () => {
    const gate = createHashGate({ concurrency: 1, maxWaiting: 1, maxWaitingPerClient: 1, maxWaitingClean: 4, maxWaitMs: 60_000 });
    const log: string[] = [];
    const jobs = ['running', 'a1', 'a2', 'judge'].map((n) => manualWork(log, n));
    const runningRun = gate.run('203.0.113.1', jobs[0]!.work);
    const a1 = gate.run('198.51.100.1', jobs[1]!.work, { lane: 'clean' });
    const a2 = gate.run('198.51.100.1', jobs[2]!.work, { lane: 'clean' });
    const judgeRun = gate.run('192.0.2.7', jobs[3]!.work, { lane: 'clean' });
    // The address's third request finds no room and is refused: an answer.
    await expect(gate.run('198.51.100.1', async () => 'a3')).rejects.toBeInstanceOf(GateFullError);
    for (const j of jobs) j.finish();
    // a1 left the clean lane for the full other lane: refused; the judge goes first.
    await expect(a1).rejects.toBeInstanceOf(GateFullError);
    expect(await Promise.all([runningRun, judgeRun, a2])).toEqual(['running', 'judge', 'a2']);
    expect(log).toEqual(['running', 'judge', 'a2']);
  });

  it('an address that sends a second sign-in while one waits in the clean lane loses it: both wait with the others', async () => {
    const gate = createHashGate({ concurrency: 1, maxWaiting: 100, maxWaitingPerClient: 100, maxWaitingClean: 4, maxWaitMs: 60_000 });
    const log: string[] = [];
    const jobs = ['running', 'first', 'again', 'judge'].map((n) => manualWork(log, n));
    const runs = [
      gate.run('203.0.113.1', jobs[0]!.work),
      gate.run('10.0.0.1', jobs[1]!.work, { lane: 'clean' }),
      gate.run('10.0.0.1', jobs[2]!.work, { lane: 'clean' }),
      gate.run('192.0.2.7', jobs[3]!.work, { lane: 'clean' }),
    ];
    for (const j of jobs) j.finish();
    await Promise.all(runs);
    // A new tablet sends one at a time: the judge's is the one clean request left.
    expect(log).toEqual(['running', 'judge', 'again', 'first']);
  });

  it('gives the three lanes turns in order', async () => {
    const gate = createHashGate({ concurrency: 1, maxWaiting: 100, maxWaitingPerClient: 100, maxWaitingClean: 4, maxWaitMs: 60_000 });
    const log: string[] = [];
    const first = manualWork(log, 'first');
    const runs = [gate.run('z', first.work)];
    const jobs = [first];
    for (let i = 0; i < 3; i++) {
      for (const lane of ['other', 'known', 'clean'] as const) {
        const job = manualWork(log, `${lane}${i}`);
        jobs.push(job);
        runs.push(gate.run(`${lane}-${i}`, job.work, { lane }));
      }
    }
    for (const j of jobs) j.finish();
    await Promise.all(runs);
    expect(log).toEqual(['first', 'known0', 'clean0', 'other0', 'known1', 'clean1', 'other1', 'known2', 'clean2', 'other2']);
  });

  it('refuses a request that waited maxWaitMs, and forgets it', async () => {
    const gate = createHashGate({ concurrency: 1, maxWaiting: 10, maxWaitingPerClient: 10, maxWaitingClean: 4, maxWaitMs: 50 });
    const log: string[] = [];
    const stuck = manualWork(log, 'stuck');
    const stuckRun = gate.run('a', stuck.work);
    await tick();
    const started = Date.now();
    await expect(gate.run('b', async () => 'late')).rejects.toBeInstanceOf(GateFullError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(40);
    expect(gate.load()).toEqual({ running: 1, waiting: 0 });
    stuck.finish();
    await stuckRun;
    expect(await gate.run('b', async () => 'next')).toBe('next');
  });

  it('frees the slot when the work fails', async () => {
    const gate = createHashGate({ concurrency: 1, maxWaiting: 1, maxWaitingPerClient: 1, maxWaitingClean: 1, maxWaitMs: 60_000 });
    await expect(gate.run('x', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run('x', async () => 'ok')).toBe('ok');
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });
});
