import { useLingui } from '@lingui/react';
import { entriesApi } from '@showgrid/shared/contract/entries';
import type { OrganiserEntry } from '@showgrid/shared/schemas/entries';
import { callApi } from '../../../lib/api-client';
import { useEntryDecision } from './use-entry-decision';

/** POST /api/entries/{eventId}/{id}/offer/ — a waitlisted entry is offered a place for 48 h (mailed), even over the cap. */
export async function offerEntry(eventId: number, id: number): Promise<OrganiserEntry> {
  return (await callApi(entriesApi.offer, { params: { eventId, id } })).data;
}

export function useOfferEntryMutation(eventId: number) {
  const { _ } = useLingui();
  return useEntryDecision(eventId, (id: number) => offerEntry(eventId, id), _(/*i18n*/ { id: 'The place could not be offered.' }));
}
