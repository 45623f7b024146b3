import { HttpError } from '../../lib/http-errors.ts';
import type { Executor } from './rules.ts';

/**
 * One reason a vehicle may not be deleted: resolves to what blocks it ("4 score entries"), or
 * null. Its pictures and documents are its own and go with it.
 */
export type VehicleUsageCheck = (tx: Executor, vehicleId: number) => Promise<string | null>;

/** Score entries and audience votes land in later issues; each adds its check here. */
export const VEHICLE_USAGE_CHECKS: VehicleUsageCheck[] = [];

/** Throws 409 naming everything that still uses the vehicle; run inside the delete's transaction. */
export async function assertVehicleUnused(
  tx: Executor,
  vehicleId: number,
  checks: readonly VehicleUsageCheck[] = VEHICLE_USAGE_CHECKS,
): Promise<void> {
  const blockers: string[] = [];
  for (const check of checks) {
    const blocker = await check(tx, vehicleId);
    if (blocker) blockers.push(blocker);
  }
  if (blockers.length > 0) {
    throw new HttpError(409, { detail: `This vehicle cannot be deleted: it has ${blockers.join(' and ')}.` });
  }
}
