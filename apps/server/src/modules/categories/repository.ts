import { asc, count, eq, sql } from 'drizzle-orm';
import type { VehicleIdSeries } from '@showgrid/shared/vehicle-ids';
import type { Db } from '../../db/client.ts';
import { categories, eventCategories, vehicles, vehicleTypes } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { StoredImage } from '../../lib/images.ts';
import { offsetOf, type PageRequest } from '../../lib/pagination.ts';
import { mediaUrl, type MediaRepository } from '../media/repository.ts';
import { foreignKeyViolation, uniqueViolation, violatesUniqueIndex } from '../../lib/db-errors.ts';
import { assertSeriesAllowed, prefixTaken, sameSeries } from './series-rules.ts';

export interface CategoryRow {
  id: number;
  name: string;
  vehicleTypeId: number;
  vehicleTypeTitle: string;
  iconId: string | null;
  prefix: string | null;
  startRange: number | null;
  rangeUpto: number | null;
}

export interface CategoryInput {
  name: string;
  vehicleTypeId: number;
  /** Already validated and re-encoded (lib/images.ts). */
  icon?: StoredImage;
  /** The vehicle-id series (manage-vehicle-id); only an update sets it. */
  series?: VehicleIdSeries;
}

type Executor = Pick<Db, 'select'>;

const unknownType = () => new HttpError(400, { intVehicleType: ['Unknown vehicle type.'] });
const duplicateName = () => new HttpError(400, { strVehicleCategoryName: ['A category with this name already exists.'] });

/** Maps the database's verdict on a category write to the field it concerns. */
function fieldError(error: unknown): unknown {
  if (foreignKeyViolation(error) !== undefined) return unknownType();
  // Two admins saving the same prefix at once both pass the look-up; the index decides.
  if (violatesUniqueIndex(error, 'categories_prefix_idx')) return prefixTaken();
  if (uniqueViolation(error) !== undefined) return duplicateName();
  return error;
}

const columns = {
  id: categories.id,
  name: categories.name,
  vehicleTypeId: categories.vehicleTypeId,
  vehicleTypeTitle: vehicleTypes.title,
  iconId: categories.iconId,
  prefix: categories.prefix,
  startRange: categories.startRange,
  rangeUpto: categories.rangeUpto,
};

/**
 * What the audit log keeps of a category, before and after alike: the image as its address, never
 * its bytes; a deleted one also the events it was part of.
 */
export interface CategorySnapshot {
  id: number;
  name: string;
  vehicleTypeId: number;
  icon: string | null;
  prefix: string | null;
  startRange: number | null;
  rangeUpto: number | null;
  eventIds?: number[];
}

declare module '../../platform/audit.ts' {
  interface AuditSnapshots {
    category: CategorySnapshot;
  }
}

const audited = (
  row: Pick<CategoryRow, 'id' | 'name' | 'vehicleTypeId' | 'iconId' | 'prefix' | 'startRange' | 'rangeUpto'>,
): CategorySnapshot => ({
  id: row.id,
  name: row.name,
  vehicleTypeId: row.vehicleTypeId,
  icon: mediaUrl(row.iconId),
  prefix: row.prefix,
  startRange: row.startRange,
  rangeUpto: row.rangeUpto,
});

/**
 * Vehicle categories. An icon and its category are written in one transaction, so a refused
 * write (duplicate name, unknown type) leaves no orphan image; a replaced icon is removed in the
 * same transaction as the update that drops it.
 */
