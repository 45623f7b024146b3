import { describe, expect, it, vi } from 'vitest';
import { ENTRY_DRAFT_STORAGE_KEY } from './entry-draft-store';

/** The store as a new page makes it: a fresh module, reading what is on the device as it loads. */
async function storeOfNewPage(onDisk: unknown) {
  localStorage.setItem(ENTRY_DRAFT_STORAGE_KEY, typeof onDisk === 'string' ? onDisk : JSON.stringify(onDisk));
  vi.resetModules();
  const { useEntryDraftStore } = await import('./entry-draft-store');
  return useEntryDraftStore;
}

describe('the entrant’s draft store on a new page', () => {
  it('holds what was on the device as soon as the page loads, before anything renders', async () => {
    const store = await storeOfNewPage({
      state: { signIn: { email: 'ada@example.com', codeSentAt: null, resendAt: 0 }, entries: {}, edits: {} },
      version: 1,
    });
    expect(store.persist.hasHydrated()).toBe(true);
    expect(store.getState().signIn?.email).toBe('ada@example.com');
  });

  it('drops what it cannot read, and keeps the rest', async () => {
    const store = await storeOfNewPage({
      state: { signIn: { email: 42 }, entries: { 5: { savedAt: 'yesterday', values: {} } }, edits: 'nonsense' },
      version: 1,
    });
    expect(store.getState()).toMatchObject({ signIn: null, entries: {}, edits: {} });
    expect((await storeOfNewPage('{not json')).getState()).toMatchObject({ signIn: null, entries: {}, edits: {} });
  });
});
