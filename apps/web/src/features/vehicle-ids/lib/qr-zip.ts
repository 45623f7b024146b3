import { zipSync, type Zippable } from 'fflate';

/** SPEC: the zip is named by category ("Classic Cars" → Classic-Cars.zip). */
export function qrZipFileName(categoryName: string): string {
  const name = categoryName
    .trim()
    .replace(/[\\/:*?"<>|]+/g, '')
    .replace(/\s+/g, '-');
  return `${name || 'vehicle-ids'}.zip`;
}

export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** One PNG per vehicle id, named by it (SS001.png); PNGs are compressed already, so stored as is. */
export function zipQrCodes(codes: Readonly<Record<string, Uint8Array>>): Uint8Array {
  const files: Zippable = {};
  for (const [id, png] of Object.entries(codes)) files[`${id}.png`] = [png, { level: 0 }];
  return zipSync(files);
}
