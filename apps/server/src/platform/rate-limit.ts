import { and, eq, gt, inArray, sql } from 'drizzle-orm';
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

/** Several keys, each with its window. */
export type Limits = ReadonlyArray<{ key: string; window: Window }>;

/** The window one counted unit went to, so that a refund never lands in a later window. */
export interface Ticket {
  key: string;
  windowStart: number;
  store: 'db' | 'redis';
}

export type Admission =
  { allowed: true; count: number; retryAfter: number; ticket: Ticket } | { allowed: false; count: number; retryAfter: number };

/**
 * Fixed-window counters every server instance shares (the database here, Redis in
 * rate-limit-redis.ts). A limit is taken before the work it guards, in one atomic
 * increment-and-compare, so a burst of parallel requests gets no more through than a sequence:
 * work in flight already holds its unit. Limits that count only failures (wrong passwords, wrong
 * codes) give the unit back when the work succeeds.
 */
export interface RateLimiter {
  /** Counts one unit under `key` if the window has room; refuses, counting nothing, when it is full. */
  consume(key: string, w: Window): Promise<Admission>;
  /** Gives a unit back (the guarded work succeeded and only failures count). */
  refund(ticket: Ticket): Promise<void>;
  /** The count in the current window, without counting. */
  peek(key: string, w: Window): Promise<RateState>;
  /**
   * The same for several windows, in order, in one round trip: a sign-in reads four before it
   * queues, and a flood is answered from them alone (ADR 033).
   */
  peekAll(limits: Limits): Promise<RateState[]>;
  reset(key: string): Promise<void>;
}

export function createRateLimiter(db: Db, now: () => number = Date.now): RateLimiter {
  const retryAfter = (windowStart: number, w: Window) => Math.max(1, Math.ceil((windowStart + w.windowMs - now()) / 1000));

  const stateOf = (row: { windowStart: number; count: number } | undefined, w: Window): RateState =>
    !row || row.windowStart <= now() - w.windowMs
      ? { count: 0, retryAfter: 0 }
      : { count: row.count, retryAfter: retryAfter(row.windowStart, w) };

  async function peek(key: string, w: Window): Promise<RateState> {
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
    return stateOf(row, w);
  }

  return {
    async consume(key: string, w: Window): Promise<Admission> {
      const t = now();
      const stale = t - w.windowMs;
      const expired = sql`${rateLimits.windowStart} <= ${stale}`;
      // One statement: a new key, a window that ended, or a window with room gets the unit. The
      // upsert locks the row, so of two racing requests for the last unit only one sees room.
      const [row] = await db
        .insert(rateLimits)
        .values({ key, windowStart: t, count: 1 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            windowStart: sql`case when ${expired} then ${t} else ${rateLimits.windowStart} end`,
            count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
          },
          setWhere: sql`${expired} or ${rateLimits.count} < ${w.limit}`,
        })
        .returning();
      if (row) {
        return {
          allowed: true,
          count: row.count,
          retryAfter: retryAfter(row.windowStart, w),
          ticket: { key, windowStart: row.windowStart, store: 'db' },
        };
      }
      const full = await peek(key, w);
      return { allowed: false, count: full.count, retryAfter: Math.max(1, full.retryAfter) };
    },

    async refund(ticket: Ticket): Promise<void> {
      await db
        .update(rateLimits)
        .set({ count: sql`${rateLimits.count} - 1` })
        .where(and(eq(rateLimits.key, ticket.key), eq(rateLimits.windowStart, ticket.windowStart), gt(rateLimits.count, 0)));
    },

    peek,

    async peekAll(limits: Limits): Promise<RateState[]> {
      if (limits.length === 0) return [];
      const rows = await db
        .select()
        .from(rateLimits)
        .where(
          inArray(
            rateLimits.key,
            limits.map((l) => l.key),
          ),
        );
      return limits.map(({ key, window }) =>
        stateOf(
          rows.find((row) => row.key === key),
          window,
        ),
      );
    },

    async reset(key: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}

/** Gives every unit back (the guarded work did not happen, or only failures count and it succeeded). */
export async function refundAll(limiter: RateLimiter, tickets: readonly Ticket[]): Promise<void> {
  await Promise.all(tickets.map((ticket) => limiter.refund(ticket)));
}

/** Runs the guarded work; when it throws, nothing was tried, so its units go back. */
export async function refundingOnThrow<T>(limiter: RateLimiter, tickets: readonly Ticket[], work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    await refundAll(limiter, tickets);
    throw err;
  }
}

/**
 * Takes a unit from every window at once, or none: when one refuses, the units already taken are
 * given back (nothing was tried, so nothing counts) and the longest wait is answered.
 */
export async function consumeAll(
  limiter: RateLimiter,
  limits: Limits,
): Promise<{ allowed: true; tickets: Ticket[] } | { allowed: false; retryAfter: number }> {
  const admissions = await Promise.all(limits.map(({ key, window }) => limiter.consume(key, window)));
  const tickets = admissions.flatMap((a) => (a.allowed ? [a.ticket] : []));
  if (tickets.length === admissions.length) return { allowed: true, tickets };
  await refundAll(limiter, tickets);
  return { allowed: false, retryAfter: Math.max(...admissions.map((a) => (a.allowed ? 0 : a.retryAfter))) };
}
