import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Mails that go after the answer (entry notices, their card made in the export worker) can take
    // a few seconds on a loaded machine: a poll waits for them up to this long.
    expect: { poll: { timeout: 15_000 } },
    // One fork per file: each file owns its database; two files run side by side on 2 cores.
    pool: 'forks',
    maxWorkers: 2,
    // Each file builds its own app and database, so the modules need not be loaded afresh for
    // each: loading them once per worker saves about two seconds a file (CI's 30 minutes).
    isolate: false,
  },
});
