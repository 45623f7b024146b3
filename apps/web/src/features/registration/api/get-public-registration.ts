import { queryOptions, useQuery } from '@tanstack/react-query';
import { registrationApi } from '@showgrid/shared/contract/registration';
import type { PublicRegistration } from '@showgrid/shared/schemas/registration';
import { callApi } from '../../../lib/api-client';
import { registrationKeys } from './query-keys';

/** GET /api/public/registration/{eventId}/ — no sign-in: the classes, today's fees, the places left. */
export async function getPublicRegistration(eventId: number): Promise<PublicRegistration> {
  return (await callApi(registrationApi.publicRegistration, { params: { eventId }, anonymous: true })).data;
}

export const getPublicRegistrationQueryOptions = (eventId: number) =>
  queryOptions({ queryKey: registrationKeys.public(eventId), queryFn: () => getPublicRegistration(eventId) });

export function usePublicRegistration(eventId: number) {
  return useQuery(getPublicRegistrationQueryOptions(eventId));
}
