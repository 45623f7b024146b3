import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { API } from '@showgrid/shared/paths';
import { rankingRowSchema, type RankingRow } from '@showgrid/shared/schemas/results';
import { judgeChoiceSchema, scoreEntrySchema, type JudgeChoice, type ScoreEntry } from '@showgrid/shared/schemas/score';
import { dataOf } from '@showgrid/shared/schemas/answers';
import { apiRequest } from '../../../lib/api-client';
import { resultsKeys } from './query-keys';

const rankingAnswer = dataOf(z.array(rankingRowSchema));
const entriesAnswer = dataOf(z.array(scoreEntrySchema));
const choicesAnswer = dataOf(z.array(judgeChoiceSchema));

/** GET /api/ranking/ — ranked rows with totals, votes and ties (one category, or null for all). */
export function useRanking(eventId: number, categoryId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: resultsKeys.ranking(eventId, categoryId),
    queryFn: async (): Promise<RankingRow[]> =>
      rankingAnswer.parse(await apiRequest(API.ranking, { query: { intEventId: eventId, intCategoryId: categoryId ?? undefined } })).data,
    enabled,
  });
}

/** GET /api/score-entry/?intEventId=&intJudgeId= — the selected judge's scores (the Judge Score column). */
export function useJudgeEntries(eventId: number, judgeId: number | null) {
  return useQuery({
    queryKey: resultsKeys.judgeEntries(eventId, judgeId ?? 0),
    queryFn: async (): Promise<ScoreEntry[]> =>
      entriesAnswer.parse(await apiRequest(API.scoreEntries, { query: { intEventId: eventId, intJudgeId: judgeId ?? undefined } })).data,
    enabled: judgeId !== null,
  });
}

/** GET /api/top-choice/?intEventId=&intJudgeId= — that judge's picks, best first. */
export function useTopChoices(eventId: number, judgeId: number | null) {
  return useQuery({
    queryKey: resultsKeys.choices(eventId, judgeId ?? 0),
    queryFn: async (): Promise<JudgeChoice[]> =>
      choicesAnswer.parse(await apiRequest(API.topChoice, { query: { intEventId: eventId, intJudgeId: judgeId ?? undefined } })).data,
    enabled: judgeId !== null,
  });
}
