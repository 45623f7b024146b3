import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resultsApi } from '@showgrid/shared/contract/results';
import { judgesChoiceFileName, reportFileName, scoreSheetsFileName } from '@showgrid/shared/file-names';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-errors.ts';
import { routeOf } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createResultsRepository } from '../scores/results.ts';
import { presentRankingRow } from './presenter.ts';
import { createRankingService, EVENT_NOT_FOUND } from './ranking-service.ts';
import { findEvent, findJudge, loadReport, picksOf } from './report-data.ts';
import { renderReportPdf } from './report-pdf.ts';
import { renderScoreSheetsPdf } from './score-sheets-pdf.ts';
import { loadSheets } from './sheets.ts';
import { renderReportXlsx } from './report-xlsx.ts';
import { renderTopChoicePdf } from './top-choice-pdf.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Ranking with ties and the admin's tie orders, the results report (PDF/XLSX), a judge's picks as PDF. */
export const resultsReportRoutes: FastifyPluginAsyncZod<{ db: Db; timeZone: string }> = async (app, { db, timeZone }) => {
  const rankings = createRankingService(db);
  const results = createResultsRepository(db);

  const rankingOf = async (eventId: number, categoryId?: number) => {
    if (!(await rankings.eventExists(eventId))) throw notFound(EVENT_NOT_FOUND);
    return { data: (await rankings.rankEvent(eventId, categoryId)).categories.flatMap((c) => c.rows.map(presentRankingRow)) };
  };

  app.route({
    ...routeOf(resultsApi.ranking),
    handler: async (request) => rankingOf(request.query.intEventId, request.query.intCategoryId),
  });

  app.route({
    ...routeOf(resultsApi.orderTie),
    handler: async (request) => {
      const body = request.body;
      await rankings.orderTie(currentUser(request).id, {
        eventId: body.intEventId,
        categoryId: body.intCategoryId,
        vehicleIds: body.arrVehicleIds,
      });
      return rankingOf(body.intEventId, body.intCategoryId);
    },
  });

  app.route({
    ...routeOf(resultsApi.report),
    handler: async (request, reply) => {
      const eventId = request.params.event_id;
      const pdf = ['1', 'true'].includes(request.params.is_pdf.toLowerCase());
      const data = await loadReport(db, rankings, eventId, timeZone);
      const file = pdf ? await renderReportPdf(data) : await renderReportXlsx(data);
      return reply
        .type(pdf ? 'application/pdf' : XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${reportFileName(eventId, pdf)}"`)
        .header('cache-control', 'no-store')
        .send(file);
    },
  });

  app.route({
    ...routeOf(resultsApi.scoreSheetsPdf),
    handler: async (request, reply) => {
      const eventId = request.params.event_id;
      const { intVehicleId, intCategoryId, blnAnonymous } = request.query;
      const event = await findEvent(db, eventId, timeZone);
      const vehicles = await loadSheets(db, rankings, eventId, { vehicleId: intVehicleId, categoryId: intCategoryId });
      const file = await renderScoreSheetsPdf(event, vehicles, blnAnonymous);
      const which = intVehicleId === undefined ? `category-${String(intCategoryId)}` : (vehicles[0]?.ranked.standing.uniqueId ?? `vehicle-${String(intVehicleId)}`);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${scoreSheetsFileName(eventId, which)}"`)
        .header('cache-control', 'no-store')
        .send(file);
    },
  });

  app.route({
    ...routeOf(resultsApi.topChoicesPdf),
    handler: async (request, reply) => {
      const { intEventId, intJudgeId } = request.query;
      const event = await findEvent(db, intEventId, timeZone);
      const judge = await findJudge(db, intJudgeId);
      if (!judge) throw notFound('Judge not found.');
      const file = await renderTopChoicePdf({ event, judge, choices: picksOf(await results.choices(intEventId, intJudgeId)) });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${judgesChoiceFileName(intEventId, judge.code)}"`)
        .header('cache-control', 'no-store')
        .send(file);
    },
  });
};
