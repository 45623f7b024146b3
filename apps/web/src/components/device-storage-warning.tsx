import { useDeviceWritesFailing } from '../lib/idb';

export const DEVICE_STORAGE_FAILING = 'This tablet cannot keep your work right now';

/**
 * Shown while the device refuses our writes (storage full or blocked): what the person enters is
 * only in the page's memory then, lost on a reload (PRODUCT "Offline judging"; issue 29 attack).
 */
export function DeviceStorageWarning() {
  const failing = useDeviceWritesFailing();
  if (!failing) return null;
  return (
    <div role="alert" className="border-b border-red-300 bg-red-50 px-6 py-3 text-red-900">
      <p>
        <span className="font-semibold">{DEVICE_STORAGE_FAILING}:</span> its storage is full or blocked. What you enter is lost if this page
        reloads or closes. Keep it open, submit your sheets while online, and free some space on the tablet.
      </p>
    </div>
  );
}