export function createCategoriesRepository(db: Db, media: MediaRepository) {
  const select = (ex: Executor) =>
    ex.select(columns).from(categories).innerJoin(vehicleTypes, eq(vehicleTypes.id, categories.vehicleTypeId)).$dynamic();

  const find = async (id: number, ex: Executor = db): Promise<CategoryRow | undefined> => {
    const [row] = await select(ex).where(eq(categories.id, id));
    return row;
  };

  /**
   * What stops the category from being removed, one phrase each (e.g. "12 vehicles"). Event
   * mappings are links and go with it; vehicles (of any event, past ones too) are real work.
   */
  const usageOf = async (id: number, ex: Executor = db): Promise<string[]> => {
    const [row] = await ex.select({ n: count() }).from(vehicles).where(eq(vehicles.categoryId, id));
    const n = row?.n ?? 0;
    return n === 0 ? [] : [`${String(n)} ${n === 1 ? 'vehicle' : 'vehicles'}`];
  };

  return {
    find,
    usageOf,

    async list(req: PageRequest, filter: { vehicleTypeId?: number } = {}): Promise<{ rows: CategoryRow[]; total: number }> {
      const where = filter.vehicleTypeId === undefined ? undefined : eq(categories.vehicleTypeId, filter.vehicleTypeId);
      const query = select(db)
        .where(where)
        .orderBy(asc(sql`lower(${categories.name})`), asc(categories.id));
      const rows = req.page === undefined ? await query : await query.limit(req.pageSize).offset(offsetOf(req));
      const [total] = await db.select({ n: count() }).from(categories).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    async create(input: CategoryInput, actorId: number): Promise<CategoryRow> {
      try {
        return await db.transaction(async (tx) => {
          const iconId = input.icon ? await media.save(input.icon, tx) : null;
          const [row] = await tx.insert(categories).values({ name: input.name, vehicleTypeId: input.vehicleTypeId, iconId }).returning();
          if (!row) throw new Error('category insert returned nothing');
          await audit(tx, { userId: actorId, action: 'create', entity: 'category', entityId: row.id, after: audited(row) });
          const created = await find(row.id, tx);
          if (!created) throw new Error('category vanished inside its own transaction');
          return created;
        });
      } catch (error) {
        throw fieldError(error);
      }
    },

    /**
     * Changes only what is given; a new icon replaces (and removes) the old one. A new vehicle-id
     * series is checked against the other categories and the ids vehicles already hold.
     */
    async update(id: number, input: Partial<CategoryInput>, actorId: number): Promise<CategoryRow> {
      try {
        return await db.transaction(async (tx) => {
          const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
          if (!before) throw notFound();
          const { series } = input;
          if (series && !sameSeries(before, series)) await assertSeriesAllowed(tx, id, before, series);
          // Vehicles are judged on their type's parameters: a category in use keeps its type.
          if (input.vehicleTypeId !== undefined && input.vehicleTypeId !== before.vehicleTypeId) {
            const blockers = await usageOf(id, tx);
            if (blockers.length > 0) {
              throw new HttpError(409, {
                detail: `Category "${before.name}" has ${blockers.join(', ')}: its vehicle type cannot change while they are in it.`,
              });
            }
          }
          const iconId = input.icon ? await media.save(input.icon, tx) : before.iconId;
          const [after] = await tx
            .update(categories)
            .set({
              name: input.name,
              vehicleTypeId: input.vehicleTypeId,
              iconId,
              prefix: series?.prefix,
              startRange: series?.start,
              rangeUpto: series?.end,
              updatedAt: new Date(),
            })
            .where(eq(categories.id, id))
            .returning();
          if (!after) throw new Error('category update returned nothing');
          if (iconId !== before.iconId) await media.remove(before.iconId, tx);
          await audit(tx, {
            userId: actorId,
            action: 'update',
            entity: 'category',
            entityId: id,
            before: audited(before),
            after: audited(after),
          });
          const updated = await find(id, tx);
          if (!updated) throw new Error('category vanished inside its own transaction');
          return updated;
        });
      } catch (error) {
        throw fieldError(error);
      }
    },

    /** Refused (409) while usageOf names something; event mappings and the icon go with it. */
    async remove(id: number, actorId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
        if (!row) throw notFound();
        const blockers = await usageOf(id, tx);
        if (blockers.length > 0) {
          throw new HttpError(409, {
            detail: `Category "${row.name}" is used by ${blockers.join(', ')}. Change or delete them first.`,
          });
        }
        const events = await tx
          .select({ eventId: eventCategories.eventId })
          .from(eventCategories)
          .where(eq(eventCategories.categoryId, id))
          .orderBy(asc(eventCategories.eventId));
        await tx.delete(categories).where(eq(categories.id, id));
        await media.remove(row.iconId, tx);
        await audit(tx, {
          userId: actorId,
          action: 'delete',
          entity: 'category',
          entityId: id,
          before: { ...audited(row), eventIds: events.map((e) => e.eventId) },
        });
      });
    },
  };
}

export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;
