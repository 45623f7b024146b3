import { z } from 'zod';
import { isMediaWidth, MEDIA_WIDTHS } from '../media-variants.ts';
import { detailSchema, idParams } from '../schemas/answers.ts';
import { ADMIN_ONLY, type Contract } from './endpoint.ts';

/**
 * GET /media/:id — pictures (vehicles, judges, categories, events). Public, because <img> tags
 * cannot send a bearer token; ids are random UUIDs. An id never changes content (a new upload
 * gets a new id), so browsers and the judge tablet's service worker may cache it for a year.
 * Owners' documents are not media: /media answers 404 for them, as for an id that never was.
 *
 * GET /api/vehicle/document/:id/ — an owner's document (insurance, registration papers), for
 * admins only, through the API client with the bearer token, and kept by no cache.
 */
export const mediaApi = {
  picture: {
    tag: 'media',
    method: 'GET',
    path: '/media/:id',
    access: 'public',
    summary: 'A picture (of a vehicle, judge, category or event) by its id',
    params: z.object({ id: z.uuid() }),
    /** Optional (ours): a smaller copy, at most `w` pixels wide, WebP (media-variants.ts). */
    query: z.object({
      w: z.coerce
        .number()
        .refine(isMediaWidth, `Choose a width of ${MEDIA_WIDTHS.join(', ')}.`)
        .optional(),
    }),
    file: 'The picture, with its type, cacheable for a year (an id never changes content); with `w`, a copy at most that wide.',
    responses: { 404: detailSchema },
  },
  vehicleDocument: {
    tag: 'vehicles',
    method: 'GET',
    path: '/api/vehicle/document/:id/',
    access: ADMIN_ONLY,
    summary: "Download an owner's document (a file id of arrVehicleDocuments)",
    params: idParams,
    file: 'The file (application/pdf or an image), as an attachment with its name.',
    responses: { 401: detailSchema, 403: detailSchema, 404: detailSchema },
  },
} as const satisfies Contract;
