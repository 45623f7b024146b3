import { and, count, eq, isNull } from 'drizzle-orm';
import { audienceVotes, scoreEntries } from '../../db/schema/index.ts';
import { assertUnused, plural, type UsageCheck } from '../../lib/usage.ts';
import type { Executor } from './rules.ts';

export type VehicleUsageCheck = UsageCheck<Executor>;

/** Judges' scores are real work; recusals and conflicts go with the vehicle. */
const scoresOf: VehicleUsageCheck = async (tx, vehicleId) => {
  const [row] = await tx.select({ n: count() }).from(scoreEntries).where(eq(scoreEntries.vehicleId, vehicleId));
  return row && row.n > 0 ? plural(row.n, 'score entry', 'score entries') : null;
};

/** Votes that count are visitors' work too; voided ones go with the vehicle. */
const votesOf: VehicleUsageCheck = async (tx, vehicleId) => {
  const [row] = await tx
    .select({ n: count() })
    .from(audienceVotes)
    .where(and(eq(audienceVotes.vehicleId, vehicleId), isNull(audienceVotes.voidedAt)));
  return row && row.n > 0 ? plural(row.n, 'audience vote', 'audience votes') : null;
};

/** Files go with the vehicle. */
export const VEHICLE_USAGE_CHECKS: VehicleUsageCheck[] = [scoresOf, votesOf];

/** Throws 409 naming everything that still uses the vehicle; run inside the delete's transaction. */
export const assertVehicleUnused = (tx: Executor, vehicleId: number, checks: readonly VehicleUsageCheck[] = VEHICLE_USAGE_CHECKS) =>
  assertUnused(tx, vehicleId, checks, 'This vehicle cannot be deleted: it has');
