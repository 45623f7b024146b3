import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@showgrid/shared/paths';
import { idSchema } from '@showgrid/shared/schemas/fields';
import { recusalBodySchema, recusalQuerySchema, recusalSchema } from '@showgrid/shared/schemas/score';
import type { Db } from '../../db/client.ts';
import { recusals, scoreEntries, users } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { ADMIN_OR_JUDGE, currentUser } from '../../plugins/auth.ts';
import { lockJudgeVehicle } from './sheet.ts';

const tags = ['scores'];
const JUDGE_ONLY = ['judge'] as const;
const detail = z.object({ detail: z.string() });
const errors = z.record(z.string(), z.unknown()).describe('{ field: [message] }');
export const SCORED_ALREADY = 'Delete your score for this vehicle first.';

const columns = {
  eventId: recusals.eventId,
  vehicleId: recusals.vehicleId,
  judgeId: recusals.judgeId,
  judgeName: users.fullName,
  reason: recusals.reason,
  createdAt: recusals.createdAt,
};

type RecusalRow = { eventId: number; vehicleId: number; judgeId: number; judgeName: string; reason: string; createdAt: Date };

const toApi = (row: RecusalRow) => ({
  intEventId: row.eventId,
  intVehicleId: row.vehicleId,
  intJudgeId: row.judgeId,
  strJudgeName: row.judgeName,
  strReason: row.reason,
  dtCreatedAt: row.createdAt.toISOString(),
});

/** /api/recusal/ — a judge steps aside from a vehicle; the admin sees who did (PRODUCT.md "Recusal"). */
export const recusalRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const select = (where: SQL | undefined) =>
    db.select(columns).from(recusals).innerJoin(users, eq(users.id, recusals.judgeId)).where(where).orderBy(asc(recusals.createdAt), asc(recusals.vehicleId));

  app.get(
    API.recusals,
    {
      config: { access: ADMIN_OR_JUDGE },
      schema: {
        tags,
        summary: 'Recusals of an event with the judges’ names (a judge: their own)',
        querystring: recusalQuerySchema,
        response: { 200: z.object({ data: z.array(recusalSchema) }) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const q = request.query;
      const rows = await select(
        and(
          eq(recusals.eventId, q.intEventId),
          q.intVehicleId === undefined ? undefined : eq(recusals.vehicleId, q.intVehicleId),
          user.role === 'judge' ? eq(recusals.judgeId, user.id) : undefined,
        ),
      );
      return { data: rows.map(toApi) };
    },
  );

  app.post(
    API.recusals,
    {
      config: { access: JUDGE_ONLY },
      schema: {
        tags,
        summary: 'Step aside from a vehicle (refused while the judge has a score for it)',
        body: recusalBodySchema,
        response: { 201: z.object({ data: recusalSchema }), 400: errors, 404: detail, 409: detail },
      },
    },
    async (request, reply) => {
      const judgeId = currentUser(request).id;
      const { intEventId: eventId, intVehicleId: vehicleId, strReason: reason } = request.body;
      const key = and(eq(recusals.eventId, eventId), eq(recusals.vehicleId, vehicleId), eq(recusals.judgeId, judgeId));
      const row = await db.transaction(async (tx) => {
        await lockJudgeVehicle(tx, judgeId, eventId, vehicleId);
        const [scored] = await tx
          .select({ id: scoreEntries.id })
          .from(scoreEntries)
          .where(and(eq(scoreEntries.eventId, eventId), eq(scoreEntries.vehicleId, vehicleId), eq(scoreEntries.judgeId, judgeId)));
        if (scored) throw new HttpError(409, { detail: SCORED_ALREADY });
        const [before] = await tx.select().from(recusals).where(key);
        await tx
          .insert(recusals)
          .values({ eventId, vehicleId, judgeId, reason })
          .onConflictDoUpdate({ target: [recusals.eventId, recusals.vehicleId, recusals.judgeId], set: { reason } });
        const [after] = await tx.select(columns).from(recusals).innerJoin(users, eq(users.id, recusals.judgeId)).where(key);
        if (!after) throw new Error('recusal vanished inside its own transaction');
        await recordAudit(tx, {
          userId: judgeId,
          action: before ? 'update' : 'create',
          entity: 'recusal',
          entityId: `${eventId}:${vehicleId}:${judgeId}`,
          before: before ?? null,
          after: toApi(after),
        });
        return after;
      });
      return reply.code(201).send({ data: toApi(row) });
    },
  );

  app.delete(
    API.recusals,
    {
      config: { access: JUDGE_ONLY },
      schema: {
        tags,
        summary: 'Withdraw the judge’s own recusal from a vehicle',
        querystring: recusalQuerySchema.extend({ intVehicleId: idSchema }),
        response: { 204: z.null().describe('Deleted'), 400: errors, 404: detail },
      },
    },
    async (request, reply) => {
      const judgeId = currentUser(request).id;
      const { intEventId: eventId, intVehicleId: vehicleId } = request.query;
      await db.transaction(async (tx) => {
        const [before] = await tx
          .delete(recusals)
          .where(and(eq(recusals.eventId, eventId), eq(recusals.vehicleId, vehicleId), eq(recusals.judgeId, judgeId)))
          .returning();
        if (!before) throw notFound();
        await recordAudit(tx, { userId: judgeId, action: 'delete', entity: 'recusal', entityId: `${eventId}:${vehicleId}:${judgeId}`, before });
      });
      return reply.code(204).send(null);
    },
  );
};
