/** One key per read of the entrant's pages: an entry made or an offer taken refreshes both. */
export const registrationKeys = {
  all: ['registration'] as const,
  public: (eventId: number) => ['registration', 'public', eventId] as const,
  entries: ['registration', 'entries'] as const,
  me: ['registration', 'me'] as const,
  placing: (id: number) => ['registration', 'entries', id, 'placing'] as const,
};
