import { useId, useState } from 'react';
import { useLingui } from '@lingui/react';
import { english } from '@showgrid/shared/i18n/english';
import { buttonClassName } from '../../../components/button';
import { showErrorMessage } from '../../../lib/show-error';
import { qrReader } from '../lib/qr-detector';

export const NO_CODE_IN_PHOTO = english(/*i18n*/ { id: 'No QR code found in that photo. Try again closer, or search.' });

/**
 * The fallback where the live camera is not allowed (plain http on the show's own network): the
 * phone's camera app takes a photo and the code is read from it.
 */
export function QrPhotoInput({ onScan }: { onScan: (text: string) => void }) {
  const { _ } = useLingui();
  const id = useId();
  const [reading, setReading] = useState(false);

  const read = async (file: File) => {
    setReading(true);
    try {
      const bitmap = await createImageBitmap(file);
      const text = await (await qrReader()).read(bitmap);
      bitmap.close();
      if (text) onScan(text);
      else showErrorMessage(_(NO_CODE_IN_PHOTO));
    } catch {
      showErrorMessage(_(NO_CODE_IN_PHOTO));
    } finally {
      setReading(false);
    }
  };

  return (
    <label htmlFor={id} className={`${buttonClassName('secondary')} cursor-pointer py-3 text-base`} aria-busy={reading}>
      {reading ? _(/*i18n*/ { id: 'Reading…' }) : _(/*i18n*/ { id: 'Scan a photo' })}
      <input
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void read(file);
        }}
      />
    </label>
  );
}
