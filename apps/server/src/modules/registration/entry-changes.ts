import type { Tx } from '../../db/client.ts';
import { audit } from '../../platform/audit.ts';
import { vehicleOfEntry, type EntryVehicleDeps } from './entry-vehicle.ts';
import type { RegistrationRecord, RegistrationStatus } from './records.ts';
import { registrationSnapshot } from './registration-snapshot.ts';
import { registrationsRepository as repo, type RegistrationChange } from './repository.ts';

export interface EntryChangeDeps extends EntryVehicleDeps {
  now: () => Date;
}

/** An entry whose status changed, and what it was: what the entrant is told of (entry-notices.ts). */
export interface EntryTransition {
  from: RegistrationStatus | null;
  entry: RegistrationRecord;
}

/** The transitions of one transaction, told once it commits (never for a transaction rolled back). */
export class EntryChanges {
  readonly transitions: EntryTransition[] = [];

  push(entry: RegistrationRecord, from: RegistrationStatus | null): void {
    if (entry.status !== from) this.transitions.push({ from, entry });
  }
}

/**
 * Every change of an entry after it was made (paid, released, offered, withdrawn, approved…)
 * goes through here, under its event's row lock (the caller's): written, audited with its before
 * and after, and an entry that is confirmed now becomes its event's vehicle in the same
 * transaction. Answers the entry as it now stands.
 */
export async function changeEntry(
  tx: Tx,
  entry: RegistrationRecord,
  change: RegistrationChange,
  deps: EntryChangeDeps,
  userId: number | null = null,
): Promise<RegistrationRecord> {
  await repo.update(tx, entry.id, { ...change, updatedAt: deps.now() });
  const after = await repo.find(tx, entry.id);
  if (!after) throw new Error(`registration ${entry.id} vanished inside its own transaction`);
  await audit(tx, {
    userId,
    action: 'update',
    entity: 'registration',
    entityId: entry.id,
    before: registrationSnapshot(entry),
    after: registrationSnapshot(after),
  });
  if (after.status === 'confirmed' && after.vehicleId === null) {
    await vehicleOfEntry(tx, after, deps);
    // Read again: the vehicle's card number is what the confirmation mail and its card carry.
    const confirmed = await repo.find(tx, entry.id);
    if (!confirmed) throw new Error(`registration ${entry.id} vanished inside its own transaction`);
    return confirmed;
  }
  return after;
}
