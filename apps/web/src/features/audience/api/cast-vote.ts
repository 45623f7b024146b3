import { attendeeApi } from '@showgrid/shared/contract/attendee';
import { callApi } from '../../../lib/api-client';

/** POST /api/attendee/attendee-vote/ — one vote per verified e-mail per show. */
export async function castVote(email: string, intVehicleId: number, strVoteToken: string): Promise<void> {
  await callApi(attendeeApi.vote, { body: { email, intVehicleId, strVoteToken } });
}
