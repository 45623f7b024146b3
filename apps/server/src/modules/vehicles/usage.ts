import { assertUnused, type UsageCheck } from '../../lib/usage.ts';
import type { Executor } from './rules.ts';

export type VehicleUsageCheck = UsageCheck<Executor>;

/** Score entries and audience votes land in later issues; each adds its check here. Files go with the vehicle. */
export const VEHICLE_USAGE_CHECKS: VehicleUsageCheck[] = [];

/** Throws 409 naming everything that still uses the vehicle; run inside the delete's transaction. */
export const assertVehicleUnused = (tx: Executor, vehicleId: number, checks: readonly VehicleUsageCheck[] = VEHICLE_USAGE_CHECKS) =>
  assertUnused(tx, vehicleId, checks, 'This vehicle cannot be deleted: it has');
