import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';

export interface Window {
  limit: number;
  windowMs: number;
}

export interface RateState {
  count: number;
  /** Seconds until the window resets. */
  retryAfter: number;
}

/**
 * Fixed-window counters kept in the database, so every server instance enforces the same limit.
 * One statement per hit: the upsert both starts a fresh window and counts within the current one.
 */
export interface RateLimiter {
  /** Counts one event under `key` and answers the count in the current window. */
  hit(key: string, w: Window): Promise<RateState>;
  /** The count in the current window, without counting. */
  peek(key: string, w: Window): Promise<RateState>;
  reset(key: string): Promise<void>;
}

export function createRateLimiter(db: Db, now: () => number = Date.now): RateLimiter {
  const retryAfter = (windowStart: number, w: Window) =>
    Math.max(1, Math.ceil((windowStart + w.windowMs - now()) / 1000));

  return {
    async hit(key: string, w: Window): Promise<RateState> {
      const t = now();
      const stale = t - w.windowMs;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, windowStart: t, count: 1 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            windowStart: sql`case when ${rateLimits.windowStart} <= ${stale} then ${t} else ${rateLimits.windowStart} end`,
            count: sql`case when ${rateLimits.windowStart} <= ${stale} then 1 else ${rateLimits.count} + 1 end`,
          },
        })
        .returning();
      if (!row) throw new Error('rate limit upsert returned nothing');
      return { count: row.count, retryAfter: retryAfter(row.windowStart, w) };
    },

    async peek(key: string, w: Window): Promise<RateState> {
      const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
      if (!row || row.windowStart <= now() - w.windowMs) return { count: 0, retryAfter: 0 };
      return { count: row.count, retryAfter: retryAfter(row.windowStart, w) };
    },

    async reset(key: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}
