import { tooManyRequests } from '../lib/http-errors.ts';
import type { Window } from './rate-limit.ts';

export const PUBLIC_READS_REFUSED = 'Too many requests from your network. Please try again in a moment.';

/** Addresses kept at most; past it, windows that ended go, then the oldest. */
const MAX_ADDRESSES = 50_000;

/**
 * The per client address limit of the public reads (ADR 032): a fixed window per address, counted
 * in this process, before the read, in one synchronous step, so a burst gets no more through than
 * a sequence would. Unlike the sign-in and voting-code limits (platform/rate-limit.ts, shared by every
 * instance through the database or Redis), it guards no secret and no inbox, only this instance's
 * time: a read answered from memory must not cost a database write to count it (measured: 30
 * readers' counting writes, not their reads, stalled saves for most of a second on PostgreSQL).
 * With several instances an address may read the limit from each.
 */
export function createPublicLimit(window: Window, now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();

  function forgetSome(t: number): void {
    for (const [client, w] of windows) if (w.start + window.windowMs <= t) windows.delete(client);
    for (const client of windows.keys()) {
      if (windows.size < MAX_ADDRESSES) break;
      windows.delete(client);
    }
  }

  return {
    /** Takes one read from the address's window, or throws 429 with retry-after. */
    take(client: string): void {
      const t = now();
      let w = windows.get(client);
      if (!w || w.start + window.windowMs <= t) {
        if (w) windows.delete(client);
        else if (windows.size >= MAX_ADDRESSES) forgetSome(t);
        // Re-inserted at each new window: the map stays in order of window start, oldest first.
        w = { start: t, count: 0 };
        windows.set(client, w);
      }
      if (w.count >= window.limit)
        throw tooManyRequests(PUBLIC_READS_REFUSED, Math.max(1, Math.ceil((w.start + window.windowMs - t) / 1000)));
      w.count += 1;
    },
  };
}

export type PublicLimit = ReturnType<typeof createPublicLimit>;
