import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { sweepOtp } from './otp-service.ts';

/** How often day-old voting codes and verifications are deleted: they only cost room meanwhile. */
export const OTP_SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Deletes what no longer counts toward any limit (otp-service.ts `sweepOtp`) every
 * OTP_SWEEP_EVERY_MS, off the request path: a code sent used to pay two DELETEs for it. The first
 * round waits too: a start is busy enough (warm-up.ts), and day-old rows cost only room meanwhile.
 * Several instances each sweep; the deletes are idempotent. Answers the stop function.
 */
export function startOtpSweeper(db: Db, now: () => Date, log: FastifyBaseLogger, everyMs = OTP_SWEEP_EVERY_MS): () => void {
  const sweep = () => {
    sweepOtp(db, now()).catch((err: unknown) => log.warn({ err }, 'voting-code sweep failed; tried again later'));
  };
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
