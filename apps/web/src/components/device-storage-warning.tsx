import { Trans, useLingui } from '@lingui/react';
import { english } from '@showgrid/shared/i18n/english';
import { useDeviceWritesFailing } from '../lib/idb';

export const DEVICE_STORAGE_FAILING = english(/*i18n*/ { id: 'This tablet cannot keep your work right now' });

/**
 * Shown while the device refuses our writes (storage full or blocked): what the person enters is
 * only in the page's memory then, lost on a reload (PRODUCT "Offline judging"; issue 29 attack).
 */
export function DeviceStorageWarning() {
  const { _ } = useLingui();
  const failing = useDeviceWritesFailing();
  if (!failing) return null;
  return (
    <div role="alert" className="border-b border-red-300 bg-red-50 px-6 py-3 text-red-900">
      <p>
        <Trans
          id="<0>{warning}:</0> its storage is full or blocked. What you enter is lost if this page reloads or closes. Keep it open, submit your sheets while online, and free some space on the tablet."
          values={{ warning: _(DEVICE_STORAGE_FAILING) }}
          components={{ 0: <span className="font-semibold" /> }}
        />
      </p>
    </div>
  );
}
