import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { switchLanguage } from '../app/language/app-language';
import { preloadLazyPages } from '../app/lazy-page';
import { useEntryDraftStore } from '../features/registration/stores/entry-draft-store';
import { clearDeviceDb } from '../lib/idb';
import { claimJudgingTab } from '../offline/judging-tab';
import { takeContractViolations } from './contract-check';

// A findBy or waitFor waits up to 5 s for what it looks for (Testing Library's default is 1 s): on
// the shared CI machine the whole suite once ran 5× slower than usual (552 s against 113 s, a third
// of the CPU stolen by the host), and a page that was right took longer than 1 s to show it. What
// each test asserts is unchanged; a page that never shows it still fails.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no matchMedia; react-hot-toast asks it for prefers-reduced-motion.
Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

// The pages a test file's route tree declared are downloaded before its tests: they render at once,
// as in a browser that has every chunk (app/lazy-page.test.tsx covers the downloading itself), and
// the words of the device's language (jsdom's: English).
beforeAll(() => Promise.all([preloadLazyPages(), switchLanguage('en')]));

// Every test starts from a blank device; the connection stays open (closing it mid-write would throw).
beforeEach(async () => {
  await clearDeviceDb();
  // An entrant's drafts live in localStorage (ADR 041), which jsdom keeps across a file's tests.
  useEntryDraftStore.persist.clearStorage();
  useEntryDraftStore.getState().dropAll();
  useEntryDraftStore.persist.clearStorage();
  // The tab under test judges (a test of another tab's claim leaves it not writing).
  claimJudgingTab();
});

afterEach(() => {
  cleanup();
  const breaches = takeContractViolations();
  if (breaches.length > 0) throw new Error(`The test's fake API broke the contract:\n${breaches.join('\n')}`);
  // react-hot-toast keeps its queue in a module; one test's toasts must not show in the next.
  toast.remove();
});
