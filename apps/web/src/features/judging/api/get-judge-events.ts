import { useQuery } from '@tanstack/react-query';
import { API } from '@showgrid/shared/paths';
import { everyRowQueryByPath } from '../../../api/every-row';
import { eventSchema } from '@showgrid/shared/schemas/event';
import { judgingKeys } from './query-keys';

/** GET /api/event/manage-event/ — for a judge, only the events they are mapped to. */
export function useJudgeEvents() {
  return useQuery(everyRowQueryByPath(judgingKeys.events(), API.events, eventSchema));
}
