import { useSyncExternalStore } from 'react';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { StateStorage } from 'zustand/middleware';
import { DEVICE_DB } from '@showgrid/shared/limits';

/**
 * The device database of SPEC §9. Every value is a string: tokens as they are, zustand state as
 * the JSON its persist middleware writes, so one key/value shape serves all three stores.
 */
interface DeviceDbSchema extends DBSchema {
  'failed-requests-storage': { key: string; value: string };
  'user-storage': { key: string; value: string };
  'judge-store': { key: string; value: string };
}

export type DeviceStoreName = (typeof DEVICE_DB.stores)[keyof typeof DEVICE_DB.stores];
export type DeviceDb = IDBPDatabase<DeviceDbSchema>;

const STORE_NAMES: DeviceStoreName[] = Object.values(DEVICE_DB.stores);

let dbPromise: Promise<DeviceDb> | null = null;

export function getDeviceDb(): Promise<DeviceDb> {
  dbPromise ??= openDB<DeviceDbSchema>(DEVICE_DB.name, DEVICE_DB.version, {
    upgrade(db) {
      for (const name of STORE_NAMES) {
        if (!db.objectStoreNames.contains(name)) db.createObjectStore(name);
      }
    },
  });
  return dbPromise;
}

export async function idbGet(store: DeviceStoreName, key: string): Promise<string | null> {
  const db = await getDeviceDb();
  return (await db.get(store, key)) ?? null;
}

export async function idbSet(store: DeviceStoreName, key: string, value: string): Promise<void> {
  const db = await getDeviceDb();
  await db.put(store, value, key);
}

export async function idbDelete(store: DeviceStoreName, key: string): Promise<void> {
  const db = await getDeviceDb();
  await db.delete(store, key);
}

/** Empties every store; tests use it to start from a blank device. */
export async function clearDeviceDb(): Promise<void> {
  const db = await getDeviceDb();
  await Promise.all(STORE_NAMES.map((name) => db.clear(name)));
}

interface IdbStorageOptions {
  /** Lets a store keep a change in memory only (see session-store: another tab may own the disk copy). */
  canWrite?: () => boolean;
}

/** zustand persist adapter plus flush(), which resolves once every write issued so far is on disk. */
export type IdbStorage = StateStorage & { flush: () => Promise<void> };

/** zustand persist adapter: one object store per persisted zustand store. */
export function createIdbStorage(store: DeviceStoreName, options: IdbStorageOptions = {}): IdbStorage {
  // IndexedDB commits transactions on one store in order, so the last write settles after all others.
  let lastWrite: Promise<void> = Promise.resolve();
  const track = (write: Promise<void>) => {
    lastWrite = write.then(
      () => markWrite(store, true),
      (error: unknown) => {
        markWrite(store, false);
        reportWriteFailure(error);
      },
    );
    return lastWrite;
  };
  return {
    getItem: (name) => idbGet(store, name),
    setItem: (name, value) => {
      // Checked synchronously: persist calls setItem inside the same tick as the state change.
      if (options.canWrite && !options.canWrite()) return;
      return track(idbSet(store, name, value));
    },
    removeItem: (name) => track(idbDelete(store, name)),
    flush: () => lastWrite,
  };
}

// A failed device write (quota, private mode) must not crash the page; the in-memory state stays usable.
function reportWriteFailure(error: unknown): void {
  console.warn('Device storage write failed', error);
}

/**
 * The stores whose last write the device refused (storage full, or blocked): what is in memory
 * there is lost if the page reloads, so the pages that keep a person's work say so while it lasts
 * (issue 29: a full tablet lost a judge's draft without a word). A later write that lands clears it.
 */
const failingStores = new Set<DeviceStoreName>();
const failureListeners = new Set<() => void>();
let failingSnapshot = false;

function markWrite(store: DeviceStoreName, landed: boolean): void {
  if (landed) failingStores.delete(store);
  else failingStores.add(store);
  const failing = failingStores.size > 0;
  if (failing === failingSnapshot) return;
  failingSnapshot = failing;
  failureListeners.forEach((notify) => notify());
}

/** True while a store's last write to the device failed. */
export function useDeviceWritesFailing(): boolean {
  return useSyncExternalStore(
    (notify) => {
      failureListeners.add(notify);
      return () => failureListeners.delete(notify);
    },
    () => failingSnapshot,
  );
}
