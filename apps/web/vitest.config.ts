import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Unit tests only; the Playwright specs under e2e/ have their own config.
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // Several 5 s waits may follow each other on a slow machine (src/test/setup.ts).
    testTimeout: 20_000,
    unstubGlobals: true,
    // Both cores: Vitest's default on a 2-core machine ran one jsdom worker at a time (a third of
    // the CPU idle through the suite's four minutes); each file has its own module graph and fake
    // IndexedDB either way (isolate stays on), so two at once share nothing.
    maxWorkers: 2,
  },
});
