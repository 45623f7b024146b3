/**
 * Vehicle ids (PRODUCT.md): a category's prefix (1–6 uppercase letters or digits) followed by a
 * number of its series, zero-padded to the digits of the series' end: SS, 1..150 → SS001..SS150.
 */
export const VEHICLE_ID_RULES = {
  prefixPattern: /^[A-Z0-9]{1,6}$/,
  min: 1,
  max: 9999,
  maxIdsPerSeries: 1000,
} as const;

/** Anything that could be a vehicle id: a QR link, a query value, a spreadsheet cell. */
export const VEHICLE_ID_PATTERN = /^[A-Z0-9]{1,6}[0-9]{1,4}$/;

export interface VehicleIdSeries {
  prefix: string;
  start: number;
  end: number;
}

export function formatVehicleId(series: Pick<VehicleIdSeries, 'prefix' | 'end'>, n: number): string {
  return `${series.prefix}${String(n).padStart(String(series.end).length, '0')}`;
}

/** Every id of a series, in order. */
export function vehicleIdsOf(series: VehicleIdSeries): string[] {
  const ids: string[] = [];
  for (let n = series.start; n <= series.end; n += 1) ids.push(formatVehicleId(series, n));
  return ids;
}

/** Whether an id belongs to the series (exact padding: SS1 is not SS001). */
export function isInSeries(series: VehicleIdSeries, id: string): boolean {
  if (!id.startsWith(series.prefix)) return false;
  const digits = id.slice(series.prefix.length);
  if (!/^[0-9]+$/.test(digits)) return false;
  const n = Number(digits);
  return n >= series.start && n <= series.end && formatVehicleId(series, n) === id;
}

/** The series of a category, or null when its prefix and range are not all set. */
export function seriesOf(category: {
  strPrefix: string | null;
  intStartRange: number | null;
  intRangeUpto: number | null;
}): VehicleIdSeries | null {
  const { strPrefix, intStartRange, intRangeUpto } = category;
  if (!strPrefix || intStartRange === null || intRangeUpto === null) return null;
  return { prefix: strPrefix, start: intStartRange, end: intRangeUpto };
}
