/**
 * Bounds the password hashes in flight. scrypt (128 MiB, ~0.3–0.5 s of a core each) runs on
 * libuv's small thread pool, which file reads and DNS share: a burst of sign-ins queued there
 * without bound made another judge's sign-in wait over a minute and doubled the memory. Here at
 * most `concurrency` hashes run and at most `maxWaiting` wait, `maxWaitingPerClient` of them from
 * one client address, served round-robin by address: a burst from one address can neither fill
 * the queue nor keep another out, and a sign-in from elsewhere waits for at most one hash per
 * address ahead of it. Past the bounds the gate refuses at once (the caller answers 503 with
 * Retry-After) instead of queueing without end.
 */
export class GateFullError extends Error {
  constructor() {
    super('password hashing is at capacity');
  }
}

export interface HashGate {
  /** `known`: the client showed a device cookie of the account (ADR 016); it is served first. */
  run<T>(client: string, work: () => Promise<T>, options?: { known?: boolean }): Promise<T>;
  /** Hashes running and waiting, for tests and benchmarks. */
  load(): { running: number; waiting: number };
}

interface Waiter {
  start: () => void;
}

export interface HashGateOptions {
  concurrency: number;
  maxWaiting: number;
  maxWaitingPerClient: number;
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
}

/**
 * Two lanes: sign-ins from a known device of the account go first, so a flood from many
 * addresses (which round-robin alone cannot tell from a crowd) does not hold the judges'
 * own tablets back. Each lane has the same bounds.
 */
export function createHashGate({ concurrency, maxWaiting, maxWaitingPerClient }: HashGateOptions): HashGate {
  let running = 0;
  const known = new Lane();
  const others = new Lane();

  function next() {
    while (running < concurrency) {
      const waiter = known.take() ?? others.take();
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
        await new Promise<void>((start) => {
          queue.push({ start });
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
