/** Query keys of the judge area. */
export const judgingKeys = {
  all: ['judging'] as const,
  events: () => [...judgingKeys.all, 'events'] as const,
  vehicles: (eventId: number) => [...judgingKeys.all, 'vehicles', eventId] as const,
  parameters: (vehicleTypeId: number) => [...judgingKeys.all, 'parameters', vehicleTypeId] as const,
  scoreEntries: (eventId: number) => [...judgingKeys.all, 'score-entries', eventId] as const,
  scoreCount: (eventId: number) => [...judgingKeys.all, 'score-count', eventId] as const,
  choices: (eventId: number) => [...judgingKeys.all, 'choices', eventId] as const,
  recusals: (eventId: number) => [...judgingKeys.all, 'recusals', eventId] as const,
};
