import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registrationApi } from '@showgrid/shared/contract/registration';
import { cardFileName, scoreSheetFileName } from '@showgrid/shared/entry-file-names';
import type { Db } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';
import { abortSignalOf, sendExport } from '../../exports/send-export.ts';
import { notFound } from '../../lib/http-errors.ts';
import { routeOf } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { NOT_PUBLISHED } from '../awards/sharing.ts';
import type { RegistrationRecord } from '../registration/records.ts';
import { registrationsRepository } from '../registration/repository.ts';
import { REGISTRATION_NOT_FOUND } from '../registration/service.ts';
import { createRankingService } from '../results/ranking-service.ts';
import { audienceUrl } from '../vehicle-ids/qr.ts';
import type { Exports } from './exports.ts';
import { findEvent } from './report-data.ts';
import { loadSheets } from './sheets.ts';

export const NO_CARD_YET = 'This entry has no card yet: it gets one when it is confirmed.';
export const NO_CARD_NUMBER = 'This class gives card numbers at the gate: your card is handed to you there.';
export const NOT_RANKED = 'This car has no place in the results: only confirmed, paid cars are ranked.';

export interface EntrantFilesOptions {
  db: Db;
  publicUrl: string;
  timeZone: string;
  exports: Exports;
}

const PDF_TYPE = 'application/pdf';

/**
 * An entrant's files (issue 31): their confirmed entry's card, and its score sheet once the
 * results are published. Made by the export pool like the organiser's (ADR 031); an entrant's
 * jobs queue as one owner, apart from every admin's.
 */
export const entrantFilesRoutes: FastifyPluginAsyncZod<EntrantFilesOptions> = async (app, { db, publicUrl, timeZone, exports }) => {
  const rankings = createRankingService(db);
  const owner = (entrantId: number) => -entrantId;

  async function ownEntry(entrantId: number, id: number): Promise<RegistrationRecord & { vehicleId: number; vehicleUniqueId: string }> {
    const entry = await registrationsRepository.ofEntrant(db, entrantId, id);
    if (!entry) throw notFound(REGISTRATION_NOT_FOUND);
    const { vehicleId, vehicleUniqueId } = entry;
    if (entry.status !== 'confirmed' || vehicleId === null) throw notFound(NO_CARD_YET);
    if (vehicleUniqueId === null) throw notFound(NO_CARD_NUMBER);
    return { ...entry, vehicleId, vehicleUniqueId };
  }

  app.route({
    ...routeOf(registrationApi.card),
    handler: async (request, reply) => {
      const entrantId = currentUser(request).id;
      const entry = await ownEntry(entrantId, request.params.id);
      const input = {
        // The card the organiser prints, in the event's language.
        locale: (await findEvent(db, entry.eventId, timeZone)).locale,
        categoryName: entry.categoryName,
        eventTitle: entry.eventTitle,
        cards: [{ vehicleId: entry.vehicleUniqueId, url: audienceUrl(publicUrl, entry.vehicleUniqueId) }],
      };
      const file = await exports.run({ owner: owner(entrantId), task: 'cards-pdf', load: async () => ({ input }) }, abortSignalOf(reply));
      return sendExport(reply, file, { type: PDF_TYPE, fileName: cardFileName(entry.vehicleUniqueId) });
    },
  });

  /** The entrant's own entry whose event has published its results: 404 otherwise. */
  async function publishedEntry(entrantId: number, id: number) {
    const entry = await registrationsRepository.ofEntrant(db, entrantId, id);
    if (!entry) throw notFound(REGISTRATION_NOT_FOUND);
    const [sharing] = await db
      .select({ publishedAt: events.resultsPublishedAt, showJudges: events.resultsShowJudges })
      .from(events)
      .where(eq(events.id, entry.eventId));
    if (!sharing || sharing.publishedAt === null || entry.vehicleId === null) throw notFound(NOT_PUBLISHED);
    return { entry, vehicleId: entry.vehicleId, showJudges: sharing.showJudges };
  }

  app.route({
    ...routeOf(registrationApi.placing),
    handler: async (request) => {
      const { entry, vehicleId } = await publishedEntry(currentUser(request).id, request.params.id);
      const ranked = await rankings.rankEvent(entry.eventId, entry.categoryId);
      const rows = ranked.categories.flatMap((category) => category.rows);
      const own = rows.find((row) => row.standing.vehicleId === vehicleId);
      if (!own) throw notFound(NOT_RANKED);
      const shared = own.rank !== null && rows.some((row) => row !== own && row.rank === own.rank);
      return { data: { strCategoryName: entry.categoryName, intPlace: own.rank, blnShared: shared, intOf: rows.length } };
    },
  });

  app.route({
    ...routeOf(registrationApi.scoreSheet),
    handler: async (request, reply) => {
      const entrantId = currentUser(request).id;
      const { entry, vehicleId, showJudges } = await publishedEntry(entrantId, request.params.id);
      const event = await findEvent(db, entry.eventId, timeZone);
      const file = await exports.run(
        {
          owner: owner(entrantId),
          task: 'score-sheets-pdf',
          load: () => loadSheets(db, rankings, event, { vehicleId, anonymous: !showJudges }),
        },
        abortSignalOf(reply),
      );
      return sendExport(reply, file, { type: PDF_TYPE, fileName: scoreSheetFileName(entry.vehicleUniqueId ?? String(entry.id)) });
    },
  });
};
