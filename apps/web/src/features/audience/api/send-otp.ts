import { useMutation } from '@tanstack/react-query';
import { API } from '@showgrid/shared/paths';
import { sendOtpAnswerSchema } from '@showgrid/shared/schemas/attendee';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type SendOtpAnswer = z.infer<typeof sendOtpAnswerSchema>;

/** POST /api/attendee/send-email-otp/ — e-mails a one-time code. */
export async function sendOtp(email: string): Promise<SendOtpAnswer> {
  return sendOtpAnswerSchema.parse(await apiRequest(API.sendOtp, { method: 'POST', body: { email } }));
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
