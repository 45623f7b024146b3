import type { OrganiserEntry } from '@showgrid/shared/schemas/entries';
import { vehicleName } from '@showgrid/shared/vehicle-name';

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });
const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/** When the entry came in: "3 Dec" and "14:05". */
export function receivedText(entry: OrganiserEntry): { date: string; time: string } {
  const at = new Date(entry.dtCreatedAt);
  return { date: DAY.format(at), time: TIME.format(at) };
}

/** "Entry 12": how a row is named, on its buttons and in its dialogs. */
export const entryName = (entry: OrganiserEntry) => `Entry ${String(entry.intRegistrationId)}`;

/** "Jaguar E-Type". */
export const carText = (entry: OrganiserEntry) => vehicleName(entry.strBrandName, entry.strModelName);

/** A waitlisted entry's place in the queue, 1 for the next in line; "—" otherwise. */
export const waitingText = (entry: OrganiserEntry) => (entry.intWaitlistPosition === null ? '—' : String(entry.intWaitlistPosition + 1));
