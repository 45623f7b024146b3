import type { FastifyBaseLogger } from 'fastify';

/** How often lapsed payment holds and offers are released and their places offered on. */
export const ENTRY_SWEEP_EVERY_MS = 60_000;

/**
 * Runs the registration sweep (service.ts `sweepLapsedPlaces`) every ENTRY_SWEEP_EVERY_MS, off the
 * request path. The places count right without it (an expired hold stops holding the moment it
 * expires, and every new entry settles the waiting list first): the sweep only makes sure the
 * next in line is offered the place, and told, without waiting for the next entry to arrive.
 * Several instances each sweep; each event is settled under its lock. Answers the stop function.
 */
export function startEntrySweeper(sweep: () => Promise<void>, log: FastifyBaseLogger, everyMs = ENTRY_SWEEP_EVERY_MS): () => void {
  const timer = setInterval(() => {
    sweep().catch((err: unknown) => log.warn({ err }, 'registration sweep failed; tried again later'));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** One round of the registration sweep now: the tests move the clock, then sweep. */
    sweepEntries: () => Promise<void>;
  }
}
