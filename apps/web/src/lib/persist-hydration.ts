/** The part of a zustand persist store that hydration needs. */
interface PersistedStore {
  persist: {
    hasHydrated: () => boolean;
    rehydrate: () => Promise<void> | void;
  };
}

/**
 * Resolves once the store holds what was on disk. A change made while the first read is still
 * running would be overwritten when it lands; rehydrate() supersedes that read (zustand drops the
 * older result), so awaiting it is enough.
 */
export async function whenHydrated(store: PersistedStore): Promise<void> {
  if (!store.persist.hasHydrated()) await store.persist.rehydrate();
}
