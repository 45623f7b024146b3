import { GateFullError } from './hash-gate-errors.ts';
import { CleanLane, RoundRobinLane, type Waiter, type WaitingLane } from './hash-gate-lanes.ts';

/*
 * Bounds the password hashes in flight. scrypt (128 MiB, ~0.3–0.5 s of a core each) runs on
 * libuv's small thread pool, which file reads and DNS share: a burst of sign-ins queued there
 * without bound made another judge's sign-in wait over a minute and doubled the memory. Here at
 * most `concurrency` hashes run and the rest wait in lanes (below), each bounded. Past the bounds
 * the gate refuses at once, and after `maxWaitMs` a waiting request is refused too (the caller
 * answers 503 with Retry-After and counts the refusal, ADR 033) instead of queueing without end.
 */

export { GateFullError };

/**
 * Who waits where (ADR 016, 033): `known`, a browser with a device cookie of the account; `clean`,
 * an address with no recent failures (the caller decides, from the shared counters); `other`,
 * everyone else, which is where a flood of wrong passwords ends up after its first answers.
 */
export type GateLane = 'known' | 'clean' | 'other';

export interface HashGate {
  /**
   * Runs `work` when a hash slot is free. A `clean` request whose address already waits in the
   * clean lane waits as `other`.
   */
  run<T>(client: string, work: () => Promise<T>, options?: { lane?: GateLane }): Promise<T>;
  /** Hashes running and waiting, for tests and benchmarks. */
  load(): { running: number; waiting: number };
}

export interface HashGateOptions {
  concurrency: number;
  /** Waiting requests per lane (known, other). */
  maxWaiting: number;
  maxWaitingPerClient: number;
  /** Waiting requests in the clean lane, one per address. */
  maxWaitingClean: number;
  /** A request that waits this long is refused (503): no sign-in hangs behind a flood. */
  maxWaitMs: number;
}

/**
 * The lanes take turns: after a lane is served, the next lane with waiters goes first. So a flood
 * in `other` (from any number of addresses, which round-robin alone cannot tell from a crowd)
 * holds a clean or known sign-in back by about one hash, and no lane can starve another: an
 * account holder signing in again and again on a known device (never counted: only failures are)
 * leaves every other turn to the rest.
 */
export function createHashGate({ concurrency, maxWaiting, maxWaitingPerClient, maxWaitingClean, maxWaitMs }: HashGateOptions): HashGate {
  let running = 0;
  const known = new RoundRobinLane(maxWaiting, maxWaitingPerClient);
  const clean = new CleanLane(maxWaitingClean);
  const other = new RoundRobinLane(maxWaiting, maxWaitingPerClient);
  const lanes: Record<GateLane, WaitingLane> = { known, clean, other };
  const order: GateLane[] = ['known', 'clean', 'other'];
  let lastServed = order.length - 1;

  /** Moves a waiter that left the clean lane to the other lane, or refuses it when that is full. */
  function demote(waiter: Waiter) {
    try {
      other.add(waiter);
    } catch {
      waiter.refuse();
    }
  }

  function take(): Waiter | undefined {
    clean.removeStale().forEach(demote);
    for (let step = 1; step <= order.length; step++) {
      const at = (lastServed + step) % order.length;
      const waiter = lanes[order[at]!].take();
      if (waiter) {
        lastServed = at;
        return waiter;
      }
    }
    return undefined;
  }

  function next() {
    while (running < concurrency) {
      const waiter = take();
      if (!waiter) return;
      running++;
      waiter.start();
    }
  }

  /**
   * A new tablet sends one sign-in at a time: an address with one already in the clean lane is a
   * flood's, and neither request counts as clean any more.
   */
  function laneFor(client: string, wanted: GateLane): WaitingLane {
    if (!clean.holds(client)) return lanes[wanted];
    clean.markStale(client);
    return wanted === 'clean' ? other : lanes[wanted];
  }

  /** Queues a request; one pushed out of the clean lane waits with the others, or is refused when they are full. */
  function enqueue(waiter: Waiter, lane: WaitingLane) {
    if (lane === clean) clean.removeStale().forEach(demote);
    const pushedOut = lane.add(waiter);
    if (pushedOut) demote(pushedOut);
  }

  /** Waits for a slot in the request's lane (or is refused), then runs the work. */
  async function runNow<T>(client: string, work: () => Promise<T>, wanted: GateLane): Promise<T> {
    if (running >= concurrency) {
      const lane = laneFor(client, wanted);
      await new Promise<void>((start, refuse) => {
        const timer = setTimeout(() => {
          if (waiter.lane?.remove(waiter)) refuse(new GateFullError());
        }, maxWaitMs);
        const waiter: Waiter = {
          client,
          start: () => {
            clearTimeout(timer);
            start();
          },
          refuse: () => {
            clearTimeout(timer);
            refuse(new GateFullError());
          },
        };
        try {
          enqueue(waiter, lane);
        } catch (err) {
          clearTimeout(timer);
          throw err;
        }
      });
    } else {
      running++;
    }
    try {
      return await work();
    } finally {
      running--;
      next();
    }
  }

  return {
    async run<T>(client: string, work: () => Promise<T>, { lane: wanted = 'other' }: { lane?: GateLane } = {}): Promise<T> {
      try {
        return await runNow(client, work, wanted);
      } finally {
        // Answered (or refused): whatever else this address has waiting in the clean lane is stale.
        clean.markStale(client);
      }
    },
    load: () => ({ running, waiting: known.waiting + clean.waiting + other.waiting }),
  };
}
