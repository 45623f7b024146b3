import { useEffect, useMemo } from 'react';
import { IMAGE_FORMAT_MESSAGE } from '@showgrid/shared/schemas/fields';

const ACCEPTED = ['image/png', 'image/jpeg'];

interface ImageFieldProps {
  id: string;
  label: string;
  /** The chosen file, or null. */
  value: File | null;
  onChange: (file: File | null) => void;
  /** The image already stored (a /media path), shown until a new file is picked. */
  currentUrl?: string | null;
  error?: string;
  /** Called with SPEC's message when the picked file is not a png / jpg. */
  onInvalid?: (message: string) => void;
}

/**
 * A file picker for one png / jpg image with a preview. The browser's type is a first check
 * only; the server decides by the file's content.
 */
export function ImageField({ id, label, value, onChange, currentUrl, error, onInvalid }: ImageFieldProps) {
  const preview = useMemo(() => (value ? URL.createObjectURL(value) : null), [value]);
  useEffect(() => {
    return () => {
      if (preview) URL.revokeObjectURL(preview);
    };
  }, [preview]);

  const shown = preview ?? currentUrl ?? null;
  const messageId = `${id}-message`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="flex items-center gap-4">
        {shown ? (
          <img src={shown} alt="" className="size-16 rounded-md border border-slate-200 object-cover" />
        ) : (
          <div className="size-16 rounded-md border border-dashed border-slate-300 bg-slate-50" aria-hidden="true" />
        )}
        <input
          id={id}
          type="file"
          accept=".png,.jpg,.jpeg,image/png,image/jpeg"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
          className="text-sm text-slate-700 file:me-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-slate-800 hover:file:bg-slate-200"
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            if (file && !ACCEPTED.includes(file.type)) {
              event.target.value = '';
              onChange(null);
              onInvalid?.(IMAGE_FORMAT_MESSAGE);
              return;
            }
            onChange(file);
          }}
        />
      </div>
      {error && (
        <p id={messageId} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
