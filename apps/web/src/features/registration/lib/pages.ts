/**
 * The entrant's pages (issue 31). The server's mails link to them (`/entrant?entry=ID`,
 * `/register/ID`) and Stripe comes back to `/entrant?paid=ID`, so these paths are fixed.
 */
export const ENTRANT_PAGES = {
  register: (eventId: number | string) => `/register/${String(eventId)}`,
  entrant: '/entrant',
  entry: (id: number) => `/entrant?entry=${String(id)}`,
} as const;

/** Leaves the app for a page of another site (Stripe Checkout): a full navigation, not a route. */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}
