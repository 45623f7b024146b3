import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import { isInSeries, vehicleIdsOf, type VehicleIdSeries } from '@showgrid/shared/vehicle-ids';
import type { Db } from '../../db/client.ts';
import { categories, vehicles } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-errors.ts';

type Executor = Pick<Db, 'select' | 'selectDistinct'>;
type SeriesField = 'strPrefix' | 'intStartRange' | 'intRangeUpto';

/** How many ids a message names before it says "and N more". */
const NAMED_IDS = 3;

const refuse = (field: SeriesField, message: string) => new HttpError(400, { [field]: [message] });

export const prefixTaken = (otherCategory?: string) =>
  refuse(
    'strPrefix',
    otherCategory === undefined
      ? 'This prefix is already used by another category.'
      : `This prefix is already used by the category "${otherCategory}".`,
  );

/** "SS001, SS002, SS003 and 4 more". */
export function someIds(ids: readonly string[]): string {
  const named = ids.slice(0, NAMED_IDS).join(', ');
  return ids.length > NAMED_IDS ? `${named} and ${String(ids.length - NAMED_IDS)} more` : named;
}

export const sameSeries = (
  current: { prefix: string | null; startRange: number | null; rangeUpto: number | null },
  next: VehicleIdSeries,
) => current.prefix === next.prefix && current.startRange === next.start && current.rangeUpto === next.end;

/**
 * Refuses (400, on the field concerned) a series another category's ids would collide with:
 * the same prefix, or a different one spelling the same ids (prefix A1 with 01..99 and prefix A
 * with 101..199 both give A101, and /audience/A101 must name one vehicle).
 */
async function assertNoClash(tx: Executor, categoryId: number, series: VehicleIdSeries): Promise<void> {
  const others = await tx
    .select({ name: categories.name, prefix: categories.prefix, start: categories.startRange, end: categories.rangeUpto })
    .from(categories)
    .where(and(ne(categories.id, categoryId), isNotNull(categories.prefix)))
    .orderBy(asc(categories.id));
  const same = others.find((other) => other.prefix === series.prefix);
  if (same) throw prefixTaken(same.name);
  const ours = vehicleIdsOf(series);
  for (const other of others) {
    if (other.prefix === null || other.start === null || other.end === null) continue;
    const theirs = { prefix: other.prefix, start: other.start, end: other.end };
    const shared = ours.find((id) => isInSeries(theirs, id));
    if (shared !== undefined) {
      throw refuse('strPrefix', `Its ids would clash with the category "${other.name}" (both would have ${shared}).`);
    }
  }
}

/**
 * Refuses a series that would leave vehicles of the category holding ids outside it: a QR card
 * already printed and handed out must keep meaning that vehicle. The field named is the one that
 * pushed them out: the prefix, else a start above them, else the end (a lower end, or a longer
 * end that pads the numbers differently: SS001 is not in SS0001..SS1500).
 */
async function assertHeldIdsStay(
  tx: Executor,
  categoryId: number,
  current: { prefix: string | null },
  series: VehicleIdSeries,
): Promise<void> {
  const held = await tx
    .selectDistinct({ id: vehicles.uniqueId })
    .from(vehicles)
    .where(and(eq(vehicles.categoryId, categoryId), isNotNull(vehicles.uniqueId)))
    .orderBy(asc(vehicles.uniqueId));
  const outside = held.flatMap((row) => (row.id !== null && !isInSeries(series, row.id) ? [row.id] : []));
  if (outside.length === 0) return;
  const field: SeriesField =
    current.prefix !== series.prefix
      ? 'strPrefix'
      : outside.some((id) => Number(id.slice(series.prefix.length)) < series.start)
        ? 'intStartRange'
        : 'intRangeUpto';
  throw refuse(
    field,
    outside.length === 1
      ? `A vehicle holds an id outside the new series: ${someIds(outside)}. Change its vehicle id first.`
      : `Vehicles hold ids outside the new series: ${someIds(outside)}. Change their vehicle ids first.`,
  );
}

/** Every check a new series must pass, run inside the update's transaction (the category locked). */
export async function assertSeriesAllowed(
  tx: Executor,
  categoryId: number,
  current: { prefix: string | null },
  series: VehicleIdSeries,
): Promise<void> {
  await assertNoClash(tx, categoryId, series);
  await assertHeldIdsStay(tx, categoryId, current, series);
}
