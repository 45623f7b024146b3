/**
 * Bounds the password hashes in flight. scrypt (128 MiB, ~0.3–0.5 s of a core each) runs on
 * libuv's small thread pool, which file reads and DNS share: a burst of sign-ins queued there
 * without bound made another judge's sign-in wait over a minute and doubled the memory. Here at
 * most `concurrency` hashes run and at most `maxWaiting` wait, `maxWaitingPerClient` of them from
 * one client address, served round-robin by address: a burst from one address can neither fill
 * the queue nor keep another out, and a sign-in from elsewhere waits for about one hash per
 * address ahead of it in its lane (the lanes take turns, below). Past the bounds the gate refuses
 * at once, and after `maxWaitMs` a waiting request is refused too (the caller answers 503 with
 * Retry-After) instead of queueing without end.
 */
export class GateFullError extends Error {
  constructor() {
    super('password hashing is at capacity');
  }
}

export interface HashGate {
  /** `known`: the client showed a device cookie of the account (ADR 016): the lanes take turns. */
  run<T>(client: string, work: () => Promise<T>, options?: { known?: boolean }): Promise<T>;
  /** Hashes running and waiting, for tests and benchmarks. */
  load(): { running: number; waiting: number };
}

interface Waiter {
  start: () => void;
  timeout: () => void;
}

export interface HashGateOptions {
  concurrency: number;
  maxWaiting: number;
  maxWaitingPerClient: number;
  /** A request that waits this long is refused (503): no sign-in hangs behind a flood. */
  maxWaitMs: number;
}

/** Waiting clients in turn: the first key is next; a served client goes to the back. */
class Lane {
  readonly queues = new Map<string, Waiter[]>();
  waiting = 0;

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
 * Two lanes: sign-ins from a known device of the account, and the others. While both have
 * waiters they take turns, so a flood from many addresses (which round-robin alone cannot tell
 * from a crowd) holds the judges' own tablets back by one hash at most, and a flood of known
 * devices (an account holder signing in again and again) cannot starve everyone else either.
 */
export function createHashGate({ concurrency, maxWaiting, maxWaitingPerClient, maxWaitMs }: HashGateOptions): HashGate {
  let running = 0;
  const known = new Lane();
  const others = new Lane();
  let knownServedLast = false;

  function take(): Waiter | undefined {
    const [first, second] = knownServedLast ? [others, known] : [known, others];
    const waiter = first.take();
    if (waiter) {
      knownServedLast = first === known;
      return waiter;
    }
    const fallback = second.take();
    if (fallback) knownServedLast = second === known;
    return fallback;
  }

  function next() {
    while (running < concurrency) {
      const waiter = take();
      if (!waiter) return;
      running++;
      waiter.start();
    }
  }

  return {
    async run<T>(client: string, work: () => Promise<T>, options: { known?: boolean } = {}): Promise<T> {
      if (running >= concurrency) {
        const lane = options.known ? known : others;
        const queue = lane.queues.get(client) ?? [];
        if (lane.waiting >= maxWaiting || queue.length >= maxWaitingPerClient) throw new GateFullError();
        lane.waiting++;
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
          queue.push(waiter);
          if (!lane.queues.has(client)) lane.queues.set(client, queue);
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
    load: () => ({ running, waiting: known.waiting + others.waiting }),
  };
}
