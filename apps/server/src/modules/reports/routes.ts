import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resultsApi } from '@showgrid/shared/contract/results';
import { judgesChoiceFileName, reportFileName, scoreSheetsFileName } from '@showgrid/shared/file-names';
import { EVENT_NOT_FOUND, JUDGE_NOT_FOUND } from '@showgrid/shared/messages';
import type { Db } from '../../db/client.ts';
import { abortSignalOf, sendExport } from '../../exports/send-export.ts';
import { notFound } from '../../lib/http-errors.ts';
import { routeOf } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createRankingService } from '../results/ranking-service.ts';
import { loadJudgesChoice } from '../scoring/judges-choice.ts';
import type { Exports } from './exports.ts';
import { findJudge } from '../results/event-judges.ts';
import { findEvent, loadReport } from './report-data.ts';
import { loadSheets } from './sheets.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PDF_TYPE = 'application/pdf';

/**
 * The results report (PDF/XLSX), score sheets and a judge's choices as files, each made by the
 * export pool (ADR 031): one download per admin at a time, the data loaded in parts when its turn
 * comes, the file streamed as a worker writes it.
 */
export const reportsRoutes: FastifyPluginAsyncZod<{ db: Db; timeZone: string; exports: Exports }> = async (
  app,
  { db, timeZone, exports },
) => {
  const rankings = createRankingService(db);

  app.route({
    ...routeOf(resultsApi.report),
    handler: async (request, reply) => {
      const eventId = request.params.event_id;
      const pdf = ['1', 'true'].includes(request.params.is_pdf.toLowerCase());
      if (!(await rankings.eventExists(eventId))) throw notFound(EVENT_NOT_FOUND);
      const file = await exports.run(
        {
          owner: currentUser(request).id,
          task: pdf ? 'results-pdf' : 'results-xlsx',
          load: () => loadReport(db, rankings, eventId, timeZone),
        },
        abortSignalOf(reply),
      );
      return sendExport(reply, file, { type: pdf ? PDF_TYPE : XLSX_TYPE, fileName: reportFileName(eventId, pdf) });
    },
  });

  app.route({
    ...routeOf(resultsApi.scoreSheetsPdf),
    handler: async (request, reply) => {
      const eventId = request.params.event_id;
      const { intVehicleId, intCategoryId, blnAnonymous } = request.query;
      const event = await findEvent(db, eventId, timeZone);
      let which = intVehicleId === undefined ? `category-${String(intCategoryId)}` : `vehicle-${String(intVehicleId)}`;
      const file = await exports.run(
        {
          owner: currentUser(request).id,
          task: 'score-sheets-pdf',
          load: async () => {
            const loaded = await loadSheets(db, rankings, event, {
              vehicleId: intVehicleId,
              categoryId: intCategoryId,
              anonymous: blnAnonymous,
            });
            if (intVehicleId !== undefined) which = loaded.input.vehicles[0]?.standing.uniqueId ?? which;
            return loaded;
          },
        },
        abortSignalOf(reply),
      );
      return sendExport(reply, file, { type: PDF_TYPE, fileName: scoreSheetsFileName(eventId, which) });
    },
  });

  app.route({
    ...routeOf(resultsApi.topChoicesPdf),
    handler: async (request, reply) => {
      const { intEventId, intJudgeId } = request.query;
      const event = await findEvent(db, intEventId, timeZone);
      const judge = await findJudge(db, intJudgeId);
      if (!judge) throw notFound(JUDGE_NOT_FOUND);
      const file = await exports.run(
        {
          owner: currentUser(request).id,
          task: 'top-choice-pdf',
          load: async () => ({
            input: {
              event,
              judge,
              choices: (await loadJudgesChoice(db, { eventId: intEventId, judgeId: intJudgeId })).get(intJudgeId) ?? [],
            },
          }),
        },
        abortSignalOf(reply),
      );
      return sendExport(reply, file, { type: PDF_TYPE, fileName: judgesChoiceFileName(intEventId, judge.code) });
    },
  });
};
