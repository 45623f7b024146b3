import type { MediaWidth } from '@showgrid/shared/media-variants';
import { resizedCopy } from '../../lib/images.ts';

/** Copies kept in memory: a show's pictures at the widths phones ask for, well under the process's budget. */
const DEFAULT_MAX_BYTES = 48 * 1024 * 1024;

export interface MediaVariants {
  /** The picture `id` (its stored bytes) at most `width` wide: made once, then kept while room lasts. */
  of(id: string, bytes: Buffer, width: MediaWidth): Promise<Buffer>;
}

/**
 * The smaller copies of pictures (issue 32), made on first request and kept, least recently used
 * out first. A burst of phones asking for the same copy at once waits for one resize, not one each.
 * Nothing to invalidate: an id never changes content.
 */
export function createMediaVariants(maxBytes = DEFAULT_MAX_BYTES): MediaVariants {
  const kept = new Map<string, Buffer>();
  const making = new Map<string, Promise<Buffer>>();
  let keptBytes = 0;

  const keep = (key: string, copy: Buffer) => {
    if (copy.length > maxBytes) return;
    kept.set(key, copy);
    keptBytes += copy.length;
    for (const [oldest, bytes] of kept) {
      if (keptBytes <= maxBytes) break;
      kept.delete(oldest);
      keptBytes -= bytes.length;
    }
  };

  return {
    async of(id, bytes, width) {
      const key = `${id}:${String(width)}`;
      const hit = kept.get(key);
      if (hit) {
        // Most recently used goes last.
        kept.delete(key);
        kept.set(key, hit);
        return hit;
      }
      const pending = making.get(key);
      if (pending) return pending;
      const made = resizedCopy(bytes, width)
        .then((copy) => {
          keep(key, copy);
          return copy;
        })
        .finally(() => making.delete(key));
      making.set(key, made);
      return made;
    },
  };
}
