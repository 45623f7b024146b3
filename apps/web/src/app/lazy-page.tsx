import { use, type ComponentType, type ReactNode } from 'react';

export interface LazyPage<P extends object> {
  (props: P): ReactNode;
  /** Starts the download now (or joins the one under way). */
  preload: () => Promise<ComponentType<P>>;
}

const declared = new Set<{ preload: () => Promise<unknown> }>();

/**
 * A page in a chunk of its own (ADR 019): downloaded at its first render, which suspends until
 * then (the nearest <Suspense> shows its fallback), or earlier through preload(). Unlike
 * React.lazy, a page already downloaded renders at once, never through a fallback. A failed
 * download (offline, or a chunk of an older release) is thrown to the route's error page.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  function Page(props: P) {
    const Component = loaded ?? use(preload());
    return <Component {...props} />;
  }
  const page = Object.assign(Page, { preload });
  declared.add(page);
  return page;
}

/**
 * Downloads every page declared so far. Unit tests mount the route tree this way, as a browser
 * that has every chunk already: a page's test is about the page (lazy-page.test.tsx is about the
 * downloading).
 */
export async function preloadLazyPages(): Promise<void> {
  await Promise.all([...declared].map((page) => page.preload()));
}
