/**
 * The vehicle id a scanned code names. The windscreen card's QR holds the visitor's link,
 * `…/audience/{id}`; a volunteer may also scan or type the bare id.
 */
export function vehicleIdFromScan(text: string): string {
  const trimmed = text.trim();
  const link = /\/audience\/([^/?#]+)/.exec(trimmed);
  if (!link?.[1]) return trimmed;
  try {
    return decodeURIComponent(link[1]);
  } catch {
    return link[1];
  }
}
