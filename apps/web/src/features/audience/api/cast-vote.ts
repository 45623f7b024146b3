import { API } from '@showgrid/shared/paths';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/attendee/attendee-vote/ — one vote per verified e-mail per show. */
export async function castVote(email: string, intVehicleId: number, strVoteToken: string): Promise<void> {
  await apiRequest(API.votes, { method: 'POST', body: { email, intVehicleId, strVoteToken } });
}
