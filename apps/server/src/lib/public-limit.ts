import { tooManyRequests } from './http-errors.ts';
import type { RateLimiter, Window } from './rate-limit.ts';

export const PUBLIC_READS_REFUSED = 'Too many requests from your network. Please try again in a moment.';

/**
 * Per client address limit of the public reads (ADR 032), counted in the shared windows of
 * lib/rate-limit.ts (the database, or Redis), before the read, so a burst gets no more through
 * than a sequence. A refused address is remembered here until its window ends: a full fixed
 * window stays full (nothing is refunded), so the flood it keeps sending is refused without a
 * round trip to the store, and cannot slow the saves that share it.
 */
export function createPublicLimit(limiter: RateLimiter, window: Window, now: () => number = Date.now) {
  const refusedUntil = new Map<string, number>();
  const MAX_REMEMBERED = 10_000;

  function remembered(key: string): number | undefined {
    const until = refusedUntil.get(key);
    if (until === undefined) return undefined;
    if (until > now()) return until;
    refusedUntil.delete(key);
    return undefined;
  }

  return {
    /** Takes one read from the address's window, or throws 429 with retry-after. */
    async take(client: string): Promise<void> {
      const key = `public-read:ip:${client}`;
      const until = remembered(key);
      if (until !== undefined) throw tooManyRequests(PUBLIC_READS_REFUSED, Math.max(1, Math.ceil((until - now()) / 1000)));
      const admission = await limiter.consume(key, window);
      if (admission.allowed) return;
      // Forgetting the oldest only costs a refused address one more round trip to the store.
      if (refusedUntil.size >= MAX_REMEMBERED) refusedUntil.delete(refusedUntil.keys().next().value ?? key);
      refusedUntil.set(key, now() + admission.retryAfter * 1000);
      throw tooManyRequests(PUBLIC_READS_REFUSED, admission.retryAfter);
    },
  };
}

export type PublicLimit = ReturnType<typeof createPublicLimit>;
