import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scoreResultsApi } from '@showgrid/shared/contract/scores';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { assertMaySeeEvent, judgeScope } from '../../lib/policy.ts';
import { routeOf } from '../../lib/route.ts';
import { currentUser, type AuthUser } from '../../plugins/auth.ts';
import { presentChoices, presentProgress, presentTotals } from './presenter.ts';
import { createScoresRepository } from './repository.ts';
import { loadRuleTotals } from '../scoring/rule-totals.ts';
import { loadJudgesChoice } from '../scoring/judges-choice.ts';
import { createTotalsRepository } from '../scoring/totals.ts';

/** Totals, judging progress and judges' choice (SPEC §7 /total-score/, /score-count/, /top-choice/). */
export const totalsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const results = createTotalsRepository(db);
  const scores = createScoresRepository(db);

  const judgesChoiceOf = async (eventId: number, judgeId: number) => (await loadJudgesChoice(db, { eventId, judgeId })).get(judgeId) ?? [];
  const assertVisible = (user: AuthUser, eventId: number) => assertMaySeeEvent(user, eventId, scores.isMapped);

  app.route({
    ...routeOf(scoreResultsApi.totals),
    handler: async (request) => {
      const q = request.query;
      const user = currentUser(request);
      await assertVisible(user, q.intEventId);
      const judgeId = judgeScope(user);
      const filter = { eventId: q.intEventId, categoryId: q.intCategoryId, vehicleId: q.intVehicleId };
      // A judge reads their own sheet's figures; the admin, each vehicle's under the event's rule (ADR 029).
      const rows = judgeId === undefined ? await loadRuleTotals(db, filter) : await results.totals({ ...filter, judgeId });
      return presentTotals(rows);
    },
  });

  app.route({
    ...routeOf(scoreResultsApi.progress),
    handler: async (request) => {
      const user = currentUser(request);
      await assertVisible(user, request.query.intEventId);
      const judgeId = judgeScope(user, request.query.intJudgeId);
      const rows = await results.progress(request.query.intEventId, judgeId);
      return presentProgress(rows);
    },
  });

  app.route({
    ...routeOf(scoreResultsApi.topChoices),
    handler: async (request) => ({ data: presentChoices(await judgesChoiceOf(request.query.intEventId, request.query.intJudgeId)) }),
  });

  app.route({
    ...routeOf(scoreResultsApi.judgeChoices),
    handler: async (request) => {
      const user = currentUser(request);
      const judgeId = judgeScope(user, request.query.intJudgeId);
      if (judgeId === undefined) throw new HttpError(400, { intJudgeId: ['This field is required.'] });
      return { data: presentChoices(await judgesChoiceOf(request.query.intEventId, judgeId)) };
    },
  });
};
