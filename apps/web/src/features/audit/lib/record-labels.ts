import type { AuditEntityName, AuditEntry } from '@showgrid/shared/schemas/audit';

/** Each kind of record as the organiser calls it: one for a row of the trail, one for the filter. */
const KINDS: Record<AuditEntityName, { one: string; many: string }> = {
  'audience-vote': { one: 'Audience vote', many: 'Audience votes' },
  'awards-sharing': { one: 'Awards sharing', many: 'Awards sharing' },
  category: { one: 'Category', many: 'Categories' },
  event: { one: 'Event', many: 'Events' },
  gate: { one: 'Gate check-in', many: 'Gate check-ins' },
  judge: { one: 'Judge', many: 'Judges' },
  parameter: { one: 'Parameter', many: 'Parameters' },
  recusal: { one: 'Recusal', many: 'Recusals' },
  registration: { one: 'Registration', many: 'Registrations' },
  'score-conflict': { one: 'Score conflict', many: 'Score conflicts' },
  'score-entry': { one: 'Score sheet', many: 'Score sheets' },
  staff: { one: 'Gate volunteer', many: 'Gate volunteers' },
  'tie-order': { one: 'Tie order', many: 'Tie orders' },
  user: { one: 'Admin account', many: 'Admin accounts' },
  vehicle: { one: 'Vehicle', many: 'Vehicles' },
  'vehicle-type': { one: 'Vehicle type', many: 'Vehicle types' },
};

const isKnown = (entity: string): entity is AuditEntityName => Object.hasOwn(KINDS, entity);

/** The filter's words for a kind of record. */
export const kindsLabel = (entity: AuditEntityName): string => KINDS[entity].many;

/** A kind of record in words; one the page does not know (an older server's) as its code. */
export const kindLabel = (entity: string): string => (isKnown(entity) ? KINDS[entity].one : entity);

/** What the row changed: "Gate check-in SS012", "Judge Jane Judge"; the record's id when nothing names it. */
export function recordLabel(entry: Pick<AuditEntry, 'strEntity' | 'strEntityId' | 'strRecordName'>): string {
  const name = entry.strRecordName ?? (entry.strEntityId ? `#${entry.strEntityId}` : '');
  return `${kindLabel(entry.strEntity)} ${name}`.trim();
}
