/** Query keys of the results pages; the event itself is `eventsKeys.one` (src/api/events.ts). */
export const resultsKeys = {
  all: ['results'] as const,
  ranking: (eventId: number, categoryId: number | null) => [...resultsKeys.all, 'ranking', eventId, categoryId ?? 'all'] as const,
  judgeEntries: (eventId: number, judgeId: number) => [...resultsKeys.all, 'judge-entries', eventId, judgeId] as const,
  choices: (eventId: number, judgeId: number) => [...resultsKeys.all, 'choices', eventId, judgeId] as const,
  conflicts: (eventId: number) => [...resultsKeys.all, 'conflicts', eventId] as const,
  vehicleEntries: (eventId: number, vehicleId: number) => [...resultsKeys.all, 'vehicle-entries', eventId, vehicleId] as const,
  vehicleRecusals: (eventId: number, vehicleId: number) => [...resultsKeys.all, 'vehicle-recusals', eventId, vehicleId] as const,
  /** A judge's sheet of one vehicle, as the paper-entry form opens it (ADR 034). */
  paperEntry: (eventId: number, vehicleId: number, judgeId: number) =>
    [...resultsKeys.all, 'paper-entry', eventId, vehicleId, judgeId] as const,
  votes: (eventId: number) => [...resultsKeys.all, 'votes', eventId] as const,
  /** A vehicle type's parameters, to name those the tie-break order names. */
  typeParameters: (vehicleTypeId: number) => [...resultsKeys.all, 'type-parameters', vehicleTypeId] as const,
};

// The awards feature reads the screen under ['awards', eventId]; the awards-sharing card keeps to its own key.
export const sharingKey = (eventId: number) => ['awards-sharing', eventId] as const;
