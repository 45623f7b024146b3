import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { parameters, vehicleTypes } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { offsetOf, type PageRequest } from '../../lib/pagination.ts';
import { foreignKeyViolation, uniqueViolation } from '../../lib/db-errors.ts';

export type ParameterRow = Pick<typeof parameters.$inferSelect, 'id' | 'title' | 'scoreLimit' | 'vehicleTypeId'>;

/** What the audit log keeps of a parameter, before and after alike: its row; once retired, when. */
export type ParameterSnapshot = ParameterRow & { retiredAt?: Date | null };

declare module '../../platform/audit.ts' {
  interface AuditSnapshots {
    parameter: ParameterSnapshot;
  }
}

export interface NewParameter {
  vehicleTypeId: number;
  title: string;
  scoreLimit: number;
}

const unknownType = () => new HttpError(400, { intVehicleType: ['Unknown vehicle type.'] });
const duplicateTitle = () => new HttpError(400, { strParameterTitle: ['This parameter already exists for the vehicle type.'] });

const columns = {
  id: parameters.id,
  title: parameters.title,
  scoreLimit: parameters.scoreLimit,
  vehicleTypeId: parameters.vehicleTypeId,
};

/**
 * Judging parameters of a vehicle type. Removing one retires it instead of deleting it
 * (PRODUCT.md: scores already given on it must keep their meaning); lists and new score sheets
 * see only live ones, and a retired title may be added again as a new parameter.
 */
export function createParametersRepository(db: Db) {
  return {
    async typeExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: vehicleTypes.id }).from(vehicleTypes).where(eq(vehicleTypes.id, id));
      return row !== undefined;
    },

    /** Live parameters in the order they were added: the order of the score sheet. */
    async listLive(vehicleTypeId: number, req: PageRequest): Promise<{ rows: ParameterRow[]; total: number }> {
      const live = and(eq(parameters.vehicleTypeId, vehicleTypeId), isNull(parameters.retiredAt));
      const query = db.select(columns).from(parameters).where(live).orderBy(asc(parameters.id)).$dynamic();
      const rows = req.page === undefined ? await query : await query.limit(req.pageSize).offset(offsetOf(req));
      const [total] = await db.select({ n: count() }).from(parameters).where(live);
      return { rows, total: total?.n ?? 0 };
    },

    async create(input: NewParameter, actorId: number): Promise<ParameterRow> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx.insert(parameters).values(input).returning(columns);
          if (!row) throw new Error('parameter insert returned nothing');
          await audit(tx, { userId: actorId, action: 'create', entity: 'parameter', entityId: row.id, after: row });
          return row;
        });
      } catch (error) {
        // The database decides both, so a concurrent add or a type removed meanwhile is caught too.
        if (foreignKeyViolation(error) !== undefined) throw unknownType();
        if (uniqueViolation(error) !== undefined) throw duplicateTitle();
        throw error;
      }
    },

    /** Retires a live parameter; an unknown or already retired one is 404. */
    async retire(id: number, actorId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(parameters)
          .set({ retiredAt: sql`now()` })
          .where(and(eq(parameters.id, id), isNull(parameters.retiredAt)))
          .returning({ ...columns, retiredAt: parameters.retiredAt });
        if (!row) throw notFound();
        const { retiredAt, ...before } = row;
        await audit(tx, {
          userId: actorId,
          action: 'delete',
          entity: 'parameter',
          entityId: id,
          before,
          after: { ...before, retiredAt },
        });
      });
    },
  };
}

export type ParametersRepository = ReturnType<typeof createParametersRepository>;
