import type { BrowserContext } from 'playwright-core';

/**
 * Cuts the tablet off for real (PRODUCT "Testing offline"): `setOffline` alone does not stop
 * service-worker fetches, so every request of the context, the service worker's included
 * (PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS, set in vitest.config.ts), is also aborted as
 * a dropped connection. What still works is what the app keeps on the device.
 */
export async function cutNetwork(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
}

export async function restoreNetwork(context: BrowserContext): Promise<void> {
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
}
