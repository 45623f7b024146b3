/**
 * Bounds the password hashes in flight. scrypt (128 MiB, ~0.3–0.5 s of a core each) runs on
 * libuv's small thread pool, which file reads and DNS share: a burst of sign-ins queued there
 * without bound made another judge's sign-in wait over a minute and doubled the memory. Here at
 * most `concurrency` hashes run, at most `maxWaiting` wait, and waiting requests are served
 * round-robin by client address, so a burst from one address cannot keep another out: a
 * sign-in from elsewhere waits for at most one hash per address ahead of it. Past the bound the
 * gate refuses at once (the caller answers 503 with Retry-After) instead of queueing forever.
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

export function createHashGate({ concurrency, maxWaiting }: { concurrency: number; maxWaiting: number }): HashGate {
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
        if (waiting >= maxWaiting) throw new GateFullError();
        waiting++;
        await new Promise<void>((start) => {
          const queue = queues.get(client);
          if (queue) queue.push({ start });
          else queues.set(client, [{ start }]);
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
