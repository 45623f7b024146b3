import { useLingui } from '@lingui/react';
import { entriesApi } from '@showgrid/shared/contract/entries';
import type { OrganiserEntry } from '@showgrid/shared/schemas/entries';
import { callApi } from '../../../lib/api-client';
import { useEntryDecision } from './use-entry-decision';

/** POST /api/entries/{eventId}/{id}/approve/ — confirmed, or offered to pay online within 48 h; 409 unless pending approval. */
export async function approveEntry(eventId: number, id: number): Promise<OrganiserEntry> {
  return (await callApi(entriesApi.approve, { params: { eventId, id } })).data;
}

export function useApproveEntryMutation(eventId: number) {
  const { _ } = useLingui();
  return useEntryDecision(eventId, (id: number) => approveEntry(eventId, id), _(/*i18n*/ { id: 'The entry could not be approved.' }));
}
