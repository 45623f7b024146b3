import { useCallback, type Ref } from 'react';
import { Icon } from './icon';
import { useSay } from './use-say';

/** "2.5": a size in megabytes, one decimal, as the field's limits and list say them (the unit is the message's: "Mo" in French). */
export const megabytes = (bytes: number) => String(Math.round((bytes / 1024 / 1024) * 10) / 10);

/**
 * A picked file, its preview drawn from an object URL that the ref's cleanup releases when the
 * file changes or the item leaves the list (a memo would keep a revoked URL under StrictMode).
 */
export function PickedFileItem({ file, display, onRemove }: { file: File; display: 'thumbnails' | 'names'; onRemove: () => void }) {
  const say = useSay();
  const previewRef = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return undefined;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return (
    <FileItem
      name={file.name}
      url={null}
      imageRef={display === 'thumbnails' ? previewRef : undefined}
      display={display}
      detail={say(/*i18n*/ { id: '{size} MB', values: { size: megabytes(file.size) } })}
      onRemove={onRemove}
    />
  );
}

interface FileItemProps {
  name: string;
  /** Where a stored file is served; null for a picked one. */
  url: string | null;
  /** Opens a stored file in code instead of a link to `url` (names display). */
  onOpen?: () => void;
  /** Sets a picked image's preview (thumbnails). */
  imageRef?: Ref<HTMLImageElement>;
  display: 'thumbnails' | 'names';
  detail?: string;
  onRemove: () => void;
}

export function FileItem({ name, url, onOpen, imageRef, display, detail, onRemove }: FileItemProps) {
  const say = useSay();
  const removeName = say(/*i18n*/ { id: 'Remove {name}', values: { name } });
  const remove = (
    <button
      type="button"
      aria-label={removeName}
      title={removeName}
      onClick={onRemove}
      className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-white text-slate-600 shadow ring-1 ring-slate-200 hover:bg-red-50 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-slate-500"
    >
      <Icon name="close" className="size-4" />
    </button>
  );
  if (display === 'thumbnails') {
    return (
      <li className="relative">
        {url || imageRef ? (
          <img
            ref={imageRef}
            src={url ?? undefined}
            alt={name}
            title={name}
            className="size-20 rounded-md border border-slate-200 object-cover"
          />
        ) : (
          <span className="flex size-20 items-center justify-center rounded-md border border-slate-200 p-1 text-center text-xs break-all text-slate-600">
            {name}
          </span>
        )}
        <span className="absolute -top-2 -end-2">{remove}</span>
      </li>
    );
  }
  return (
    <li className="flex items-center justify-between gap-3 rounded-md border border-slate-200 px-3 py-2 text-sm">
      <span className="min-w-0 truncate">
        {onOpen ? (
          <button
            type="button"
            onClick={onOpen}
            aria-label={say(/*i18n*/ { id: 'Download {name}', values: { name } })}
            title={say(/*i18n*/ { id: 'Download {name}', values: { name } })}
            className="font-medium text-slate-800 underline-offset-2 hover:underline"
          >
            {name}
          </button>
        ) : url ? (
          <a href={url} target="_blank" rel="noreferrer" className="font-medium text-slate-800 underline-offset-2 hover:underline">
            {name}
          </a>
        ) : (
          <span className="font-medium text-slate-800">{name}</span>
        )}
        {detail && <span className="ms-2 text-slate-500">{detail}</span>}
      </span>
      {remove}
    </li>
  );
}
