import { buffer } from 'node:stream/consumers';
import { cardFileName } from '@showgrid/shared/entry-file-names';
import type { EntryCards } from '../registration/entry-notices.ts';
import { audienceUrl } from '../vehicle-ids/qr.ts';
import type { Exports } from './exports.ts';

/**
 * The windscreen card a confirmation mail carries (issue 31): the same PDF the organiser prints,
 * made by the export pool (never on the event loop), queued as the entrant's own job.
 */
export function createEntryCards(exports: Exports, publicUrl: string): EntryCards {
  return async (entry) => {
    const uniqueId = entry.vehicleUniqueId;
    if (uniqueId === null) return null;
    const input = {
      // The language of the mail it comes with: the entrant's, else the event's.
      locale: entry.locale,
      categoryName: entry.categoryName,
      eventTitle: entry.eventTitle,
      cards: [{ vehicleId: uniqueId, url: audienceUrl(publicUrl, uniqueId) }],
    };
    const file = await exports.run({ owner: -entry.entrantId, task: 'cards-pdf', load: async () => ({ input }) });
    return { filename: cardFileName(uniqueId), contentType: 'application/pdf', content: await buffer(file) };
  };
}
