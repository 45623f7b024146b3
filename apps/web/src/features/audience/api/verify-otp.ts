import { attendeeApi } from '@showgrid/shared/contract/attendee';
import { callApi } from '../../../lib/api-client';

/** POST /api/attendee/verify-otp/ — checks the code; the answer's token lets this e-mail vote (ADR 012). */
export async function verifyOtp(email: string, otp: string): Promise<string> {
  return (await callApi(attendeeApi.verifyOtp, { body: { email, otp } })).strVoteToken;
}
