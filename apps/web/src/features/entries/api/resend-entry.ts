import { useLingui } from '@lingui/react';
import { entriesApi } from '@showgrid/shared/contract/entries';
import type { OrganiserEntry } from '@showgrid/shared/schemas/entries';
import { callApi } from '../../../lib/api-client';
import { useEntryDecision } from './use-entry-decision';

/** POST /api/entries/{eventId}/{id}/resend/ — the confirmation or the offer mailed again (502 when the mail server refuses). */
export async function resendEntry(eventId: number, id: number): Promise<OrganiserEntry> {
  return (await callApi(entriesApi.resend, { params: { eventId, id } })).data;
}

export function useResendEntryMutation(eventId: number) {
  const { _ } = useLingui();
  return useEntryDecision(eventId, (id: number) => resendEntry(eventId, id), _(/*i18n*/ { id: 'The mail could not be sent again.' }));
}
