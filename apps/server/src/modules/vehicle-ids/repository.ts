import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { seriesOf, type VehicleIdSeries } from '@showgrid/shared/vehicle-ids';
import { vehicleNameOrRegistration } from '@showgrid/shared/vehicle-name';
import type { Db } from '../../db/client.ts';
import { categories, eventCategories, events, vehicles } from '../../db/schema/index.ts';
import { nearestEventOrder } from './nearest-event.ts';

export interface SeriesCategory {
  id: number;
  name: string;
  /** null until the category's prefix and range are set (manage-vehicle-id). */
  series: VehicleIdSeries | null;
}

/** The vehicle holding an id, at the event nearest to now. */
export interface Assignment {
  vehicleId: number;
  vehicleName: string;
  eventId: number;
  eventTitle: string;
}

export interface EventRef {
  id: number;
  title: string;
}

/** Read-only queries behind the vehicle-id routes. */
export function createVehicleIdsRepository(db: Db) {
  return {
    async findCategory(id: number): Promise<SeriesCategory | undefined> {
      const [row] = await db.select().from(categories).where(eq(categories.id, id));
      if (!row) return undefined;
      return {
        id: row.id,
        name: row.name,
        series: seriesOf({ strPrefix: row.prefix, intStartRange: row.startRange, intRangeUpto: row.rangeUpto }),
      };
    },

    async findEvent(id: number): Promise<EventRef | undefined> {
      const [row] = await db.select({ id: events.id, title: events.title }).from(events).where(eq(events.id, id));
      return row;
    },

    async vehicleExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.id, id));
      return row !== undefined;
    },

    /**
     * Who holds each id of the category: when vehicles of several events carry the same id (one
     * card set reused show after show), the one at the event nearest to now.
     */
    async assignments(categoryId: number, now: Date): Promise<Map<string, Assignment>> {
      const rows = await db
        .select({
          uniqueId: vehicles.uniqueId,
          vehicleId: vehicles.id,
          brand: vehicles.brand,
          model: vehicles.model,
          registrationNo: vehicles.registrationNo,
          eventId: events.id,
          eventTitle: events.title,
        })
        .from(vehicles)
        .innerJoin(events, eq(events.id, vehicles.eventId))
        .where(and(eq(vehicles.categoryId, categoryId), isNotNull(vehicles.uniqueId)))
        .orderBy(...nearestEventOrder(now), asc(vehicles.id));
      const byId = new Map<string, Assignment>();
      for (const row of rows) {
        if (row.uniqueId === null || byId.has(row.uniqueId)) continue;
        byId.set(row.uniqueId, {
          vehicleId: row.vehicleId,
          vehicleName: vehicleNameOrRegistration(row),
          eventId: row.eventId,
          eventTitle: row.eventTitle,
        });
      }
      return byId;
    },

    /** Ids carried by vehicles of the event, leaving out one vehicle's own (the edit form's). */
    async takenIds(eventId: number, exceptVehicleId?: number): Promise<Set<string>> {
      const rows = await db
        .select({ id: vehicles.id, uniqueId: vehicles.uniqueId })
        .from(vehicles)
        .where(and(eq(vehicles.eventId, eventId), isNotNull(vehicles.uniqueId)));
      return new Set(rows.flatMap((row) => (row.uniqueId !== null && row.id !== exceptVehicleId ? [row.uniqueId] : [])));
    },

    /** The event nearest to now that judges this category (its cards name it), if any. */
    async nearestEventOf(categoryId: number, now: Date): Promise<EventRef | undefined> {
      const [row] = await db
        .select({ id: events.id, title: events.title })
        .from(events)
        .innerJoin(eventCategories, eq(eventCategories.eventId, events.id))
        .where(eq(eventCategories.categoryId, categoryId))
        .orderBy(...nearestEventOrder(now))
        .limit(1);
      return row;
    },
  };
}

export type VehicleIdsRepository = ReturnType<typeof createVehicleIdsRepository>;
