import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { RateLimiter, RateState, Window } from './rate-limit.ts';

/**
 * One round trip per hit: the first hit of a window sets its expiry, so Redis itself ends the
 * window (fixed windows, as the database limiter). PTTL guards a key that lost its expiry.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

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
  prefix = 'showgrid:rl:',
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
      log.warn({ err: (err as Error).message }, 'Redis rate limit call failed; the database answered');
      return viaDb();
    }
  }

  return {
    hit: (key: string, w: Window) =>
      orFallback<RateState>(
        async () => {
          const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, String(w.windowMs))) as [number, number];
          return { count, retryAfter: seconds(ttl) };
        },
        () => fallback.hit(key, w),
      ),

    peek: (key: string, w: Window) =>
      orFallback<RateState>(
        async () => {
          const [[, count], [, ttl]] = (await redis.multi().get(prefix + key).pttl(prefix + key).exec()) as [
            [Error | null, string | null],
            [Error | null, number],
          ];
          if (count === null || ttl === -2) return { count: 0, retryAfter: 0 };
          return { count: Number(count), retryAfter: seconds(ttl) };
        },
        () => fallback.peek(key, w),
      ),

    // Both stores: a success must clear failures whichever store counted them.
    reset: async (key: string) => {
      await Promise.all([orFallback(async () => void (await redis.del(prefix + key)), async () => undefined), fallback.reset(key)]);
    },

    close: async () => {
      redis.disconnect();
    },
  };
}
