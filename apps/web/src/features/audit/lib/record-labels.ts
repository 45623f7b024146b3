import { english } from '@showgrid/shared/i18n/english';
import { translated, type I18n } from '@showgrid/shared/i18n/translate';
import type { AuditEntityName, AuditEntry } from '@showgrid/shared/schemas/audit';

/** Each kind of record as the organiser calls it: one for a row of the trail, one for the filter (English: the ids). */
const KINDS: Record<AuditEntityName, { one: string; many: string }> = {
  'audience-vote': { one: english(/*i18n*/ { id: 'Audience vote' }), many: english(/*i18n*/ { id: 'Audience votes' }) },
  'awards-sharing': { one: english(/*i18n*/ { id: 'Awards sharing' }), many: english(/*i18n*/ { id: 'Awards sharing' }) },
  category: { one: english(/*i18n*/ { id: 'Category' }), many: english(/*i18n*/ { id: 'Categories' }) },
  event: { one: english(/*i18n*/ { id: 'Event' }), many: english(/*i18n*/ { id: 'Events' }) },
  gate: { one: english(/*i18n*/ { id: 'Gate check-in' }), many: english(/*i18n*/ { id: 'Gate check-ins' }) },
  judge: { one: english(/*i18n*/ { id: 'Judge' }), many: english(/*i18n*/ { id: 'Judges' }) },
  parameter: { one: english(/*i18n*/ { id: 'Parameter' }), many: english(/*i18n*/ { id: 'Parameters' }) },
  recusal: { one: english(/*i18n*/ { id: 'Recusal' }), many: english(/*i18n*/ { id: 'Recusals' }) },
  registration: {
    // "Registration" is also a car's number plate (the arrival list): an entrant's entry here.
    one: english(/*i18n*/ { id: 'Registration (an entry)', message: 'Registration' }),
    many: english(/*i18n*/ { id: 'Registrations' }),
  },
  'score-conflict': { one: english(/*i18n*/ { id: 'Score conflict' }), many: english(/*i18n*/ { id: 'Score conflicts' }) },
  'score-entry': { one: english(/*i18n*/ { id: 'Score sheet' }), many: english(/*i18n*/ { id: 'Score sheets' }) },
  staff: { one: english(/*i18n*/ { id: 'Gate volunteer' }), many: english(/*i18n*/ { id: 'Gate volunteers' }) },
  'tie-order': { one: english(/*i18n*/ { id: 'Tie order' }), many: english(/*i18n*/ { id: 'Tie orders' }) },
  user: { one: english(/*i18n*/ { id: 'Admin account' }), many: english(/*i18n*/ { id: 'Admin accounts' }) },
  vehicle: { one: english(/*i18n*/ { id: 'Vehicle' }), many: english(/*i18n*/ { id: 'Vehicles' }) },
  'vehicle-type': { one: english(/*i18n*/ { id: 'Vehicle type' }), many: english(/*i18n*/ { id: 'Vehicle types' }) },
};

const isKnown = (entity: string): entity is AuditEntityName => Object.hasOwn(KINDS, entity);

/** The filter's words for a kind of record. */
export const kindsLabel = (i18n: I18n, entity: AuditEntityName): string => translated(i18n, KINDS[entity].many);

/** A kind of record in words; one the page does not know (an older server's) as its code. */
export const kindLabel = (i18n: I18n, entity: string): string => (isKnown(entity) ? translated(i18n, KINDS[entity].one) : entity);

/** What the row changed: "Gate check-in SS012", "Judge Jane Judge"; the record's id when nothing names it. */
export function recordLabel(i18n: I18n, entry: Pick<AuditEntry, 'strEntity' | 'strEntityId' | 'strRecordName'>): string {
  const name = entry.strRecordName ?? (entry.strEntityId ? `#${entry.strEntityId}` : '');
  return `${kindLabel(i18n, entry.strEntity)} ${name}`.trim();
}

/**
 * What the server did to the record, as it names it ("update", "check-in"); in English the code
 * itself, as the trail has always shown it. One the page does not know as its code.
 */
const ACTIONS: Record<string, string> = {
  create: english(/*i18n*/ { id: 'create' }),
  update: english(/*i18n*/ { id: 'update' }),
  delete: english(/*i18n*/ { id: 'delete' }),
  'reset-password': english(/*i18n*/ { id: 'reset-password' }),
  void: english(/*i18n*/ { id: 'void' }),
  'check-in': english(/*i18n*/ { id: 'check-in' }),
  'undo-check-in': english(/*i18n*/ { id: 'undo-check-in' }),
  'mark-paid': english(/*i18n*/ { id: 'mark-paid' }),
};

export const actionLabel = (i18n: I18n, action: string): string =>
  Object.hasOwn(ACTIONS, action) ? translated(i18n, ACTIONS[action] ?? action) : action;

/** The server's name for a change without a person (an admin account made at first start). */
export const SYSTEM_ACTOR = english(/*i18n*/ { id: 'System' });
