import { entriesApi } from '@showgrid/shared/contract/entries';
import type { OrganiserEntry } from '@showgrid/shared/schemas/entries';
import { callApi } from '../../../lib/api-client';
import { useEntryDecision } from './use-entry-decision';

/** POST /api/entries/{eventId}/{id}/reject/ {strReason} — mailed to the entrant; the place goes to the waiting list. */
export async function rejectEntry(eventId: number, id: number, reason: string): Promise<OrganiserEntry> {
  return (await callApi(entriesApi.reject, { params: { eventId, id }, body: { strReason: reason } })).data;
}

/** Its refusals are the dialog's to show: a reason refused, under its field. */
export function useRejectEntryMutation(eventId: number) {
  return useEntryDecision(eventId, ({ id, reason }: { id: number; reason: string }) => rejectEntry(eventId, id, reason));
}
