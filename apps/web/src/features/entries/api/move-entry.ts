import { entriesApi } from '@showgrid/shared/contract/entries';
import type { OrganiserEntry } from '@showgrid/shared/schemas/entries';
import { callApi } from '../../../lib/api-client';
import { useEntryDecision } from './use-entry-decision';

/** POST /api/entries/{eventId}/{id}/move/ {intCategoryId} — another class of the event's registration; its vehicle follows. */
export async function moveEntry(eventId: number, id: number, categoryId: number): Promise<OrganiserEntry> {
  return (await callApi(entriesApi.move, { params: { eventId, id }, body: { intCategoryId: categoryId } })).data;
}

/** Its refusals are the dialog's to show: a class refused, under its field. */
export function useMoveEntryMutation(eventId: number) {
  return useEntryDecision(eventId, ({ id, categoryId }: { id: number; categoryId: number }) => moveEntry(eventId, id, categoryId));
}
