/**
 * Runs `run(key)` when poked, at most once per `windowMs` per key and never twice at once for a
 * key. A poke while a run is waiting or going is folded into the next run, which always follows,
 * so the last state is always sent. The first poke after a quiet spell runs at once: a single
 * score reaches the dashboards without waiting out a window; thirty judges scoring in the same
 * instant cost one run now and one at the end of the window.
 */
export interface Coalescer {
  poke(key: number): void;
  /** Stops all waiting runs and resolves once the ones going have ended. */
  close(): Promise<void>;
}

interface KeyState {
  running: boolean;
  dirty: boolean;
  timer?: NodeJS.Timeout;
  lastStart: number;
}

export function createCoalescer(
  windowMs: number,
  run: (key: number) => Promise<void>,
  onError: (err: unknown, key: number) => void,
): Coalescer {
  const states = new Map<number, KeyState>();
  const going = new Set<Promise<void>>();
  let closed = false;

  function schedule(key: number, state: KeyState): void {
    if (closed || state.running || state.timer || !state.dirty) return;
    const wait = state.lastStart + windowMs - Date.now();
    if (wait <= 0) start(key, state);
    else state.timer = setTimeout(() => start(key, state), wait);
  }

  function start(key: number, state: KeyState): void {
    state.timer = undefined;
    if (closed) return;
    state.dirty = false;
    state.running = true;
    state.lastStart = Date.now();
    const running: Promise<void> = run(key)
      .catch((err: unknown) => onError(err, key))
      .finally(() => {
        going.delete(running);
        state.running = false;
        if (state.dirty) {
          schedule(key, state);
          return;
        }
        // Quiet: forget the key once its window is over (a poke before then waits for it).
        const rest = state.lastStart + windowMs - Date.now();
        if (rest <= 0 || closed) states.delete(key);
        else state.timer = setTimeout(() => settle(key, state), rest);
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
        state = { running: false, dirty: false, lastStart: 0 };
        states.set(key, state);
      }
      state.dirty = true;
      schedule(key, state);
    },
    async close() {
      closed = true;
      for (const state of states.values()) clearTimeout(state.timer);
      states.clear();
      await Promise.allSettled([...going]);
    },
  };
}
