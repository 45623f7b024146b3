/**
 * The organiser's entries pages (issue 31): the event picker for them and one event's entries.
 * They belong in ROUTES of @showgrid/shared/paths beside adminVehicles and adminResults; they sit
 * here until that file gains them (packages/shared was not this change's to edit).
 */
export const ENTRIES_ROUTES = {
  picker: '/admin/event-list/entries',
  entries: (eventId: string | number) => `/admin/entries/${String(eventId)}`,
} as const;
