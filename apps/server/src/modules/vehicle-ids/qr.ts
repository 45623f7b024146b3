import { once } from 'node:events';
import type { Writable } from 'node:stream';
import QRCode from 'qrcode';
import { ROUTES } from '@showgrid/shared/paths';

/** SPEC §9: error correction high, margin 8, width 250, PNG. */
export const QR_OPTIONS = { errorCorrectionLevel: 'H', margin: 8, width: 250, type: 'png' } as const;

/** What a vehicle's QR card opens: its audience page on the product's host. */
export const audienceUrl = (publicUrl: string, vehicleId: string) => `${publicUrl}${ROUTES.audienceVehicle(vehicleId)}`;

/** The QR code of a link as a PNG (the admin page's thumbnails and zip). */
export const qrPng = (url: string): Promise<Buffer> => QRCode.toBuffer(url, QR_OPTIONS);

/**
 * The modules of a link's QR code, for drawing it as vectors (the printed cards stay sharp at
 * any size): `dark(row, col)` for 0 ≤ row, col < size.
 */
export function qrModules(url: string): { size: number; dark: (row: number, col: number) => boolean } {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: QR_OPTIONS.errorCorrectionLevel });
  return { size: modules.size, dark: (row, col) => modules.get(row, col) === 1 };
}

/** The QR codes' input: each vehicle id with the link its code opens. */
export interface QrCodesInput {
  codes: { vehicleId: string; url: string }[];
}

/**
 * Each code's PNG as base64, as the JSON list of single-key objects the QR call answers
 * (`[{ "SS001": "iVBOR…" }, …]`), written to `out` (an export task, ADR 031: 200 codes are
 * seconds of PNG encoding).
 */
export async function renderQrCodes({ codes }: QrCodesInput, out: Writable): Promise<void> {
  out.write('[');
  for (const [index, { vehicleId, url }] of codes.entries()) {
    const item = JSON.stringify({ [vehicleId]: (await qrPng(url)).toString('base64') });
    if (!out.write(index === 0 ? item : `,${item}`)) await once(out, 'drain');
  }
  out.end(']');
}
