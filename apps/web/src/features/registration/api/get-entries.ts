import { queryOptions, useQuery } from '@tanstack/react-query';
import { registrationApi } from '@showgrid/shared/contract/registration';
import type { RegistrationView } from '@showgrid/shared/schemas/registration';
import { callApi } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-errors';
import { registrationKeys } from './query-keys';

/** GET /api/entrant/registrations/ — the signed-in entrant's entries, newest first (401/403: not signed in). */
export async function getEntries(): Promise<RegistrationView[]> {
  return (await callApi(registrationApi.list, { anonymous: true })).data;
}

export const getEntriesQueryOptions = () => queryOptions({ queryKey: registrationKeys.entries, queryFn: getEntries });

/** `refetchInterval`: while a payment is being confirmed (the entrant's page after Stripe). */
export function useEntries(options: { refetchInterval?: (entries: RegistrationView[] | undefined) => number | false } = {}) {
  const { refetchInterval } = options;
  return useQuery({
    ...getEntriesQueryOptions(),
    refetchInterval: refetchInterval ? (query) => refetchInterval(query.state.data) : undefined,
  });
}

/** The entries' read was refused for want of an entrant's sign-in (none yet, or it lapsed). */
export const isSignedOut = (error: unknown): boolean => error instanceof ApiError && (error.status === 401 || error.status === 403);
