import { useLingui } from '@lingui/react';
import { entriesApi } from '@showgrid/shared/contract/entries';
import type { OrganiserEntry } from '@showgrid/shared/schemas/entries';
import { callApi } from '../../../lib/api-client';
import { useEntryDecision } from './use-entry-decision';

/** POST /api/entries/{eventId}/{id}/refunded/ — a paid entry that no longer stands, its money given back. */
export async function markEntryRefunded(eventId: number, id: number): Promise<OrganiserEntry> {
  return (await callApi(entriesApi.refunded, { params: { eventId, id } })).data;
}

export function useMarkEntryRefundedMutation(eventId: number) {
  const { _ } = useLingui();
  return useEntryDecision(
    eventId,
    (id: number) => markEntryRefunded(eventId, id),
    _(/*i18n*/ { id: 'The entry could not be marked refunded.' }),
  );
}
