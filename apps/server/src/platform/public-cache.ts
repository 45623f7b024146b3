import type { BusMessage, ChangeBus } from './change-bus.ts';

/**
 * Public reads (the published results, the awards link; the server-rendered public pages to come)
 * served from memory, refreshed after commit (ADR 032). Anyone may ask, as often as they like:
 * computing the answer per request ranked the whole event each time and slowed score saves ×33.
 *
 * Each read is computed per event and kept until a change of that event is heard on the change bus
 * (platform/change-bus.ts: from any instance, after its commit). A change makes the kept answer stale;
 * a reader who comes after it waits for an answer computed after it. So that a stream of saves
 * cannot turn thirty readers into thirty rankings:
 * - one computation per read and event at a time (single flight): readers who come while it runs
 *   share it if it started after the last change heard, else they share the one queued behind it;
 * - two computations of one read and event start at least `minGapMs` apart, so during a busy
 *   judging hour a public read costs the database at most one ranking per `minGapMs`.
 * `maxAgeMs` bounds what is missed by changes no write path announces (a category renamed, a tie
 * ordered): such a change is seen within that time.
 */

export interface PublicCacheOptions {
  bus: Pick<ChangeBus, 'subscribe'>;
  /** Two computations of one read and event start at least this far apart (ms). */
  minGapMs?: number;
  /** A kept answer older than this is computed again on its next read (ms). */
  maxAgeMs?: number;
  /** Events kept per read; past it, the event first read longest ago goes. */
  maxEvents?: number;
  /** Monotonic milliseconds; tests move it. */
  now?: () => number;
}

export const PUBLIC_CACHE_DEFAULTS = { minGapMs: 1000, maxAgeMs: 30_000, maxEvents: 200 } as const;

interface Slot<T> {
  kept?: { value: T; version: number; at: number };
  /** The computation under way and the version it started at (Infinity while it waits for its gap). */
  running?: { result: Promise<T>; readonly version: number };
  /** The computation queued behind it, for readers who came after a change it started before. */
  queued?: Promise<T>;
  lastStart: number;
}

export interface PublicRead<T> {
  (eventId: number): Promise<T>;
}

export interface PublicCache {
  /** A read of one event's public answer, computed as the cache allows (see above). */
  define<T>(name: string, compute: (eventId: number) => Promise<T>): PublicRead<T>;
  /** How many times each read was computed, for tests and the benchmark. */
  computations(name: string): number;
  close(): void;
}

/** A pause that keeps no process alive. */
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

export function createPublicCache({ bus, now = () => performance.now(), ...options }: PublicCacheOptions): PublicCache {
  const { minGapMs, maxAgeMs, maxEvents } = { ...PUBLIC_CACHE_DEFAULTS, ...options };
  // Versions: a counter that only grows, stamped on an event at each change heard (and on every
  // event at a resync, when changes may have been missed). A kept answer or a computation is
  // current while its version is at least its event's.
  let clock = 0;
  let resyncedAt = 0;
  const changedAt = new Map<number, number>();
  const versionOf = (eventId: number) => Math.max(changedAt.get(eventId) ?? 0, resyncedAt);
  const counts = new Map<string, number>();

  const unsubscribe = bus.subscribe((message: BusMessage) => {
    clock += 1;
    // Events heard of are a number each; past a bound (never on a real show) all start afresh.
    if (message.kind === 'resync' || changedAt.size >= maxEvents * 10) {
      resyncedAt = clock;
      changedAt.clear();
    }
    if (message.kind !== 'resync') changedAt.set(message.eventId, clock);
  });

  return {
    define<T>(name: string, compute: (eventId: number) => Promise<T>): PublicRead<T> {
      const slots = new Map<number, Slot<T>>();
      counts.set(name, 0);

      function slotOf(eventId: number): Slot<T> {
        let slot = slots.get(eventId);
        if (!slot) {
          slot = { lastStart: -Infinity };
          slots.set(eventId, slot);
          const oldest = slots.keys().next().value;
          if (slots.size > maxEvents && oldest !== undefined) slots.delete(oldest);
        }
        return slot;
      }

      /** Runs the computation once the gap since the last one allows; its version is taken as it starts. */
      function start(eventId: number, slot: Slot<T>): Promise<T> {
        let version = Infinity;
        const result = (async () => {
          const wait = slot.lastStart + minGapMs - now();
          if (wait > 0) await sleep(wait);
          version = versionOf(eventId);
          slot.lastStart = now();
          const at = slot.lastStart;
          counts.set(name, (counts.get(name) ?? 0) + 1);
          const value = await compute(eventId);
          if (!slot.kept || slot.kept.version <= version) slot.kept = { value, version, at };
          return value;
        })();
        const running = {
          result,
          get version() {
            return version;
          },
        };
        slot.running = running;
        const settle = () => {
          if (slot.running === running) slot.running = undefined;
          // A read that failed (an unknown event) keeps nothing: made-up ids cost no memory.
          if (!slot.kept && !slot.running && !slot.queued && slots.get(eventId) === slot) slots.delete(eventId);
        };
        result.then(settle, settle);
        return result;
      }

      return (eventId: number): Promise<T> => {
        const version = versionOf(eventId);
        const slot = slotOf(eventId);
        const { kept, running, queued } = slot;
        if (kept && kept.version >= version && now() - kept.at < maxAgeMs) return Promise.resolve(kept.value);
        // Not started yet (version Infinity), or started after the last change: its answer will do.
        if (running && running.version >= version) return running.result;
        if (queued) return queued;
        if (!running) return start(eventId, slot);
        // It started before a change this reader must see: the next computation, one for all of them.
        const next = running.result
          .catch(() => undefined)
          .then(() => {
            if (slot.queued === next) slot.queued = undefined;
            return start(eventId, slot);
          });
        slot.queued = next;
        return next;
      };
    },

    computations: (name) => counts.get(name) ?? 0,

    close: () => {
      unsubscribe();
    },
  };
}
