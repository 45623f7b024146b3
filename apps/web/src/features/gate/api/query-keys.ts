/** Query keys of the gate. */
export const gateKeys = {
  all: ['gate'] as const,
  events: () => [...gateKeys.all, 'events'] as const,
  vehicles: (eventId: number) => [...gateKeys.all, 'vehicles', eventId] as const,
  staff: () => [...gateKeys.all, 'staff'] as const,
};
