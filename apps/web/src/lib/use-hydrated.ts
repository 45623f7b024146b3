import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False in the server's render and while hydrating (the first client render must match the HTML),
 * true from then on, and from the first render of a page rendered in the browser: what only the
 * script can do (a countdown, a button that calls the API) switches on after hydration, and a page
 * without script keeps plain forms (the public pages, ADR 042) or a form that waits (the sign-in
 * shells, ADR 043).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
