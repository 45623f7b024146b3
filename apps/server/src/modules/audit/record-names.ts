import type { AuditEntityName } from '@showgrid/shared/schemas/audit';
import type { AuditedEntity } from '../../platform/audit.ts';

/**
 * What the audit trail calls a record, so the organiser reads "SS012", "Jane Judge" or "Summer
 * Concours" instead of "gate #10". A snapshot that holds a name gives it as it was then; one that
 * holds only ids (a score sheet: its vehicle and judge) is named by what those ids are now, and by
 * the id itself once that vehicle or person is gone.
 */

type Snapshot = Record<string, unknown>;

/** The parts of a record's name: its own words, and the vehicle, person and event its ids point at. */
export interface NameParts {
  own?: string;
  vehicle?: number;
  person?: { id: number; noun: string };
  event?: number;
  detail?: string;
}

/** What the lookups found: a vehicle by its id on the card (else its registration), a person, an event's title. */
export interface KnownNames {
  vehicles: Map<number, string>;
  people: Map<number, string>;
  events: Map<number, string>;
}

const text = (s: Snapshot, key: string): string | undefined => {
  const value = s[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
};
const int = (s: Snapshot, key: string): number | undefined => {
  const value = s[key];
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined;
};
const idOf = (entityId: string | null): number | undefined =>
  entityId !== null && /^\d{1,10}$/.test(entityId) ? Number(entityId) : undefined;
const judge = (id: number | undefined) => (id === undefined ? undefined : { id, noun: 'judge' });

type Namer = (snapshot: Snapshot, entityId: string | null) => NameParts;

/**
 * Each audited entity's name, from its snapshot (AuditSnapshots) and the row's id. Typed both ways,
 * so an entity the server audits but the audit page's filter (AUDIT_ENTITIES) lacks, or the other
 * way round, fails to compile.
 */
const NAMERS: Record<AuditEntityName, Namer> = {
  gate: (s) => ({ own: text(s, 'uniqueId') ?? text(s, 'registrationNo') }),
  // The snapshot is the vehicle as read back (presenter.ts): its registration is strRegistrationNumber.
  vehicle: (s) => ({ own: text(s, 'strUniqueId') ?? text(s, 'strRegistrationNumber') }),
  'score-entry': (s) => ({ vehicle: int(s, 'intVehicleId'), person: judge(int(s, 'intJudgeId')) }),
  'score-conflict': (s) => ({ vehicle: int(s, 'vehicleId'), person: judge(int(s, 'judgeId')) }),
  recusal: (s) => ({ vehicle: int(s, 'vehicleId'), person: judge(int(s, 'judgeId')) }),
  'audience-vote': (s) => ({ vehicle: int(s, 'intVehicleId'), detail: text(s, 'strEmailMasked') }),
  judge: (s) => ({ own: text(s, 'strFullName') ?? text(s, 'strEmail') }),
  staff: (s) => ({ own: text(s, 'fullName') ?? text(s, 'email') }),
  // A password reset keeps no snapshot: the account is named by who it is now.
  user: (s, id) => {
    const email = text(s, 'email');
    const person = idOf(id);
    if (email !== undefined || person === undefined) return { own: email };
    return { person: { id: person, noun: 'user' } };
  },
  event: (s) => ({ own: text(s, 'strEventTitle') }),
  category: (s) => ({ own: text(s, 'name') }),
  parameter: (s) => ({ own: text(s, 'title') }),
  'vehicle-type': (s) => ({ own: text(s, 'title') }),
  'tie-order': (s) => ({ event: int(s, 'intEventId') }),
  'awards-sharing': (_s, id) => ({ event: idOf(id) }),
  registration: (s) => ({ own: text(s, 'registrationNo'), event: int(s, 'eventId') }),
} satisfies Record<AuditedEntity, Namer>;

const isSnapshot = (value: unknown): value is Snapshot => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNamed = (entity: string): entity is AuditEntityName => Object.hasOwn(NAMERS, entity);

/** The parts naming one audit row: its after snapshot over its before (a deletion has only a before). */
export function nameParts(row: { entity: string; entityId: string | null; before: unknown; after: unknown }): NameParts {
  if (!isNamed(row.entity)) return {};
  const snapshot = { ...(isSnapshot(row.before) ? row.before : {}), ...(isSnapshot(row.after) ? row.after : {}) };
  return NAMERS[row.entity](snapshot, row.entityId);
}

/** The record's name in words, or null when nothing names it (the page then shows its id). */
export function recordName(parts: NameParts, known: KnownNames): string | null {
  const words = [
    parts.own ??
      (parts.vehicle !== undefined ? (known.vehicles.get(parts.vehicle) ?? `vehicle #${String(parts.vehicle)}`) : undefined) ??
      (parts.event !== undefined ? (known.events.get(parts.event) ?? `event #${String(parts.event)}`) : undefined),
    parts.person ? (known.people.get(parts.person.id) ?? `${parts.person.noun} #${String(parts.person.id)}`) : undefined,
    parts.detail,
  ].filter((word): word is string => word !== undefined);
  return words.length > 0 ? words.join(' · ') : null;
}
