import { z } from 'zod';
import { categoryCardsQuerySchema, vehicleIdListQuerySchema } from '../schemas/catalogue.ts';
import { availableIdsQuerySchema, qrCodeQuerySchema, vehicleIdStatusSchema } from '../schemas/vehicle.ts';
import { dataOf, detailSchema, fieldErrorsSchema, idParams } from '../schemas/answers.ts';
import { ADMIN_ONLY, type Contract } from './endpoint.ts';

const tag = 'vehicle ids';

/** Vehicle ids: series list with assignments, available ids, QR codes, printable cards. */
export const vehicleIdsApi = {
  list: {
    tag,
    method: 'GET',
    path: '/api/vehicle/unique-id/',
    access: ADMIN_ONLY,
    summary: "A category's vehicle ids with who holds each",
    description:
      'The whole series in order. An id is Assigned when a vehicle of the category carries it; with ' +
      'vehicles of several events carrying it, the event nearest to now wins (started within the last ' +
      '24 h or upcoming, earliest first; then the latest past). No series: an empty list.',
    query: vehicleIdListQuerySchema,
    responses: { 200: dataOf(z.array(vehicleIdStatusSchema)), 400: fieldErrorsSchema, 404: detailSchema },
  },
  available: {
    tag,
    method: 'GET',
    path: '/api/vehicle/available-unique-id/',
    access: ADMIN_ONLY,
    summary: 'Ids of a category no vehicle of the event holds',
    description: "With `intVehicleId`, that vehicle's own id counts as free (the edit form).",
    query: availableIdsQuerySchema,
    responses: { 200: dataOf(z.array(z.string())), 400: fieldErrorsSchema, 404: detailSchema },
  },
  qrCodes: {
    tag,
    method: 'GET',
    path: '/api/vehicle/qr-code/',
    access: ADMIN_ONLY,
    summary: 'QR codes of vehicle ids as base64 PNG',
    description:
      '`arrValues`: up to 200 ids, comma separated. Each code links to `{PUBLIC_URL}/audience/{id}` ' +
      '(error correction H, margin 8, 250 px). Answer: one single-key object per id, in the order asked.',
    query: qrCodeQuerySchema,
    responses: { 200: dataOf(z.array(z.record(z.string(), z.string()))), 400: fieldErrorsSchema, 429: detailSchema },
  },
  cards: {
    tag,
    method: 'GET',
    path: '/api/vehicle/vehicle-category/:id/cards/',
    access: ADMIN_ONLY,
    summary: "Printable windscreen cards of a category's vehicle ids (PDF)",
    description:
      'One A6 card per id of the series, four to an A4 page, each with the id, its QR code, the event ' +
      'and "Scan to vote". The event: `intEventId` when given, else the nearest event the category is ' +
      'part of, else none. Answers application/pdf as an attachment named cards-<category>.pdf.',
    params: idParams,
    query: categoryCardsQuerySchema,
    file: 'The PDF (application/pdf).',
    responses: { 400: fieldErrorsSchema, 404: detailSchema, 429: detailSchema },
  },
} as const satisfies Contract;
