import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { API } from '@showgrid/shared/paths';
import { eventSchema, type ShowEvent } from '@showgrid/shared/schemas/event';
import { dataOf } from '@showgrid/shared/schemas/answers';
import { apiRequest } from '../../../lib/api-client';
import { judgingKeys } from './query-keys';

const responseSchema = dataOf(z.array(eventSchema));

/** GET /api/event/manage-event/ — for a judge, only the events they are mapped to. */
export async function getJudgeEvents(): Promise<ShowEvent[]> {
  return responseSchema.parse(await apiRequest(API.events)).data;
}

export function getJudgeEventsQueryOptions() {
  return queryOptions({ queryKey: judgingKeys.events(), queryFn: getJudgeEvents });
}

export function useJudgeEvents() {
  return useQuery(getJudgeEventsQueryOptions());
}
