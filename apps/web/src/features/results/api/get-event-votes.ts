import { useQuery } from '@tanstack/react-query';
import { attendeeApi } from '@showgrid/shared/contract/attendee';
import { callApi } from '../../../lib/api-client';
import { resultsKeys } from './query-keys';

/** GET /api/attendee/attendee-vote/event/ — every vote of the event, flagged, for the organiser's audit. */
export function useEventVotes(eventId: number) {
  return useQuery({
    queryKey: resultsKeys.votes(eventId),
    queryFn: async () => (await callApi(attendeeApi.eventVotes, { query: { intEventId: eventId } })).data,
  });
}
