import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vehiclesApi } from '@showgrid/shared/contract/vehicles';
import { VEHICLE_FILE_FIELDS, type Vehicle } from '@showgrid/shared/schemas/vehicle';
import type { Db } from '../../db/client.ts';
import type { ChangeHook } from '../../platform/change-bus.ts';
import { notFound } from '../../lib/http-errors.ts';
import { readMultipartForm } from '../../lib/multipart.ts';
import { pageOf, pageRequest } from '../../lib/pagination.ts';
import { assertMaySeeVehicle, judgeScope, mayReadVehiclePapers, vehicleScope } from '../../lib/policy.ts';
import { routeOf } from '../../lib/route.ts';
import { currentUser, type AuthUser } from '../../plugins/auth.ts';
import type { MediaRepository } from '../media/repository.ts';
import { presentVehicleFields, withJudging } from './presenter.ts';
import type { VehicleFieldsApi } from './vehicle-snapshot.ts';
import { VEHICLE_UPLOAD_LIMITS } from './files.ts';
import { loadJudging } from './judging.ts';
import { createVehiclesRepository, type VehicleFilter, type VehicleRecord } from './repository.ts';
import { readNewVehicle, readVehicleChange } from './form.ts';
import { createVehiclesService } from './service.ts';

export interface VehiclesRoutesOptions {
  db: Db;
  media: MediaRepository;
  onChange: ChangeHook;
}

/**
 * What a judge reads of a vehicle: what judging needs. The owner's documents (insurance, papers)
 * and the organiser's extra information stay with the admins.
 */
function forViewer(user: AuthUser, vehicle: VehicleFieldsApi): VehicleFieldsApi {
  if (mayReadVehiclePapers(user)) return vehicle;
  return { ...vehicle, arrVehicleDocuments: [], arrVehicleDocumentNames: [], objAdditionalInfo: {} };
}

/** The filter narrowed to what the reader may see (lib/policy.ts). */
const scopeFor = (user: AuthUser, filter: VehicleFilter): VehicleFilter => ({ ...filter, ...vehicleScope(user) });

/** /api/vehicle/ — SPEC "Admin vehicles": the vehicles of an event with their pictures and documents. */
export const vehiclesRoutes: FastifyPluginAsyncZod<VehiclesRoutesOptions> = async (app, { db, onChange }) => {
  const repo = createVehiclesRepository(db);
  const service = createVehiclesService({ db, vehicles: repo, onChange });
  const readForm = (request: Parameters<typeof readMultipartForm>[0]) =>
    readMultipartForm(request, { fileFields: Object.values(VEHICLE_FILE_FIELDS), ...VEHICLE_UPLOAD_LIMITS });

  /** Rows as this reader may see them, with x/y and the parameters for the whole page at once. */
  async function present(user: AuthUser, rows: VehicleRecord[]): Promise<Vehicle[]> {
    const judgingOf = await loadJudging(db, rows, { judgeId: judgeScope(user) });
    return rows.map((row) => withJudging(forViewer(user, presentVehicleFields(row)), judgingOf(row)));
  }
  const presentOne = async (user: AuthUser, row: VehicleRecord): Promise<Vehicle> =>
    withJudging(forViewer(user, presentVehicleFields(row)), (await loadJudging(db, [row], { judgeId: judgeScope(user) }))(row));

  app.route({
    ...routeOf(vehiclesApi.list),
    handler: async (request) => {
      const q = request.query;
      const filter: VehicleFilter = {
        eventId: q.intEventId,
        categoryId: q.intCategoryId,
        uniqueId: q.strUniqueId || undefined,
        paid: q.strPaymentStatus === undefined ? undefined : q.strPaymentStatus === 'Paid',
        search: q.strSearchQuery || undefined,
        judgeId: q.intJudgeId,
      };
      const req = pageRequest(request, q.page);
      const user = currentUser(request);
      const { rows, total } = await repo.list(scopeFor(user, filter), req);
      return pageOf(await present(user, rows), total, req);
    },
  });

  app.route({
    ...routeOf(vehiclesApi.one),
    handler: async (request) => {
      const user = currentUser(request);
      const id = request.params.id;
      // Another event's or an unpaid vehicle is, for a judge, not there at all.
      await assertMaySeeVehicle(user, async (scope) => (await repo.count({ id, ...scope })) > 0);
      const found = await repo.find(id);
      if (!found) throw notFound();
      return { data: await presentOne(user, found) };
    },
  });

  app.route({
    ...routeOf(vehiclesApi.create),
    handler: async (request, reply) => {
      const user = currentUser(request);
      const created = await service.create(user.id, await readNewVehicle(await readForm(request)));
      return reply.code(201).send({ data: await presentOne(user, created) });
    },
  });

  app.route({
    ...routeOf(vehiclesApi.update),
    handler: async (request) => {
      const user = currentUser(request);
      return { data: await presentOne(user, await service.update(user.id, await readVehicleChange(await readForm(request)))) };
    },
  });

  app.route({
    ...routeOf(vehiclesApi.remove),
    handler: async (request, reply) => {
      await service.remove(currentUser(request).id, request.query.intVehicleId);
      return reply.code(204).send(null);
    },
  });
};
