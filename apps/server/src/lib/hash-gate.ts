/**
 * Bounds the password hashes in flight. scrypt (128 MiB, ~0.3–0.5 s of a core each) runs on
 * libuv's small thread pool, which file reads and DNS share: a burst of sign-ins queued there
 * without bound made another judge's sign-in wait over a minute and doubled the memory. Here at
 * most `concurrency` hashes run and the rest wait in lanes (below), each bounded. Past the bounds
 * the gate refuses at once, and after `maxWaitMs` a waiting request is refused too (the caller
 * answers 503 with Retry-After and counts the refusal, ADR 033) instead of queueing without end.
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

interface Waiter {
  client: string;
  /** The lane it waits in now. */
  lane?: WaitingLane;
  start: () => void;
  refuse: () => void;
}

interface WaitingLane {
  readonly waiting: number;
  /**
   * Takes the request in, or throws GateFullError; may push out another to make room and answer
   * it (the gate moves it on).
   */
  add(waiter: Waiter): Waiter | undefined;
  take(): Waiter | undefined;
  /** False when the request is no longer here (started or refused already). */
  remove(waiter: Waiter): boolean;
}

/** Waiting clients in turn, round-robin by address: the first key is next; a served client goes to the back. */
class RoundRobinLane implements WaitingLane {
  readonly #queues = new Map<string, Waiter[]>();
  waiting = 0;

  constructor(
    private readonly maxWaiting: number,
    private readonly maxWaitingPerClient: number,
  ) {}

  hasRoomFor(client: string): boolean {
    return this.waiting < this.maxWaiting && (this.#queues.get(client)?.length ?? 0) < this.maxWaitingPerClient;
  }

  add(waiter: Waiter): undefined {
    if (!this.hasRoomFor(waiter.client)) throw new GateFullError();
    const queue = this.#queues.get(waiter.client);
    if (queue) queue.push(waiter);
    else this.#queues.set(waiter.client, [waiter]);
    this.waiting++;
    waiter.lane = this;
    return undefined;
  }

  take(): Waiter | undefined {
    for (const [client, queue] of this.#queues) {
      const waiter = queue.shift();
      this.#queues.delete(client);
      if (queue.length > 0) this.#queues.set(client, queue);
      if (waiter) {
        this.waiting--;
        return waiter;
      }
    }
    return undefined;
  }

  remove(waiter: Waiter): boolean {
    const queue = this.#queues.get(waiter.client);
    const at = queue?.indexOf(waiter) ?? -1;
    if (!queue || at < 0) return false;
    queue.splice(at, 1);
    if (queue.length === 0) this.#queues.delete(waiter.client);
    this.waiting--;
    return true;
  }
}

/**
 * The clean lane: one request per address, in order of arrival, and when full the oldest moves to
 * wait with the others. A flood's addresses are clean only until their first answers, so what a
 * flood put here at its start is pushed out by the next clean arrivals (a judge), and to keep a
 * judge back a flood must bring new clean addresses faster than the lane is served, each good
 * for one try per window (ADR 033).
 */
class CleanLane implements WaitingLane {
  readonly #queue: Waiter[] = [];

  constructor(private readonly maxWaiting: number) {}

  get waiting(): number {
    return this.#queue.length;
  }

  holds(client: string): boolean {
    return this.#queue.some((w) => w.client === client);
  }

  add(waiter: Waiter): Waiter | undefined {
    if (this.maxWaiting <= 0) throw new GateFullError();
    const oldest = this.#queue.length >= this.maxWaiting ? this.#queue.shift() : undefined;
    this.#queue.push(waiter);
    waiter.lane = this;
    return oldest;
  }

  take(): Waiter | undefined {
    return this.#queue.shift();
  }

  remove(waiter: Waiter): boolean {
    const at = this.#queue.indexOf(waiter);
    if (at < 0) return false;
    this.#queue.splice(at, 1);
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
  const known = new RoundRobinLane(maxWaiting, maxWaitingPerClient);
  const clean = new CleanLane(maxWaitingClean);
  const other = new RoundRobinLane(maxWaiting, maxWaitingPerClient);
  const lanes: Record<GateLane, WaitingLane> = { known, clean, other };
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

  const laneFor = (client: string, wanted: GateLane): WaitingLane => (wanted === 'clean' && clean.holds(client) ? other : lanes[wanted]);

  /** Queues a request; one pushed out of the clean lane waits with the others, or is refused when they are full. */
  function enqueue(waiter: Waiter, lane: WaitingLane) {
    const pushedOut = lane.add(waiter);
    if (!pushedOut) return;
    try {
      other.add(pushedOut);
    } catch {
      pushedOut.refuse();
    }
  }

  return {
    async run<T>(client: string, work: () => Promise<T>, { lane: wanted = 'other' }: { lane?: GateLane } = {}): Promise<T> {
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
    },
    load: () => ({ running, waiting: known.waiting + clean.waiting + other.waiting }),
  };
}
