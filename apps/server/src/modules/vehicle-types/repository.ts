import { asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, parameters, vehicleTypes } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { offsetOf, type PageRequest } from '../../lib/pagination.ts';
import { foreignKeyViolation, uniqueViolation } from '../../lib/db-errors.ts';

export interface VehicleTypeRow {
  id: number;
  title: string;
  /** Categories of this type: while there are any, the type cannot be removed. */
  categoryCount: number;
  /** Live (not retired) judging parameters. */
  parameterCount: number;
}

/** Anything that can run a query: the database or an open transaction. */
type Executor = Pick<Db, 'select'>;

/** What the audit log keeps of a vehicle type, before and after alike; a deleted one also the parameters that went with it. */
export interface VehicleTypeSnapshot {
  id: number;
  title: string;
  parameters?: { title: string; retired: boolean }[];
}

declare module '../../platform/audit.ts' {
  interface AuditSnapshots {
    'vehicle-type': VehicleTypeSnapshot;
  }
}

const DUPLICATE = 'A vehicle type with this name already exists.';
const duplicateTitle = () => new HttpError(400, { strVehicleTypeTitle: [DUPLICATE] });

function inUse(title: string, names: string[]): HttpError {
  const noun = names.length === 1 ? 'category' : 'categories';
  return new HttpError(409, {
    detail: `Vehicle type "${title}" is used by ${names.length} ${noun}: ${names.join(', ')}. Change or delete them first.`,
  });
}

/**
 * Vehicle types. Writes run in one transaction with their audit row; a duplicate title is caught
 * from the case-insensitive unique index (23505), so two admins adding "Car" at once get one row
 * and one clear 400, not a 500.
 */
export function createVehicleTypesRepository(db: Db) {
  // Counts come from grouped subqueries joined in: inside a correlated subquery in a one-table
  // select, drizzle would print the outer "id" unqualified and it would bind to the inner table.
  const categoryCounts = db
    .select({ typeId: categories.vehicleTypeId, n: count().as('category_count') })
    .from(categories)
    .groupBy(categories.vehicleTypeId)
    .as('category_counts');
  const parameterCounts = db
    .select({ typeId: parameters.vehicleTypeId, n: count().as('parameter_count') })
    .from(parameters)
    .where(isNull(parameters.retiredAt))
    .groupBy(parameters.vehicleTypeId)
    .as('parameter_counts');
  const columns = {
    id: vehicleTypes.id,
    title: vehicleTypes.title,
    categoryCount: sql<number>`coalesce(${categoryCounts.n}, 0)::int`,
    parameterCount: sql<number>`coalesce(${parameterCounts.n}, 0)::int`,
  };
  const withCounts = (ex: Executor) =>
    ex
      .select(columns)
      .from(vehicleTypes)
      .leftJoin(categoryCounts, eq(categoryCounts.typeId, vehicleTypes.id))
      .leftJoin(parameterCounts, eq(parameterCounts.typeId, vehicleTypes.id))
      .$dynamic();

  const find = async (id: number, ex: Executor = db): Promise<VehicleTypeRow | undefined> => {
    const [row] = await withCounts(ex).where(eq(vehicleTypes.id, id));
    return row;
  };

  /** Names of the categories that stop the type from being removed. */
  const usageOf = async (id: number, ex: Executor = db): Promise<string[]> => {
    const rows = await ex
      .select({ name: categories.name })
      .from(categories)
      .where(eq(categories.vehicleTypeId, id))
      .orderBy(asc(sql`lower(${categories.name})`), asc(categories.id));
    return rows.map((r) => r.name);
  };

  /** Runs a write, turning a unique-index hit on the title into the field error. */
  async function guardTitle<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (uniqueViolation(error) !== undefined) throw duplicateTitle();
      throw error;
    }
  }

  return {
    find,
    usageOf,

    async list(req: PageRequest): Promise<{ rows: VehicleTypeRow[]; total: number }> {
      const query = withCounts(db).orderBy(asc(sql`lower(${vehicleTypes.title})`), asc(vehicleTypes.id));
      const rows = req.page === undefined ? await query : await query.limit(req.pageSize).offset(offsetOf(req));
      const [total] = await db.select({ n: count() }).from(vehicleTypes);
      return { rows, total: total?.n ?? 0 };
    },

    async create(title: string, actorId: number): Promise<VehicleTypeRow> {
      return guardTitle(() =>
        db.transaction(async (tx) => {
          const [row] = await tx.insert(vehicleTypes).values({ title }).returning();
          if (!row) throw new Error('vehicle type insert returned nothing');
          await audit(tx, {
            userId: actorId,
            action: 'create',
            entity: 'vehicle-type',
            entityId: row.id,
            after: { id: row.id, title: row.title },
          });
          return { id: row.id, title: row.title, categoryCount: 0, parameterCount: 0 };
        }),
      );
    },

    async update(id: number, title: string, actorId: number): Promise<VehicleTypeRow> {
      return guardTitle(() =>
        db.transaction(async (tx) => {
          const [before] = await tx.select().from(vehicleTypes).where(eq(vehicleTypes.id, id)).for('update');
          if (!before) throw notFound();
          await tx.update(vehicleTypes).set({ title }).where(eq(vehicleTypes.id, id));
          await audit(tx, {
            userId: actorId,
            action: 'update',
            entity: 'vehicle-type',
            entityId: id,
            before: { id, title: before.title },
            after: { id, title },
          });
          const after = await find(id, tx);
          if (!after) throw new Error('vehicle type vanished inside its own transaction');
          return after;
        }),
      );
    },

    /**
     * Refused (409) while categories use the type. Its parameters go with it: without categories
     * no vehicle of the type, and so no score on them, can exist.
     */
    async remove(id: number, actorId: number): Promise<void> {
      try {
        await db.transaction(async (tx) => {
          // The row lock makes a concurrent category insert wait, then fail on its foreign key.
          const [row] = await tx.select().from(vehicleTypes).where(eq(vehicleTypes.id, id)).for('update');
          if (!row) throw notFound();
          const users = await usageOf(id, tx);
          if (users.length > 0) throw inUse(row.title, users);
          const gone = await tx
            .select({ title: parameters.title, retiredAt: parameters.retiredAt })
            .from(parameters)
            .where(eq(parameters.vehicleTypeId, id));
          await tx.delete(vehicleTypes).where(eq(vehicleTypes.id, id));
          await audit(tx, {
            userId: actorId,
            action: 'delete',
            entity: 'vehicle-type',
            entityId: id,
            before: {
              id,
              title: row.title,
              parameters: gone.map((p) => ({ title: p.title, retired: p.retiredAt !== null })),
            },
          });
        });
      } catch (error) {
        // A category committed between our check and the delete: report it like the check would.
        if (foreignKeyViolation(error) === undefined) throw error;
        const type = await find(id);
        if (!type) throw notFound();
        throw inUse(type.title, await usageOf(id));
      }
    },
  };
}

export type VehicleTypesRepository = ReturnType<typeof createVehicleTypesRepository>;
