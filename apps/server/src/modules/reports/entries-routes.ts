import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { entriesApi } from '@showgrid/shared/contract/entries';
import { EVENT_NOT_FOUND } from '@showgrid/shared/messages';
import { moneyText } from '@showgrid/shared/registration-rules';
import type { Db } from '../../db/client.ts';
import { abortSignalOf, sendExport } from '../../exports/send-export.ts';
import { notFound } from '../../lib/http-errors.ts';
import { routeOf } from '../../lib/route.ts';
import { eventsRepository } from '../events/repository.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { OrganiserEntries } from '../registration/organiser.ts';
import type { RegistrationRecord } from '../registration/records.ts';
import type { EntriesCsvInput } from './entries-csv.ts';
import type { Exports } from './exports.ts';

export interface EntriesExportOptions {
  db: Db;
  entries: OrganiserEntries;
  exports: Exports;
}

const HEADER = [
  'Entry',
  'Received',
  'Status',
  'Class',
  'Owner',
  'E-mail',
  'Phone',
  'Brand',
  'Model',
  'Year',
  'Registration',
  'Colour',
  'Card',
  'Pays',
  'Amount',
  'Paid via',
  'Paid at',
  'Refunded at',
  'Extras',
  'Reason',
] as const;

/** One entry as a row of the export (times in UTC ISO, so a spreadsheet sorts them). */
export function entryRow(entry: RegistrationRecord): (string | number | null)[] {
  return [
    entry.id,
    entry.createdAt.toISOString(),
    entry.status,
    entry.categoryName,
    entry.ownerName,
    entry.entrantEmail,
    entry.phone,
    entry.brand,
    entry.model,
    entry.year,
    entry.registrationNo,
    entry.colour,
    entry.vehicleUniqueId,
    entry.paymentMode,
    moneyText(entry.amountCents, entry.currency),
    entry.paidAt === null ? null : entry.paidVia,
    entry.paidAt?.toISOString() ?? null,
    entry.refundedAt?.toISOString() ?? null,
    entry.extras.map((e) => `${e.quantity} × ${e.name}`).join('; '),
    entry.reason,
  ];
}

/** GET /api/entries/:eventId/export/ (issue 31): the CSV is written by the export pool, not on the event loop. */
export const entriesExportRoutes: FastifyPluginAsyncZod<EntriesExportOptions> = async (app, { db, entries, exports }) => {
  app.route({
    ...routeOf(entriesApi.exportCsv),
    handler: async (request, reply) => {
      const eventId = request.params.eventId;
      // 404 for an unknown event before the job queues.
      if (!(await eventsRepository.exists(db, eventId))) throw notFound(EVENT_NOT_FOUND);
      const file = await exports.run(
        {
          owner: currentUser(request).id,
          task: 'entries-csv',
          load: async (): Promise<{ input: EntriesCsvInput }> => {
            const { records } = await entries.list(eventId, {});
            return { input: { header: HEADER, rows: records.map(entryRow) } };
          },
        },
        abortSignalOf(reply),
      );
      return sendExport(reply, file, { type: 'text/csv; charset=utf-8', fileName: `entries-event-${eventId}.csv` });
    },
  });
};
