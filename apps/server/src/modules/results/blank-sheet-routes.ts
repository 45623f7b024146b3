import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resultsApi } from '@showgrid/shared/contract/results';
import { blankSheetFileName } from '@showgrid/shared/file-names';
import type { Db } from '../../db/client.ts';
import { routeOf } from '../../lib/route.ts';
import { loadBlankSheet } from './blank-sheet-data.ts';
import { renderBlankSheetPdf } from './blank-sheet-pdf.ts';

export interface BlankSheetRoutesOptions {
  db: Db;
  timeZone: string;
  /** Where visitors reach the app: each car's QR is its windscreen card's. */
  publicUrl: string;
}

/** GET /api/report/{event_id}/blank-sheet/: a judge's printable blank judging sheet for a category (ADR 034). */
export const blankSheetRoutes: FastifyPluginAsyncZod<BlankSheetRoutesOptions> = async (app, { db, timeZone, publicUrl }) => {
  app.route({
    ...routeOf(resultsApi.blankSheetPdf),
    handler: async (request, reply) => {
      const eventId = request.params.event_id;
      const { intCategoryId, intJudgeId } = request.query;
      const sheet = await loadBlankSheet(db, { eventId, categoryId: intCategoryId, judgeId: intJudgeId, timeZone, publicUrl });
      const file = await renderBlankSheetPdf(sheet);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${blankSheetFileName(eventId, sheet.categoryName, sheet.judge.code)}"`)
        .header('cache-control', 'no-store')
        .send(file);
    },
  });
};
