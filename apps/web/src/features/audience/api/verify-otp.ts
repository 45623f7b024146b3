import { API } from '@showgrid/shared/paths';
import { verifyOtpAnswerSchema } from '@showgrid/shared/schemas/attendee';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/attendee/verify-otp/ — checks the code; the answer's token lets this e-mail vote (ADR 012). */
export async function verifyOtp(email: string, otp: string): Promise<string> {
  const body = await apiRequest(API.verifyOtp, { method: 'POST', body: { email, otp } });
  return verifyOtpAnswerSchema.parse(body).strVoteToken;
}
