import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@showgrid/shared/paths';
import { idSchema } from '@showgrid/shared/schemas/fields';
import {
  judgeChoiceQuerySchema,
  judgeChoiceSchema,
  scoreCountQuerySchema,
  scoreCountSchema,
  totalScoreAnswerSchema,
  totalScoreQuerySchema,
} from '@showgrid/shared/schemas/score';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { assertMaySeeEvent, judgeScope } from '../../lib/policy.ts';
import { ADMIN_ONLY, ADMIN_OR_JUDGE, currentUser, type AuthUser } from '../../plugins/auth.ts';
import { presentChoices, presentProgress, presentTotals } from './presenter.ts';
import { createScoresRepository } from './repository.ts';
import { createResultsRepository } from './results.ts';
import { dataOf, detailSchema, fieldErrorsSchema } from '@showgrid/shared/schemas/answers';

const tags = ['scores'];
const choices = dataOf(z.array(judgeChoiceSchema));

/** Totals, judging progress and judges' picks (SPEC §7 /total-score/, /score-count/, /top-choice/). */
export const resultsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const results = createResultsRepository(db);
  const scores = createScoresRepository(db);

  const assertVisible = (user: AuthUser, eventId: number) => assertMaySeeEvent(user, eventId, scores.isMapped);

  app.get(
    API.totalScore,
    {
      config: { access: ADMIN_OR_JUDGE },
      schema: {
        tags,
        summary: 'Total score of each vehicle of an event that has score entries (x/y; y = judges who scored × sum of limits)',
        description:
          'An admin: over every judge. A judge: over their own entries only (intJudgeCount 1), so no judge can work out ' +
          'another’s score from the sum and the count.',
        querystring: totalScoreQuerySchema,
        response: { 200: totalScoreAnswerSchema, 404: detailSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const user = currentUser(request);
      await assertVisible(user, q.intEventId);
      const judgeId = judgeScope(user);
      const rows = await results.totals({ eventId: q.intEventId, categoryId: q.intCategoryId, vehicleId: q.intVehicleId, judgeId });
      return presentTotals(rows);
    },
  );

  app.get(
    API.scoreCount,
    {
      config: { access: ADMIN_OR_JUDGE },
      schema: {
        tags,
        summary: 'Judging progress of an event over its Paid vehicles, per category too',
        description:
          'A judge: their own (vehicles they did not recuse from; judged = with their entry). An admin: vehicles with at least ' +
          'one entry, or one judge’s progress with intJudgeId.',
        querystring: scoreCountQuerySchema,
        response: { 200: scoreCountSchema, 404: detailSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await assertVisible(user, request.query.intEventId);
      const judgeId = judgeScope(user, request.query.intJudgeId);
      const rows = await results.progress(request.query.intEventId, judgeId);
      return presentProgress(rows);
    },
  );

  app.get(
    API.topChoice,
    {
      config: { access: ADMIN_ONLY },
      schema: {
        tags,
        summary: 'A judge’s judges-choice vehicles at an event, ranked by that judge’s total',
        querystring: judgeChoiceQuerySchema.extend({ intJudgeId: idSchema }),
        response: { 200: choices, 400: fieldErrorsSchema },
      },
    },
    async (request) => ({ data: presentChoices(await results.choices(request.query.intEventId, request.query.intJudgeId)) }),
  );

  app.get(
    API.judgeChoice,
    {
      config: { access: ADMIN_OR_JUDGE },
      schema: {
        tags,
        summary: 'The judge’s own judges-choice vehicles at an event (an admin names the judge with intJudgeId)',
        querystring: judgeChoiceQuerySchema,
        response: { 200: choices, 400: fieldErrorsSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const judgeId = judgeScope(user, request.query.intJudgeId);
      if (judgeId === undefined) throw new HttpError(400, { intJudgeId: ['This field is required.'] });
      return { data: presentChoices(await results.choices(request.query.intEventId, judgeId)) };
    },
  );
};
