import type { Awards } from '@showgrid/shared/schemas/awards';

export const awardsKeys = {
  event: (eventId: number) => ['awards', eventId] as const,
  shared: (token: string) => ['awards', 'shared', token] as const,
};

/** Where an awards screen reads from: the admin's event, or the organiser's read-only link. */
export interface AwardsSource {
  queryKey: readonly unknown[];
  queryFn: () => Promise<Awards>;
}
