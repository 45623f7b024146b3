import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, eventJudges, media, vehicleFiles, vehicles, vehicleTypes } from '../../db/schema/index.ts';
import { containsFolded } from '../../lib/folded-text.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { offsetOf, type PageRequest } from '../../lib/pagination.ts';
import { judgesCategory } from '../events/panels.ts';

type VehicleRow = typeof vehicles.$inferSelect;

/** A vehicle with the names it is shown with and its files, in the code's own names. */
export interface VehicleRecord extends VehicleRow {
  categoryName: string;
  vehicleTypeTitle: string;
  files: VehicleFileRecord[];
}

export interface VehicleFileRecord {
  id: number;
  kind: 'image' | 'document';
  name: string;
  mediaId: string;
  mime: string;
}

export interface VehicleFilter {
  id?: number;
  eventId?: number;
  categoryId?: number;
  uniqueId?: string;
  paid?: boolean;
  /** Owner name, registration number or vehicle id, case-insensitive. */
  search?: string;
  /** Only vehicles of events this judge is mapped to. */
  judgeId?: number;
  /** What a signed-in judge may see at all, on top of the filter: Paid vehicles of their events. */
  visibleToJudge?: number;
}

const ofJudgesEvents = (judgeId: number) =>
  sql`${vehicles.eventId} in (select ${eventJudges.eventId} from ${eventJudges} where ${eventJudges.judgeId} = ${judgeId})`;

/** The database or an open transaction. */
export type Executor = Pick<Db, 'select'>;

function whereOf(filter: VehicleFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.id !== undefined) conditions.push(eq(vehicles.id, filter.id));
  if (filter.eventId !== undefined) conditions.push(eq(vehicles.eventId, filter.eventId));
  if (filter.categoryId !== undefined) conditions.push(eq(vehicles.categoryId, filter.categoryId));
  if (filter.uniqueId !== undefined) conditions.push(eq(vehicles.uniqueId, filter.uniqueId));
  if (filter.paid !== undefined) conditions.push(eq(vehicles.paid, filter.paid));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(
      or(
        containsFolded(vehicles.ownerNameFolded, filter.search),
        ilike(vehicles.registrationNo, pattern),
        ilike(vehicles.uniqueId, pattern),
      ),
    );
  }
  if (filter.judgeId !== undefined) conditions.push(ofJudgesEvents(filter.judgeId));
  if (filter.visibleToJudge !== undefined) {
    // A judge sees the Paid vehicles of the categories they judge at their events (PRODUCT.md "Panels").
    conditions.push(
      ofJudgesEvents(filter.visibleToJudge),
      eq(vehicles.paid, true),
      judgesCategory(vehicles.eventId, vehicles.categoryId, filter.visibleToJudge),
    );
  }
  return and(...conditions);
}

const columns = { vehicle: vehicles, categoryName: categories.name, vehicleTypeTitle: vehicleTypes.title };

async function withFiles(
  ex: Executor,
  rows: { vehicle: VehicleRow; categoryName: string; vehicleTypeTitle: string }[],
): Promise<VehicleRecord[]> {
  if (rows.length === 0) return [];
  const files = await ex
    .select({
      vehicleId: vehicleFiles.vehicleId,
      id: vehicleFiles.id,
      kind: vehicleFiles.kind,
      name: vehicleFiles.name,
      mediaId: vehicleFiles.mediaId,
      mime: media.mime,
    })
    .from(vehicleFiles)
    .innerJoin(media, eq(media.id, vehicleFiles.mediaId))
    .where(
      inArray(
        vehicleFiles.vehicleId,
        rows.map((row) => row.vehicle.id),
      ),
    )
    .orderBy(asc(vehicleFiles.position), asc(vehicleFiles.id));
  const byVehicle = new Map<number, VehicleFileRecord[]>();
  for (const { vehicleId, ...file } of files) byVehicle.set(vehicleId, [...(byVehicle.get(vehicleId) ?? []), file]);
  return rows.map((row) => ({
    ...row.vehicle,
    categoryName: row.categoryName,
    vehicleTypeTitle: row.vehicleTypeTitle,
    files: byVehicle.get(row.vehicle.id) ?? [],
  }));
}

/** Reads of vehicles; writes live in the service (they need files, rules and the audit log). */
export function createVehiclesRepository(db: Db) {
  const select = (ex: Executor) =>
    ex
      .select(columns)
      .from(vehicles)
      .innerJoin(categories, eq(categories.id, vehicles.categoryId))
      .innerJoin(vehicleTypes, eq(vehicleTypes.id, vehicles.vehicleTypeId))
      .$dynamic();

  return {
    async find(id: number, ex: Executor = db): Promise<VehicleRecord | undefined> {
      const rows = await select(ex).where(eq(vehicles.id, id));
      const [found] = await withFiles(ex, rows);
      return found;
    },

    async count(filter: VehicleFilter): Promise<number> {
      const [total] = await db.select({ n: count() }).from(vehicles).where(whereOf(filter));
      return total?.n ?? 0;
    },

    /** Newest first, so a vehicle just added is on page 1. */
    async list(filter: VehicleFilter, req: PageRequest): Promise<{ rows: VehicleRecord[]; total: number }> {
      const where = whereOf(filter);
      const query = select(db).where(where).orderBy(desc(vehicles.id));
      const rows = req.page === undefined ? await query : await query.limit(req.pageSize).offset(offsetOf(req));
      const [total] = await db.select({ n: count() }).from(vehicles).where(where);
      return { rows: await withFiles(db, rows), total: total?.n ?? 0 };
    },
  };
}

export type VehiclesRepository = ReturnType<typeof createVehiclesRepository>;
