import { defineConfig } from 'vitest/config';

/** End-to-end: the built server on a free port, driven through Debian's Chromium. */
export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    environment: 'node',
    // Lets context.route see the service worker's requests too (support/network.ts).
    env: { PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS: '1' },
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One browser at a time on a 2-core machine; files share the one server.
    fileParallelism: false,
  },
});
