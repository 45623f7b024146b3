/** Pictures already fetched (or being fetched) in this tab. */
const warmed = new Set<string>();
const waiting: string[] = [];
let inFlight = 0;

/** A cheap tablet on venue Wi-Fi: a few at a time, so the judge's own clicks are not held up. */
const CONCURRENCY = 3;

function loadNext(): void {
  while (inFlight < CONCURRENCY) {
    const url = waiting.shift();
    if (url === undefined) return;
    inFlight += 1;
    const image = new Image();
    const done = () => {
      inFlight -= 1;
      loadNext();
    };
    image.onload = done;
    image.onerror = () => {
      // Offline or gone: try again on a later visit.
      warmed.delete(url);
      done();
    };
    image.src = url;
  }
}

/**
 * Pictures warmed before the service worker took the page went to the HTTP cache only; once it
 * controls the page they are fetched again, through it, so its cache holds them too.
 */
function rewarmWhenControlled(): void {
  if (!('serviceWorker' in navigator) || navigator.serviceWorker.controller) return;
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    () => {
      waiting.push(...warmed);
      loadNext();
    },
    { once: true },
  );
}
rewarmWhenControlled();

/**
 * Loads pictures in the background so the service worker keeps them (ADR 011): a judge who
 * opened the event once online sees every vehicle's picture in the field without signal.
 */
export function warmImages(urls: readonly (string | null)[]): void {
  if (!navigator.onLine) return;
  for (const url of urls) {
    if (url === null || url === '' || warmed.has(url)) continue;
    warmed.add(url);
    waiting.push(url);
  }
  loadNext();
}
