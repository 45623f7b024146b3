import { and, asc, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { parameters } from '../../db/schema/index.ts';
import { loadRuleTotals } from '../scoring/rule-totals.ts';
import { createTotalsRepository, type TotalRow } from '../scoring/totals.ts';

/** What a vehicle read says of its judging: its x/y (null where nobody scored) and the parameters it is judged on. */
export interface VehicleJudging {
  total: number | null;
  max: number | null;
  parameterIds: number[];
}

/** What the page needs of each vehicle to find its figures. */
export interface PagedVehicle {
  id: number;
  eventId: number;
  vehicleTypeId: number;
}

/** Whose figures the reader may see (issue 15 item 7: a judge reads only their own). */
export interface JudgingViewer {
  /** Set for a judge: x/y over that judge's own entry. Unset (an admin): under the event's scoring rule (ADR 029). */
  judgeId?: number;
}

/**
 * The x/y of the page's vehicles: a judge's own sheet, or for an admin the figure the results page
 * ranks by, under each event's rule (scoring/rule-totals.ts, reused, not re-derived).
 */
async function pageTotals(db: Db, page: readonly PagedVehicle[], viewer: JudgingViewer): Promise<TotalRow[]> {
  const vehicleIds = page.map((vehicle) => vehicle.id);
  if (viewer.judgeId !== undefined) return createTotalsRepository(db).totals({ vehicleIds, judgeId: viewer.judgeId });
  const eventIds = [...new Set(page.map((vehicle) => vehicle.eventId))];
  const perEvent = await Promise.all(
    eventIds.map((eventId) =>
      loadRuleTotals(db, { eventId, vehicleIds: page.filter((vehicle) => vehicle.eventId === eventId).map((vehicle) => vehicle.id) }),
    ),
  );
  return perEvent.flat();
}

/**
 * The judging fields of a whole page of vehicles in a few statements, whatever its size (a page of
 * 10 or all 800 of a show with blnRemovePagination): the totals (pageTotals) and the live
 * parameters of the page's types.
 */
export async function loadJudging(
  db: Db,
  page: readonly PagedVehicle[],
  viewer: JudgingViewer,
): Promise<(vehicle: PagedVehicle) => VehicleJudging> {
  const typeIds = [...new Set(page.map((vehicle) => vehicle.vehicleTypeId))];
  const [totals, live] = await Promise.all([
    pageTotals(db, page, viewer),
    typeIds.length === 0
      ? []
      : db
          .select({ id: parameters.id, vehicleTypeId: parameters.vehicleTypeId })
          .from(parameters)
          .where(and(inArray(parameters.vehicleTypeId, typeIds), isNull(parameters.retiredAt)))
          .orderBy(asc(parameters.id)),
  ]);
  const totalOf = new Map(totals.map((row) => [row.vehicleId, row]));
  const parametersOf = new Map<number, number[]>();
  for (const parameter of live)
    parametersOf.set(parameter.vehicleTypeId, [...(parametersOf.get(parameter.vehicleTypeId) ?? []), parameter.id]);
  return (vehicle) => {
    const total = totalOf.get(vehicle.id);
    return {
      total: total?.total ?? null,
      max: total?.max ?? null,
      parameterIds: parametersOf.get(vehicle.vehicleTypeId) ?? [],
    };
  };
}
