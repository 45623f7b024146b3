import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@showgrid/shared/paths';
import { idSchema } from '@showgrid/shared/schemas/fields';
import { rankingQuerySchema, rankingRowSchema, tieOrderBodySchema } from '@showgrid/shared/schemas/results';
import { judgeChoiceQuerySchema } from '@showgrid/shared/schemas/score';
import { dataOf, detailSchema, fieldErrorsSchema } from '@showgrid/shared/schemas/answers';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-errors.ts';
import { ADMIN_ONLY, currentUser } from '../../plugins/auth.ts';
import { presentChoices } from '../scores/presenter.ts';
import { createResultsRepository } from '../scores/results.ts';
import { createRankingService, EVENT_NOT_FOUND } from './ranking-service.ts';
import { findEvent, findJudge, loadReport } from './report-data.ts';
import { renderReportPdf } from './report-pdf.ts';
import { reportFileName } from './report-text.ts';
import { renderReportXlsx } from './report-xlsx.ts';
import { renderTopChoicePdf } from './top-choice-pdf.ts';

const tags = ['results'];
const ranking = dataOf(z.array(rankingRowSchema));
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** SPEC §7: /report/{event_id}/download/{is_pdf}; `API.report(id, pdf)` builds it for clients. */
const REPORT_PATH = '/api/report/:event_id/download/:is_pdf';

/** Ranking with ties and the admin's tie orders, the results report (PDF/XLSX), a judge's picks as PDF. */
export const resultsReportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const rankings = createRankingService(db);
  const results = createResultsRepository(db);

  const rankingOf = async (eventId: number, categoryId?: number) => {
    if (!(await rankings.eventExists(eventId))) throw notFound(EVENT_NOT_FOUND);
    return { data: (await rankings.rankEvent(eventId, categoryId)).flatMap((c) => c.rows) };
  };

  app.get(
    API.ranking,
    {
      config: { access: ADMIN_ONLY },
      schema: {
        tags,
        summary: "The event's Paid vehicles ranked within each category (or one category)",
        description:
          'Ranked by x/y as an exact ratio (unscored last), then more judges-choice picks, then more audience votes. ' +
          'Vehicles these cannot separate share intRank and intTieGroup; once the admin orders that tie they get ' +
          'consecutive ranks in that order (blnOrderedByAdmin). Categories by name.',
        querystring: rankingQuerySchema,
        response: { 200: ranking, 400: fieldErrorsSchema, 404: detailSchema },
      },
    },
    async (request) => rankingOf(request.query.intEventId, request.query.intCategoryId),
  );

  app.put(
    API.rankingTieOrder,
    {
      config: { access: ADMIN_ONLY },
      schema: {
        tags,
        summary: 'Orders one tie of a category (recorded, audited); answers the category ranked',
        description:
          'arrVehicleIds: exactly the vehicles of one current tie of the category, best first. The order holds ' +
          'while the tie keeps exactly those vehicles; a tie that gains or loses one shows as a tie again.',
        body: tieOrderBodySchema,
        response: { 200: ranking, 400: fieldErrorsSchema, 404: detailSchema },
      },
    },
    async (request) => {
      const body = request.body;
      await rankings.orderTie(currentUser(request).id, {
        eventId: body.intEventId,
        categoryId: body.intCategoryId,
        vehicleIds: body.arrVehicleIds,
      });
      return rankingOf(body.intEventId, body.intCategoryId);
    },
  );

  app.get(
    REPORT_PATH,
    {
      config: { access: ADMIN_ONLY },
      schema: {
        tags,
        summary: 'The results report of an event: PDF when is_pdf is 1 or true, else a spreadsheet (.xlsx)',
        description:
          'Awards (winner per category, people’s choice, each judge’s picks), then per category the vehicles ranked ' +
          'with id, name, owner, each judge’s total, total score, audience votes and judges-choice count. Attachment ' +
          'named report-{event_id}.pdf or .xlsx.',
        params: z.object({ event_id: idSchema, is_pdf: z.string().max(10) }),
        response: { 200: z.unknown().describe('The file (application/pdf or .xlsx).'), 400: fieldErrorsSchema, 404: detailSchema },
      },
    },
    async (request, reply) => {
      const eventId = request.params.event_id;
      const pdf = ['1', 'true'].includes(request.params.is_pdf.toLowerCase());
      const data = await loadReport(db, rankings, eventId);
      const file = pdf ? await renderReportPdf(data) : await renderReportXlsx(data);
      return reply
        .type(pdf ? 'application/pdf' : XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${reportFileName(eventId, pdf)}"`)
        .header('cache-control', 'no-store')
        .send(file);
    },
  );

  app.get(
    API.topChoiceDownload,
    {
      config: { access: ADMIN_ONLY },
      schema: {
        tags,
        summary: 'A judge’s judges-choice vehicles at an event as a PDF (report-{intEventId}.pdf)',
        querystring: judgeChoiceQuerySchema.extend({ intJudgeId: idSchema }),
        response: { 200: z.unknown().describe('The PDF (application/pdf).'), 400: fieldErrorsSchema, 404: detailSchema },
      },
    },
    async (request, reply) => {
      const { intEventId, intJudgeId } = request.query;
      const event = await findEvent(db, intEventId);
      const judge = await findJudge(db, intJudgeId);
      if (!judge) throw notFound('Judge not found.');
      const file = await renderTopChoicePdf({ event, judge, choices: presentChoices(await results.choices(intEventId, intJudgeId)) });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${reportFileName(intEventId, true)}"`)
        .header('cache-control', 'no-store')
        .send(file);
    },
  );
};
