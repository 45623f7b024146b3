import { useMutation } from '@tanstack/react-query';
import { attendeeApi } from '@showgrid/shared/contract/attendee';
import type { sendOtpAnswerSchema } from '@showgrid/shared/schemas/attendee';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';

export type SendOtpAnswer = z.infer<typeof sendOtpAnswerSchema>;

/**
 * POST /api/attendee/send-email-otp/ — e-mails a one-time code. With the vehicle voted for, no
 * code is sent for a vehicle that takes no votes now; an address that already voted at its show is
 * told so in the mail and by the vote, never by this answer (ADR 032).
 */
export async function sendOtp(email: string, intVehicleId: number): Promise<SendOtpAnswer> {
  return callApi(attendeeApi.sendOtp, { body: { email, intVehicleId } });
}

export function useSendOtp(intVehicleId: number) {
  return useMutation({ mutationFn: (email: string) => sendOtp(email, intVehicleId) });
}
