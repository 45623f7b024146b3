import { z } from 'zod';
import { ApiError } from '../../../lib/api-errors';

/** SPEC §8 wording of the audience flow. */
export const MESSAGES = {
  sent: 'OTP Sent',
  sendFailed: 'Failed to send OTP.',
  verified: 'OTP Verified.',
  voted: 'Vote successfully registered!',
  verifyFailed: 'OTP Verification Failed',
} as const;

const fieldErrors = z.record(z.string(), z.unknown());

/** The first message the server keyed under `field` (any status), if any. */
export function fieldMessage(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const parsed = fieldErrors.safeParse(error.body);
  if (!parsed.success) return undefined;
  const value = parsed.data[field];
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}

/**
 * SPEC §8: a failed send says Failed to send OTP., unless the server said why: a limit or a wait
 * (email), the vehicle takes no votes now (intVehicleId), the network asked too often (detail).
 */
export function sendFailureMessage(error: unknown): string {
  return fieldMessage(error, 'email') ?? fieldMessage(error, 'intVehicleId') ?? fieldMessage(error, 'detail') ?? MESSAGES.sendFailed;
}

/** SPEC §8: verify failure shows error.otp, else error.email, else OTP Verification Failed. */
export function verifyFailureMessage(error: unknown): string {
  return fieldMessage(error, 'otp') ?? fieldMessage(error, 'email') ?? fieldMessage(error, 'detail') ?? MESSAGES.verifyFailed;
}

/** SPEC §8: vote failure shows error.intVehicleId, else (our addition) error.email, else OTP Verification Failed. */
export function voteFailureMessage(error: unknown): string {
  return fieldMessage(error, 'intVehicleId') ?? fieldMessage(error, 'email') ?? fieldMessage(error, 'detail') ?? MESSAGES.verifyFailed;
}
