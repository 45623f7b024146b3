import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resultsApi } from '@showgrid/shared/contract/results';
import { blankSheetFileName } from '@showgrid/shared/file-names';
import type { Db } from '../../db/client.ts';
import { abortSignalOf, sendExport } from '../../exports/send-export.ts';
import type { Exports } from './exports.ts';
import { routeOf } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { loadBlankSheet } from './blank-sheet-data.ts';

export interface BlankSheetRoutesOptions {
  db: Db;
  timeZone: string;
  /** Where visitors reach the app: each car's QR is its windscreen card's. */
  publicUrl: string;
  /** The export pool: the PDF is made in its worker threads (ADR 031). */
  exports: Exports;
}

/** GET /api/report/{event_id}/blank-sheet/: a judge's printable blank judging sheet for a category (ADR 034). */
export const blankSheetRoutes: FastifyPluginAsyncZod<BlankSheetRoutesOptions> = async (app, { db, timeZone, publicUrl, exports }) => {
  app.route({
    ...routeOf(resultsApi.blankSheetPdf),
    handler: async (request, reply) => {
      const eventId = request.params.event_id;
      const { intCategoryId, intJudgeId } = request.query;
      let fileName = '';
      const file = await exports.run(
        {
          owner: currentUser(request).id,
          task: 'blank-sheet-pdf',
          load: async () => {
            const input = await loadBlankSheet(db, { eventId, categoryId: intCategoryId, judgeId: intJudgeId, timeZone, publicUrl });
            fileName = blankSheetFileName(eventId, input.categoryName, input.judge.code);
            return { input };
          },
        },
        abortSignalOf(reply),
      );
      return sendExport(reply, file, { type: 'application/pdf', fileName });
    },
  });
};
