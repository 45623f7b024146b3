import { AsyncResource } from 'node:async_hooks';

/**
 * Runs `run(key)` when poked, at most once per `windowMs` per key and never twice at once for a
 * key. A poke while a run is waiting or going is folded into the next run, which always follows,
 * so the last state is always sent. The first poke after a quiet spell runs at once: a single
 * score reaches the dashboards without waiting out a window; thirty judges scoring in the same
 * instant cost one run now and one at the end of the window.
 *
 * With `share` below 1, a key's window also stretches to its last run's time ÷ share, so the runs
 * of one key take at most that share of the time however long they grow: a big show's refresh
 * (800 vehicles ranked on PGlite, about 100 ms) no longer runs four times a second and holds the
 * embedded database's one thread for half of every second (ADR 014, 038).
 */
export interface Coalescer {
  poke(key: number): void;
  /** Resolves once no run is going or owed (a quiet window's timer does not count). */
  idle(): Promise<void>;
  /** Stops all waiting runs and resolves once the ones going have ended. */
  close(): Promise<void>;
}

interface KeyState {
  running: boolean;
  dirty: boolean;
  timer?: NodeJS.Timeout;
  lastStart: number;
  /** How long the last run took, ms. */
  lastMs: number;
}

export interface CoalescerOptions {
  /** The most of the time one key's runs may take (0 < share ≤ 1); 1: the window alone paces them. */
  share?: number;
}

export function createCoalescer(
  windowMs: number,
  run: (key: number) => Promise<void>,
  onError: (err: unknown, key: number) => void,
  { share = 1 }: CoalescerOptions = {},
): Coalescer {
  if (!(share > 0 && share <= 1)) throw new Error(`createCoalescer: share must be in (0, 1], not ${share}`);
  const states = new Map<number, KeyState>();
  /** The least time from one run's start to the next one's for this key. */
  const gapOf = (state: KeyState) => Math.max(windowMs, state.lastMs / share);
  const going = new Set<Promise<void>>();
  let closed = false;
  // Runs are the hub's work, not the request's whose change poked them: they run in the async
  // context the coalescer was made in, so a request's context (its logs, a test's statement
  // count) does not follow them.
  const scope = new AsyncResource('showgrid.coalescer');
  let idleWaiters: (() => void)[] = [];

  const busy = () => [...states.values()].some((state) => state.running || state.dirty);
  function wakeIdleWaiters(): void {
    if (busy() || idleWaiters.length === 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const wake of waiters) wake();
  }

  function schedule(key: number, state: KeyState): void {
    if (closed || state.running || state.timer || !state.dirty) return;
    const wait = state.lastStart + gapOf(state) - Date.now();
    if (wait <= 0) start(key, state);
    else state.timer = setTimeout(() => start(key, state), wait);
  }

  function start(key: number, state: KeyState): void {
    state.timer = undefined;
    if (closed) return;
    state.dirty = false;
    state.running = true;
    state.lastStart = Date.now();
    const running: Promise<void> = scope
      .runInAsyncScope(run, null, key)
      .catch((err: unknown) => onError(err, key))
      .finally(() => {
        going.delete(running);
        state.running = false;
        state.lastMs = Date.now() - state.lastStart;
        if (state.dirty) {
          schedule(key, state);
          return;
        }
        // Quiet: forget the key once its window is over (a poke before then waits for it).
        const rest = state.lastStart + gapOf(state) - Date.now();
        if (rest <= 0 || closed) states.delete(key);
        else state.timer = setTimeout(() => settle(key, state), rest);
        wakeIdleWaiters();
      });
    going.add(running);
  }

  function settle(key: number, state: KeyState): void {
    state.timer = undefined;
    if (state.dirty) schedule(key, state);
    else states.delete(key);
  }

  return {
    poke(key) {
      if (closed) return;
      let state = states.get(key);
      if (!state) {
        state = { running: false, dirty: false, lastStart: 0, lastMs: 0 };
        states.set(key, state);
      }
      state.dirty = true;
      schedule(key, state);
    },
    idle() {
      if (closed || !busy()) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
    async close() {
      closed = true;
      for (const state of states.values()) clearTimeout(state.timer);
      states.clear();
      await Promise.allSettled([...going]);
      wakeIdleWaiters();
    },
  };
}
