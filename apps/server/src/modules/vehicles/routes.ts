import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@showgrid/shared/paths';
import {
  VEHICLE_FILE_FIELDS,
  vehicleDeleteQuerySchema,
  vehicleFieldsSchema,
  vehicleQuerySchema,
  vehicleSchema,
  vehicleUpdateFieldsSchema,
  type Vehicle,
} from '@showgrid/shared/schemas/vehicle';
import { idSchema } from '@showgrid/shared/schemas/fields';
import { dataOf, detailSchema, fieldErrorsSchema, listOf } from '@showgrid/shared/schemas/answers';
import type { Db } from '../../db/client.ts';
import type { ChangeHook } from '../../lib/change-bus.ts';
import { notFound } from '../../lib/http-errors.ts';
import { multipartValidatorCompiler, readMultipartForm } from '../../lib/multipart.ts';
import { pageOf, pageRequest } from '../../lib/pagination.ts';
import { assertMaySeeVehicle, judgeScope, mayReadVehiclePapers, vehicleScope } from '../../lib/policy.ts';
import { ADMIN_ONLY, ADMIN_OR_JUDGE, currentUser, type AuthUser } from '../../plugins/auth.ts';
import type { MediaRepository } from '../media/repository.ts';
import { presentVehicleFields, withJudging, type VehicleFieldsApi } from './presenter.ts';
import { VEHICLE_UPLOAD_LIMITS } from './files.ts';
import { loadJudging } from './judging.ts';
import { createVehiclesRepository, type VehicleFilter, type VehicleRecord } from './repository.ts';
import { createVehiclesService } from './service.ts';

export interface VehiclesRoutesOptions {
  db: Db;
  media: MediaRepository;
  onChange: ChangeHook;
}

const tags = ['vehicles'];
const one = dataOf(vehicleSchema);
const list = listOf(vehicleSchema);

const ALIASES_DOC =
  'SPEC §3 spellings are taken too: strModel, strRegistrationNumber, blnVIP, and blnPaid (true/false) for strPaymentStatus; ' +
  'the names above win when both are sent.';

/** Every file of the form, several each; the bytes are checked by the server (files.ts). */
const filesDoc = z.array(z.file()).optional();
const createFormDoc = vehicleFieldsSchema.extend({ [VEHICLE_FILE_FIELDS.images]: filesDoc, [VEHICLE_FILE_FIELDS.documents]: filesDoc });
const updateFormDoc = vehicleUpdateFieldsSchema.extend({ [VEHICLE_FILE_FIELDS.images]: filesDoc, [VEHICLE_FILE_FIELDS.documents]: filesDoc });

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

  app.get(
    API.vehicles,
    {
      config: { access: ADMIN_OR_JUDGE },
      schema: {
        tags,
        summary: 'List vehicles (page of 10, or all with header blnRemovePagination: true), newest first',
        description:
          'Filters: intEventId, intCategoryId, strUniqueId, strPaymentStatus, intJudgeId (events the judge is mapped to), ' +
          'strSearchQuery (owner name, registration number or vehicle id). A judge sees only Paid vehicles of their events.',
        querystring: vehicleQuerySchema,
        response: { 200: list },
      },
    },
    async (request) => {
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
  );

  app.get(
    `${API.vehicles}:id/`,
    {
      config: { access: ADMIN_OR_JUDGE },
      schema: { tags, summary: 'One vehicle', params: z.object({ id: idSchema }), response: { 200: one, 404: detailSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      const id = request.params.id;
      // Another event's or an unpaid vehicle is, for a judge, not there at all.
      await assertMaySeeVehicle(user, async (scope) => (await repo.count({ id, ...scope })) > 0);
      const found = await repo.find(id);
      if (!found) throw notFound();
      return { data: await presentOne(user, found) };
    },
  );

  app.post(
    API.vehicles,
    {
      config: { access: ADMIN_ONLY },
      validatorCompiler: multipartValidatorCompiler,
      schema: {
        tags,
        summary: 'Register a vehicle (multipart/form-data with vehicleImages and vehicleDocuments, several each)',
        description: ALIASES_DOC,
        consumes: ['multipart/form-data'],
        body: createFormDoc,
        response: { 201: one, 400: fieldErrorsSchema, 413: fieldErrorsSchema, 415: detailSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const created = await service.create(user.id, await readForm(request));
      return reply.code(201).send({ data: await presentOne(user, created) });
    },
  );

  app.put(
    API.vehicles,
    {
      config: { access: ADMIN_ONLY },
      validatorCompiler: multipartValidatorCompiler,
      schema: {
        tags,
        summary: 'Change a vehicle (multipart/form-data with intVehicleId; arrRemovedFileIds drops stored files)',
        description:
          'Replaces every field: send them all (an omitted one takes its default, as on create). Stored files stay unless named in ' +
          `arrRemovedFileIds; new files are added. ${ALIASES_DOC}`,
        consumes: ['multipart/form-data'],
        body: updateFormDoc,
        response: { 200: one, 400: fieldErrorsSchema, 404: detailSchema, 413: fieldErrorsSchema, 415: detailSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return { data: await presentOne(user, await service.update(user.id, await readForm(request))) };
    },
  );

  app.delete(
    API.vehicles,
    {
      config: { access: ADMIN_ONLY },
      schema: {
        tags,
        summary: 'Delete a vehicle with its pictures and documents',
        querystring: vehicleDeleteQuerySchema,
        response: { 204: z.null().describe('Deleted'), 404: detailSchema, 409: detailSchema },
      },
    },
    async (request, reply) => {
      await service.remove(currentUser(request).id, request.query.intVehicleId);
      return reply.code(204).send(null);
    },
  );
};
