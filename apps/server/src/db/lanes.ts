import type { PGlite } from '@electric-sql/pglite';
import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Two lanes into the embedded database: the day's requests in front, downloads behind.
 *
 * PGlite runs one statement at a time, on the event loop, in the order they were asked for. A
 * report asks for its data at once (the ranking's three reads, the judges, their choices, the
 * scored parameters: about 300 ms of statements for 800 vehicles × 30 judges, queued together by a
 * Promise.all), so a save that arrived a moment later waited for all of them: saves' p99 went from
 * some 40 ms to 200–250 ms while both reports downloaded (the CI load test, `reports`). Through the
 * background lane a download's statements go one at a time, each when no statement of the front
 * lane is waiting or running (looked at on a turn of the event loop, so a request whose statement
 * just ended has asked for its next one), or after MAX_WAIT_MS of a server that never pauses. A
 * save then waits behind one of them at most. A transaction is one statement here: it holds the
 * database until it ends, as on PGlite it always did.
 *
 * On PostgreSQL statements run side by side in the server's own processes; there is one lane.
 */

/** The longest a background statement waits for a quiet moment before it runs anyway. */
export const MAX_WAIT_MS = 250;

export interface Lanes {
  /** The client of the day's requests: its statements are counted while they wait and run. */
  foreground: PGlite;
  /** The client of downloads: one statement at a time, when the foreground is quiet. */
  background: PGlite;
  /** Foreground statements waiting or running now. */
  busy(): number;
}

/** Methods that send SQL: each goes through a lane; the rest of the client is shared as it is. */
const SENDS = new Set<PropertyKey>(['query', 'exec', 'transaction', 'sql']);

export function createLanes(client: PGlite, { maxWaitMs = MAX_WAIT_MS } = {}): Lanes {
  let active = 0;
  const onQuiet: (() => void)[] = [];

  async function counted<T>(run: () => Promise<T>): Promise<T> {
    active += 1;
    try {
      return await run();
    } finally {
      active -= 1;
      if (active === 0) for (const wake of onQuiet.splice(0)) wake();
    }
  }

  const quietOrTimeout = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      onQuiet.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });

  /** Resolves on a turn of the event loop with nothing in front, or once maxWaitMs have passed. */
  async function quiet(): Promise<void> {
    const until = performance.now() + maxWaitMs;
    await nextTurn();
    while (active > 0 && performance.now() < until) {
      await quietOrTimeout(until - performance.now());
      await nextTurn();
    }
  }

  let tail: Promise<unknown> = Promise.resolve();
  /** One background statement at a time, each after a quiet moment; a failure fails only its own. */
  function behind<T>(run: () => Promise<T>): Promise<T> {
    const turn = tail.then(quiet).then(run);
    tail = turn.catch(() => undefined);
    return turn;
  }

  const through = (lane: <T>(run: () => Promise<T>) => Promise<T>): PGlite =>
    new Proxy(client, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property, target);
        if (typeof value !== 'function') return value;
        const method = (...args: unknown[]): unknown => Reflect.apply(value, target, args);
        return SENDS.has(property) ? (...args: unknown[]) => lane(() => Promise.resolve(method(...args))) : method;
      },
    });

  return { foreground: through(counted), background: through(behind), busy: () => active };
}
