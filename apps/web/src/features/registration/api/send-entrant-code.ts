import { registrationApi } from '@showgrid/shared/contract/registration';
import { callApi } from '../../../lib/api-client';

/** POST /api/entrant/send-code/ — e-mails a one-time sign-in code; the seconds until another may be asked for. */
export async function sendEntrantCode(strEmail: string): Promise<number> {
  return (await callApi(registrationApi.sendCode, { body: { strEmail }, anonymous: true })).intResendAfter;
}
