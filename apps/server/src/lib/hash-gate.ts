/**
 * Bounds the password hashes in flight. scrypt (128 MiB, ~0.3–0.5 s of a core each) runs on
 * libuv's small thread pool, which file reads and DNS share: a burst of sign-ins queued there
 * without bound made another judge's sign-in wait over a minute and doubled the memory. Here at
 * most `concurrency` hashes run and the rest wait in lanes (below), each bounded, served
 * round-robin by client address: a burst from one address can neither fill a lane nor keep
 * another out. Past the bounds the gate refuses at once, and after `maxWaitMs` a waiting request
 * is refused too (the caller answers 503 with Retry-After and counts the refusal, ADR 033)
 * instead of queueing without end.
 */
export class GateFullError extends Error {
  constructor() {
    super('password hashing is at capacity');
  }
}

/**
 * Who waits where (ADR 016, 033): `known`, a browser with a device cookie of the account; `clean`,
 * an address with no recent failures (the caller decides, from the shared counters); `other`,
 * everyone else, which is where a flood of wrong passwords ends up after its first answers.
 */
export type GateLane = 'known' | 'clean' | 'other';

export interface HashGate {
  /**
   * Runs `work` when a hash slot is free. A `clean` request the clean lane has no room for (or
   * whose address already waits there) waits as `other`.
   */
  run<T>(client: string, work: () => Promise<T>, options?: { lane?: GateLane }): Promise<T>;
  /** Hashes running and waiting, for tests and benchmarks. */
  load(): { running: number; waiting: number };
}

interface Waiter {
  start: () => void;
  timeout: () => void;
}

export interface HashGateOptions {
  concurrency: number;
  /** Waiting requests per lane (known, other). */
  maxWaiting: number;
  maxWaitingPerClient: number;
  /**
   * Waiting requests in the clean lane, one per address: small, so that the first requests of a
   * flood from new addresses (clean until their first answer) hold it for a second or two at most.
   */
  maxWaitingClean: number;
  /** A request that waits this long is refused (503): no sign-in hangs behind a flood. */
  maxWaitMs: number;
}

/** Waiting clients in turn: the first key is next; a served client goes to the back. */
class Lane {
  readonly queues = new Map<string, Waiter[]>();
  waiting = 0;

  constructor(
    readonly maxWaiting: number,
    readonly maxWaitingPerClient: number,
  ) {}

  hasRoomFor(client: string): boolean {
    return this.waiting < this.maxWaiting && (this.queues.get(client)?.length ?? 0) < this.maxWaitingPerClient;
  }

  add(client: string, waiter: Waiter): void {
    const queue = this.queues.get(client);
    if (queue) queue.push(waiter);
    else this.queues.set(client, [waiter]);
    this.waiting++;
  }

  take(): Waiter | undefined {
    for (const [client, queue] of this.queues) {
      const waiter = queue.shift();
      this.queues.delete(client);
      if (queue.length > 0) this.queues.set(client, queue);
      if (waiter) {
        this.waiting--;
        return waiter;
      }
    }
    return undefined;
  }

  remove(client: string, waiter: Waiter): boolean {
    const queue = this.queues.get(client);
    const at = queue?.indexOf(waiter) ?? -1;
    if (!queue || at < 0) return false;
    queue.splice(at, 1);
    if (queue.length === 0) this.queues.delete(client);
    this.waiting--;
    return true;
  }
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
  const lanes: Record<GateLane, Lane> = {
    known: new Lane(maxWaiting, maxWaitingPerClient),
    clean: new Lane(maxWaitingClean, 1),
    other: new Lane(maxWaiting, maxWaitingPerClient),
  };
  const order: GateLane[] = ['known', 'clean', 'other'];
  let lastServed = order.length - 1;

  function take(): Waiter | undefined {
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

  /** The lane a request waits in: its own if it has room, a clean one's else the other lane. */
  function laneFor(client: string, wanted: GateLane): Lane {
    const lane = lanes[wanted];
    if (lane.hasRoomFor(client)) return lane;
    if (wanted === 'clean' && lanes.other.hasRoomFor(client)) return lanes.other;
    throw new GateFullError();
  }

  return {
    async run<T>(client: string, work: () => Promise<T>, { lane: wanted = 'other' }: { lane?: GateLane } = {}): Promise<T> {
      if (running >= concurrency) {
        const lane = laneFor(client, wanted);
        await new Promise<void>((start, refuse) => {
          const waiter: Waiter = {
            start: () => {
              clearTimeout(timer);
              start();
            },
            timeout: () => {
              if (lane.remove(client, waiter)) refuse(new GateFullError());
            },
          };
          const timer = setTimeout(() => waiter.timeout(), maxWaitMs);
          lane.add(client, waiter);
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
    },
    load: () => ({ running, waiting: lanes.known.waiting + lanes.clean.waiting + lanes.other.waiting }),
  };
}
