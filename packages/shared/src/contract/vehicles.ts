import {
  vehicleDeleteQuerySchema,
  vehicleFormSchema,
  vehicleQuerySchema,
  vehicleSchema,
  vehicleUpdateFormSchema,
} from '../schemas/vehicle.ts';
import { dataOf, deleted, detailSchema, fieldErrorsSchema, idParams, listOf } from '../schemas/answers.ts';
import { ADMIN_ONLY, ADMIN_OR_JUDGE, type Contract } from './endpoint.ts';

const tag = 'vehicles';
const path = '/api/vehicle/';
const one = dataOf(vehicleSchema);

const ALIASES_DOC =
  'SPEC §3 spellings are taken too: strModel, strRegistrationNumber, blnVIP, and blnPaid (true/false) for strPaymentStatus; ' +
  'the names above win when both are sent.';

/** /api/vehicle/ — SPEC "Admin vehicles": the vehicles of an event with their pictures and documents. */
export const vehiclesApi = {
  list: {
    tag,
    method: 'GET',
    path,
    access: ADMIN_OR_JUDGE,
    summary: 'List vehicles (page of 10, or all with header blnRemovePagination: true), newest first',
    description:
      'Filters: intEventId, intCategoryId, strUniqueId, strPaymentStatus, intJudgeId (events the judge is mapped to), ' +
      'strSearchQuery (owner name, registration number or vehicle id). A judge sees only Paid vehicles of their events.',
    query: vehicleQuerySchema,
    responses: { 200: listOf(vehicleSchema), 400: fieldErrorsSchema },
  },
  one: {
    tag,
    method: 'GET',
    path: `${path}:id/`,
    access: ADMIN_OR_JUDGE,
    summary: 'One vehicle',
    params: idParams,
    responses: { 200: one, 404: detailSchema },
  },
  create: {
    tag,
    method: 'POST',
    path,
    access: ADMIN_ONLY,
    summary: 'Register a vehicle (multipart/form-data with vehicleImages and vehicleDocuments, several each)',
    description: ALIASES_DOC,
    form: vehicleFormSchema,
    responses: { 201: one, 400: fieldErrorsSchema, 413: fieldErrorsSchema, 415: detailSchema },
  },
  update: {
    tag,
    method: 'PUT',
    path,
    access: ADMIN_ONLY,
    summary: 'Change a vehicle (multipart/form-data with intVehicleId; arrRemovedFileIds drops stored files)',
    description:
      'Replaces every field: send them all (an omitted one takes its default, as on create). Stored files stay unless named in ' +
      `arrRemovedFileIds; new files are added. ${ALIASES_DOC}`,
    form: vehicleUpdateFormSchema,
    responses: { 200: one, 400: fieldErrorsSchema, 404: detailSchema, 413: fieldErrorsSchema, 415: detailSchema },
  },
  remove: {
    tag,
    method: 'DELETE',
    path,
    access: ADMIN_ONLY,
    summary: 'Delete a vehicle with its pictures and documents',
    query: vehicleDeleteQuerySchema,
    responses: { 204: deleted, 400: fieldErrorsSchema, 404: detailSchema, 409: detailSchema },
  },
} as const satisfies Contract;
