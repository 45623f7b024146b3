import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { entriesApi } from '@showgrid/shared/contract/entries';
import { EVENT_NOT_FOUND } from '@showgrid/shared/messages';
import { english } from '@showgrid/shared/i18n/english';
import { moneyText } from '@showgrid/shared/registration-rules';
import type { Db } from '../../db/client.ts';
import { abortSignalOf, sendExport } from '../../exports/send-export.ts';
import { notFound } from '../../lib/http-errors.ts';
import { i18nFor } from '../../lib/i18n.ts';
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

/** The columns, in English (the message ids); the file names them in the event's language. */
const HEADER = [
  english(/*i18n*/ { id: 'Entry' }),
  english(/*i18n*/ { id: 'Received' }),
  english(/*i18n*/ { id: 'Status' }),
  english(/*i18n*/ { id: 'Class' }),
  english(/*i18n*/ { id: 'Owner' }),
  english(/*i18n*/ { id: 'E-mail' }),
  english(/*i18n*/ { id: 'Phone' }),
  english(/*i18n*/ { id: 'Brand' }),
  english(/*i18n*/ { id: 'Model' }),
  english(/*i18n*/ { id: 'Year' }),
  english(/*i18n*/ { id: 'Registration' }),
  english(/*i18n*/ { id: 'Colour' }),
  english(/*i18n*/ { id: 'Card' }),
  english(/*i18n*/ { id: 'Pays' }),
  english(/*i18n*/ { id: 'Amount' }),
  english(/*i18n*/ { id: 'Paid via' }),
  english(/*i18n*/ { id: 'Paid at' }),
  english(/*i18n*/ { id: 'Refunded at' }),
  english(/*i18n*/ { id: 'Extras' }),
  english(/*i18n*/ { id: 'Reason' }),
];

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
      // 404 for an unknown event before the job queues; the header in the event's language.
      const event = await eventsRepository.find(db, eventId);
      if (!event) throw notFound(EVENT_NOT_FOUND);
      const i18n = i18nFor(event.place.locale);
      const header = HEADER.map((column) => i18n._(column));
      const file = await exports.run(
        {
          owner: currentUser(request).id,
          task: 'entries-csv',
          load: async (): Promise<{ input: EntriesCsvInput }> => {
            const { records } = await entries.list(eventId, {});
            return { input: { header, rows: records.map(entryRow) } };
          },
        },
        abortSignalOf(reply),
      );
      return sendExport(reply, file, { type: 'text/csv; charset=utf-8', fileName: `entries-event-${eventId}.csv` });
    },
  });
};
