import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEVICE_DB } from '@showgrid/shared/limits';
import type { Judge } from '@showgrid/shared/schemas/judge';
import { createIdbStorage } from '../../../lib/idb';
import { adoptStoredTokens } from '../../../lib/token-storage';

export interface AdminUser {
  role: 'admin';
  username: string;
}

export type JudgeUser = Judge & { role: 'judge'; username: string };

/** A gate volunteer (PRODUCT.md "Gate check-in"). */
export interface StaffUser {
  role: 'staff';
  username: string;
}

export type SessionUser = AdminUser | JudgeUser | StaffUser;

interface SessionState {
  user: SessionUser | null;
  /** True once the stored session has been read from the device (SPEC §3). */
  loaded: boolean;
  setUser: (user: SessionUser) => void;
  clearUser: () => void;
}

/** Key of the persisted user inside the user-storage object store (beside the token keys). */
export const SESSION_STORAGE_KEY = 'user';

// While true, state changes stay in memory: used when another tab owns what is on disk.
let memoryOnly = false;

function inMemory(change: () => void): void {
  memoryOnly = true;
  try {
    change();
  } finally {
    memoryOnly = false;
  }
}

const userStorageAdapter = createIdbStorage(DEVICE_DB.stores.user, { canWrite: () => !memoryOnly });

/**
 * Resolves once the user is on disk. Sign-in and sign-out await it before navigating: a reload
 * right after would otherwise abort the write and lose (or resurrect) the session.
 */
export function flushSessionStorage(): Promise<void> {
  return userStorageAdapter.flush();
}

/**
 * Forgets the user on the device first, then in memory. The order matters: the moment the user is
 * null in memory the route guards send the tab to its login page, and a reload right then must not
 * find the old user on disk and bring the session back (seen: the next judge met "Warning!").
 */
export async function clearSessionUser(): Promise<void> {
  useSessionStore.persist.clearStorage();
  await flushSessionStorage();
  useSessionStore.getState().clearUser();
  await flushSessionStorage();
}

export function createSessionStore() {
  const store = create<SessionState>()(
    persist(
      (set) => ({
        user: null,
        loaded: false,
        setUser: (user) => set({ user }),
        clearUser: () => set({ user: null }),
      }),
      {
        name: SESSION_STORAGE_KEY,
        storage: createJSONStorage(() => userStorageAdapter),
        partialize: (state) => ({ user: state.user }),
        onRehydrateStorage: () => () => {
          void adoptStoredTokens().finally(() => inMemory(() => store.setState({ loaded: true })));
        },
      },
    ),
  );
  return store;
}

export const useSessionStore = createSessionStore();

/** Signs this tab out without touching the device copy, which may already be another tab's session. */
export function forgetSessionInMemory(): void {
  inMemory(() => useSessionStore.setState({ user: null }));
}
