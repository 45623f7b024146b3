import { FileItem, megabytes, PickedFileItem } from './multi-file-field-item';
import { useSay } from './use-say';

/** A file already on the server: shown with the picked ones, removable the same way. */
export interface StoredFileItem {
  id: number;
  name: string;
  url: string;
  /** Opens the file in code (a download with the bearer token) instead of following `url`. */
  onOpen?: () => void;
}

interface MultiFileFieldProps {
  id: string;
  label: string;
  /** The input's accept attribute (a first filter only: the server decides by content). */
  accept: string;
  /** Images show as thumbnails; other files as a list of names. */
  display: 'thumbnails' | 'names';
  /** Files picked in this form, not yet sent. */
  files: File[];
  onChange: (files: File[]) => void;
  stored?: StoredFileItem[];
  onRemoveStored?: (id: number) => void;
  maxFiles: number;
  maxBytes: number;
  /** Whether a picked file's type is accepted, e.g. by its MIME type. */
  isAccepted: (file: File) => boolean;
  /** Said when a picked file's type is not accepted, e.g. "Images must be PNG, JPEG or WebP." */
  typeMessage: string;
  /** One line under the label, e.g. what may be picked. */
  hint?: string;
  error?: string;
  /** Called with the reason a picked file was left out (type, size, too many). */
  onInvalid: (message: string) => void;
}

/**
 * Several files for one field: each pick adds to the list, every file (picked or stored) can be
 * removed. Files of the wrong type, too large or beyond the maximum are left out with a message.
 */
export function MultiFileField({
  id,
  label,
  accept,
  display,
  files,
  onChange,
  stored = [],
  onRemoveStored,
  maxFiles,
  maxBytes,
  isAccepted,
  typeMessage,
  hint,
  error,
  onInvalid,
}: MultiFileFieldProps) {
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  const describedBy = [hint ? hintId : null, error ? messageId : null].filter(Boolean).join(' ') || undefined;
  const say = useSay();

  const pick = (picked: File[]) => {
    const room = maxFiles - stored.length - files.length;
    const added: File[] = [];
    let problem: string | null = null;
    for (const file of picked) {
      if (!isAccepted(file)) problem ??= `${file.name}: ${typeMessage}`;
      else if (file.size > maxBytes)
        problem ??= say(/*i18n*/ { id: '{file} is larger than {size} MB.', values: { file: file.name, size: megabytes(maxBytes) } });
      else if (added.length >= room) problem ??= say(/*i18n*/ { id: 'At most {max} files.', values: { max: String(maxFiles) } });
      else added.push(file);
    }
    if (added.length > 0) onChange([...files, ...added]);
    if (problem) onInvalid(problem);
  };

  const count = stored.length + files.length;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-slate-500">
          {hint}
        </p>
      )}
      <input
        id={id}
        type="file"
        multiple
        accept={accept}
        disabled={count >= maxFiles}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        // Its own "No file chosen" would contradict the list (the input is emptied after each pick).
        className="w-fit text-sm text-transparent file:me-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-slate-800 hover:file:bg-slate-200 disabled:opacity-60"
        onChange={(event) => {
          pick([...(event.target.files ?? [])]);
          // Emptied, so picking the same file again (after removing it) fires a change.
          event.target.value = '';
        }}
      />
      {error && (
        <p id={messageId} className="text-sm text-red-600">
          {error}
        </p>
      )}
      {count > 0 && (
        <ul
          aria-label={say(/*i18n*/ { id: 'Selected {label}', values: { label } })}
          className={display === 'thumbnails' ? 'flex flex-wrap gap-3 pt-1' : 'flex flex-col gap-1.5 pt-1'}
        >
          {stored.map((file) => (
            <FileItem
              key={`stored-${String(file.id)}`}
              name={file.name}
              url={file.url}
              onOpen={file.onOpen}
              display={display}
              onRemove={() => onRemoveStored?.(file.id)}
            />
          ))}
          {files.map((file, index) => (
            <PickedFileItem
              key={`picked-${String(index)}-${file.name}`}
              file={file}
              display={display}
              onRemove={() => onChange(files.filter((_, other) => other !== index))}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
