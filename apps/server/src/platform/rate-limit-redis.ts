import { Redis } from 'ioredis';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Admission, Limits, RateLimiter, RateState, Ticket, Window } from './rate-limit.ts';

/**
 * One round trip per consume, atomic in Redis: a window is a hash { c: count, s: start } whose
 * expiry ends it, so Redis itself starts the next one. A full window answers without counting.
 * A key that lost its expiry (PTTL -1) is treated as ended. Returns { allowed, count, ttl, start }.
 */
const CONSUME_SCRIPT = `
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('DEL', KEYS[1])
  redis.call('HSET', KEYS[1], 'c', 1, 's', ARGV[3])
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return {1, 1, tonumber(ARGV[2]), ARGV[3]}
end
local count = tonumber(redis.call('HGET', KEYS[1], 'c') or '0')
if count >= tonumber(ARGV[1]) then return {0, count, ttl, ''} end
count = redis.call('HINCRBY', KEYS[1], 'c', 1)
return {1, count, ttl, redis.call('HGET', KEYS[1], 's')}
`;

/** Gives a unit back only to the window it was taken from. */
const REFUND_SCRIPT = `
if redis.call('HGET', KEYS[1], 's') == ARGV[1] and tonumber(redis.call('HGET', KEYS[1], 'c') or '0') > 0 then
  redis.call('HINCRBY', KEYS[1], 'c', -1)
end
return 0
`;

/** What CONSUME_SCRIPT returns: allowed (1 or 0), the count, the window's TTL in ms, its start ('' when refused). */
const consumeAnswer = z.tuple([z.number(), z.number(), z.number(), z.string()]);
/** What MULTI HGET c, PTTL returns: each reply beside its error. */
const peekAnswer = z.tuple([z.tuple([z.unknown(), z.string().nullable()]), z.tuple([z.unknown(), z.number()])]);

const seconds = (ttlMs: number) => Math.max(1, Math.ceil(ttlMs / 1000));

/** How long a Redis command may take before the database answers instead. */
const COMMAND_TIMEOUT_MS = 500;

/**
 * Rate limits in Redis (REDIS_URL), taking the counting writes off the database when many
 * instances serve a busy show. Redis is optional and never a single point of failure: while it is
 * unreachable or slow, each call is answered by the database limiter (`fallback`), so limits still
 * hold across instances, only with the counts kept apart for that time.
 */
export function createRedisRateLimiter(
  url: string,
  fallback: RateLimiter,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
  prefix = 'showgrid:rl2:',
  now: () => number = Date.now,
): RateLimiter & { close(): Promise<void> } {
  const redis = new Redis(url, {
    // Fail at once while disconnected instead of queueing: a login must not wait on a dead cache.
    enableOfflineQueue: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    lazyConnect: false,
  });
  let warned = false;
  redis.on('error', (err: Error) => {
    if (warned) return;
    warned = true;
    log.warn({ err: err.message }, 'Redis for rate limits is unavailable; the database counts meanwhile');
  });
  redis.on('ready', () => {
    if (warned) log.info('Redis for rate limits is back');
    warned = false;
  });

  async function orFallback<T>(viaRedis: () => Promise<T>, viaDb: () => Promise<T>): Promise<T> {
    if (redis.status !== 'ready') return viaDb();
    try {
      return await viaRedis();
    } catch (err) {
      log.warn({ err: err instanceof Error ? err.message : String(err) }, 'Redis rate limit call failed; the database answered');
      return viaDb();
    }
  }

  const peek = (key: string, w: Window) =>
    orFallback<RateState>(
      async () => {
        const [[, count], [, ttl]] = peekAnswer.parse(
          await redis
            .multi()
            .hget(prefix + key, 'c')
            .pttl(prefix + key)
            .exec(),
        );
        if (count === null || ttl < 0) return { count: 0, retryAfter: 0 };
        return { count: Number(count), retryAfter: seconds(ttl) };
      },
      () => fallback.peek(key, w),
    );

  return {
    consume: (key: string, w: Window) =>
      orFallback<Admission>(
        async () => {
          const start = now();
          const [allowed, count, ttl, windowStart] = consumeAnswer.parse(
            await redis.eval(CONSUME_SCRIPT, 1, prefix + key, String(w.limit), String(w.windowMs), String(start)),
          );
          if (allowed !== 1) return { allowed: false, count, retryAfter: seconds(ttl) };
          return { allowed: true, count, retryAfter: seconds(ttl), ticket: { key, windowStart: Number(windowStart), store: 'redis' } };
        },
        () => fallback.consume(key, w),
      ),

    refund: async (ticket: Ticket) => {
      if (ticket.store === 'db') return fallback.refund(ticket);
      // A refund that cannot reach Redis is lost: the count stays one higher, on the safe side.
      await orFallback(
        async () => void (await redis.eval(REFUND_SCRIPT, 1, prefix + ticket.key, String(ticket.windowStart))),
        async () => undefined,
      );
    },

    peek,

    // Sent together on the one connection, so one round trip.
    peekAll: (limits: Limits) => Promise.all(limits.map(({ key, window }) => peek(key, window))),

    // Both stores: a success must clear failures whichever store counted them.
    reset: async (key: string) => {
      await Promise.all([
        orFallback(
          async () => void (await redis.del(prefix + key)),
          async () => undefined,
        ),
        fallback.reset(key),
      ]);
    },

    close: async () => {
      redis.disconnect();
    },
  };
}
