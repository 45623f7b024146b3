/**
 * Smaller copies of a picture for a phone (issue 32): /media/{id}?w=640 is the picture at most 640
 * pixels wide (never enlarged), WebP, made once and kept; like /media/{id} it never changes. The
 * public pages list them in `srcset`, so a phone on one bar of signal downloads the one it shows.
 */
export const MEDIA_WIDTHS = [320, 640, 960, 1280] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

export const isMediaWidth = (width: number): width is MediaWidth => MEDIA_WIDTHS.some((w) => w === width);

/** A picture's address at a width of MEDIA_WIDTHS. */
export const mediaVariantUrl = (url: string, width: MediaWidth) => `${url}?w=${String(width)}`;

/** `srcset` of a picture: each width's copy. */
export const mediaSrcSet = (url: string) => MEDIA_WIDTHS.map((width) => `${mediaVariantUrl(url, width)} ${String(width)}w`).join(', ');

/** `sizes` of a picture across the public pages' column (max-w-md, 448 px, less its 16 px padding each side). */
export const COLUMN_PICTURE_SIZES = '(min-width: 448px) 416px, calc(100vw - 32px)';

/** The copy an <img> falls back to where srcset is not read. */
export const COLUMN_PICTURE_FALLBACK: MediaWidth = 640;

/** A picture spanning the public pages' column: what its <img> and the page's preload both say. */
export function columnPicture(url: string): { src: string; srcSet: string; sizes: string } {
  return { src: mediaVariantUrl(url, COLUMN_PICTURE_FALLBACK), srcSet: mediaSrcSet(url), sizes: COLUMN_PICTURE_SIZES };
}
