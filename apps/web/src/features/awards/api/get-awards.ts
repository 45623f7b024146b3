import { awardsApi } from '@showgrid/shared/contract/awards';
import type { Awards } from '@showgrid/shared/schemas/awards';
import { callApi } from '../../../lib/api-client';

export const awardsKeys = {
  event: (eventId: number) => ['awards', eventId] as const,
  shared: (token: string) => ['awards', 'shared', token] as const,
};

/** Where an awards screen reads from: the admin's event, or the organiser's read-only link. */
export interface AwardsSource {
  queryKey: readonly unknown[];
  queryFn: () => Promise<Awards>;
}

export const eventAwards = (eventId: number): AwardsSource => ({
  queryKey: awardsKeys.event(eventId),
  queryFn: async () => (await callApi(awardsApi.get, { params: { eventId } })).data,
});

export const sharedAwards = (token: string): AwardsSource => ({
  queryKey: awardsKeys.shared(token),
  queryFn: async () => (await callApi(awardsApi.shared, { params: { token } })).data,
});
