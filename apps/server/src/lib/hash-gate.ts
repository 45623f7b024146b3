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
  run<T>(client: string, work: () => Promise<T>): Promise<T>;
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

export function createHashGate({ concurrency, maxWaiting, maxWaitingPerClient }: HashGateOptions): HashGate {
  let running = 0;
  let waiting = 0;
  // Insertion-ordered: the next client in turn is the first key; a served client goes to the back.
  const queues = new Map<string, Waiter[]>();

  function next() {
    while (running < concurrency) {
      const entry = queues.entries().next();
      if (entry.done) return;
      const [client, queue] = entry.value;
      const waiter = queue.shift();
      queues.delete(client);
      if (queue.length > 0) queues.set(client, queue);
      if (!waiter) continue;
      waiting--;
      running++;
      waiter.start();
    }
  }

  return {
    async run<T>(client: string, work: () => Promise<T>): Promise<T> {
      if (running >= concurrency) {
        const queue = queues.get(client) ?? [];
        if (waiting >= maxWaiting || queue.length >= maxWaitingPerClient) throw new GateFullError();
        waiting++;
        await new Promise<void>((start) => {
          queue.push({ start });
          if (!queues.has(client)) queues.set(client, queue);
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
    load: () => ({ running, waiting }),
  };
}
