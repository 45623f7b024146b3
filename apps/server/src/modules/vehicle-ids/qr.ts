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
