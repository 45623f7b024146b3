import path from 'node:path';
import { z } from 'zod';
import { LIMITS } from '@showgrid/shared/limits';
import { parseTrustProxy } from './lib/trust-proxy.ts';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString.pipe(z.url({ message: 'must be a postgres:// URL' }).optional()),
  ADMIN_EMAIL: optionalString.pipe(z.email({ message: 'must be an e-mail address' }).optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(LIMITS.passwordMin, `must be at least ${LIMITS.passwordMin} characters`).optional()),
  JWT_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  SMTP_URL: optionalString,
  /** Optional: rate-limit counters in Redis instead of the database (platform/rate-limit-redis.ts). */
  REDIS_URL: optionalString.pipe(z.url({ protocol: /^rediss?$/, message: 'must be a redis:// or rediss:// URL' }).optional()),
  /** Key prefix in Redis, so several shows (or test runs) can share one Redis. */
  REDIS_PREFIX: z.string().default('showgrid:'),
  /**
   * Online entry fees (issue 31): the organiser's own Stripe keys. Both set: entrants may pay by
   * Stripe Checkout; otherwise only at the gate. STRIPE_API_BASE points the SDK elsewhere
   * (stripe-mock, the tests' double); unset, it talks to api.stripe.com.
   */
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_BASE: optionalString.pipe(z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' }).optional()),
  PUBLIC_URL: optionalString.pipe(z.url({ message: 'must be an absolute URL' }).optional()),
  WEB_DIST: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BACKUP_EVERY_MIN: z.coerce.number().min(0).default(5),
  /** Digits of the audience one-time code: SPEC's 4; OWASP/NIST ask for 6 (PRODUCT.md). */
  OTP_DIGITS: z.coerce.number().int('must be a whole number').min(4, 'must be 4 to 8').max(8, 'must be 4 to 8').default(4),
  /** Per client address; visitors share venue and carrier NAT addresses, so these are generous. */
  OTP_SEND_PER_IP_PER_HOUR: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').default(300),
  /** Failed verifications per client address per hour. */
  OTP_VERIFY_PER_IP_PER_HOUR: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').default(1000),
  /** Public reads (published results, the awards link) per client address per minute (ADR 032). */
  PUBLIC_READS_PER_IP_PER_MIN: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').default(120),
  /**
   * The least time between two computations of one public read of an event (ms): while judges
   * save, a public read costs at most one ranking per this (ADR 032).
   */
  PUBLIC_READ_REFRESH_MS: z.coerce.number().int('must be a whole number').min(0, 'must be 0 or more').default(1000),
  /**
   * The show's time zone (IANA, e.g. Europe/London): reports and score sheets write times in it.
   * Default: the machine's own zone.
   */
  TIME_ZONE: optionalString
    .transform((zone) => zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone)
    .refine(isTimeZone, 'must be an IANA time zone such as Europe/London'),
  /** Behind a reverse proxy: how many (1) or which (addresses, CIDR ranges). lib/trust-proxy.ts. */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((raw, ctx) => {
      const parsed = parseTrustProxy(raw);
      if ('value' in parsed) return parsed.value;
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }),
});

export type Config = z.infer<typeof configSchema> & { dataDir: string; publicUrl: string };

/** Parses the environment once at boot and fails fast, naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    ...c,
    dataDir: path.resolve(c.DATA_DIR),
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
  };
}
