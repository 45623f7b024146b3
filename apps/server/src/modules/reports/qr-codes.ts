import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { qrPng } from '../vehicle-ids/qr.ts';

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
