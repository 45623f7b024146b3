import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrganiserEntry } from '@showgrid/shared/schemas/entries';
import { entriesKeys } from '../../../api/entries';

/**
 * A decision on one entry (approve, reject, move, offer, resend, refunded): the server answers the
 * entry after it, and the event's list and summary are read again, since a decision can move
 * others too (a freed place is offered to the next waiting). A refusal (409, 400) is shown in the
 * server's own words, `fallback` when it sent none; without a fallback the caller shows it (a
 * dialog's field, inline).
 */
export function useEntryDecision<Input>(eventId: number, decide: (input: Input) => Promise<OrganiserEntry>, fallback?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    meta: fallback === undefined ? undefined : { errorMessage: fallback },
    onSettled: () => queryClient.invalidateQueries({ queryKey: entriesKeys.ofEvent(eventId) }),
  });
}
