import { z } from 'zod';
import {
  eventIdQuerySchema,
  eventQuerySchema,
  eventRequestBodySchema,
  eventRequestBodyWithIdSchema,
  eventSchema,
  mapCategoryBodySchema,
  mapJudgeBodySchema,
  mapPanelBodySchema,
  votingNowBodySchema,
} from '../schemas/event.ts';
import { dataOf, deleted, detailSchema, fieldErrorsSchema, idParams, listOf } from '../schemas/answers.ts';
import { ADMIN_ONLY, ADMIN_OR_JUDGE, type Contract } from './endpoint.ts';

const tag = 'events';
const path = '/api/event/manage-event/';
const item = `${path}:id/`;
const one = dataOf(eventSchema);

/**
 * /api/event/manage-event/ (SPEC §7). Judges read only the events they are mapped to; only
 * admins write. The static paths (upcoming-events, map-judge, map-panel, map-category) come before /:id/
 * here, as the server's router prefers them, so a path is matched to its own entry.
 */
export const eventsApi = {
  list: {
    tag,
    method: 'GET',
    path,
    access: ADMIN_OR_JUDGE,
    summary: 'List events (a judge: the ones they are mapped to), upcoming first, searched by title or location',
    description: 'With `id` (SPEC §7 "optional id"): that one event, as /{id}/ answers it.',
    query: eventQuerySchema,
    responses: { 200: z.union([listOf(eventSchema), one]), 400: fieldErrorsSchema, 404: detailSchema },
  },
  upcoming: {
    tag,
    method: 'GET',
    path: `${path}upcoming-events/`,
    access: ADMIN_OR_JUDGE,
    summary: 'The events still to start, soonest first',
    responses: { 200: dataOf(z.array(eventSchema)) },
  },
  mapJudges: {
    tag,
    method: 'PUT',
    path: `${path}map-judge/`,
    access: ADMIN_ONLY,
    summary: 'Map judges to an event (isAdd) or take them off it',
    body: mapJudgeBodySchema,
    responses: { 200: one, 400: fieldErrorsSchema, 404: detailSchema },
  },
  mapPanel: {
    tag,
    method: 'PUT',
    path: `${path}map-panel/`,
    access: ADMIN_ONLY,
    summary: "Set a category's panel: which of the event's judges judge it",
    description:
      'Ours (PRODUCT.md "Panels"). The panel becomes exactly `listJudgesList`; an empty list gives the ' +
      'category back to every judge of the event. A judge sees, lists, scores and steps aside only in ' +
      'the categories they judge; scores a judge taken off the panel gave are kept (shown "off panel").',
    body: mapPanelBodySchema,
    responses: { 200: one, 400: fieldErrorsSchema, 404: detailSchema },
  },
  votingNow: {
    tag,
    method: 'POST',
    path: `${item}voting/`,
    access: ADMIN_ONLY,
    params: idParams,
    summary: 'Open or close audience voting now',
    description:
      'Ours (PRODUCT.md "Voting window"). `open`: voting opens now; a window that had already closed ' +
      'stays open for the default length (72 h). `close`: voting closes now, also for codes already ' +
      'verified. Audited; the dashboards hear of it.',
    body: votingNowBodySchema,
    responses: { 200: one, 400: fieldErrorsSchema, 404: detailSchema },
  },
  mapCategories: {
    tag,
    method: 'PUT',
    path: `${path}map-category/`,
    access: ADMIN_ONLY,
    summary: 'Map categories to an event (isAdd) or take them off it',
    description: 'A category its vehicles still sit in stays on the event (409).',
    body: mapCategoryBodySchema,
    responses: { 200: one, 400: fieldErrorsSchema, 404: detailSchema, 409: detailSchema },
  },
  one: {
    tag,
    method: 'GET',
    path: item,
    access: ADMIN_OR_JUDGE,
    summary: 'One event (a judge: only one they are mapped to)',
    params: idParams,
    responses: { 200: one, 400: fieldErrorsSchema, 404: detailSchema },
  },
  create: {
    tag,
    method: 'POST',
    path,
    access: ADMIN_ONLY,
    summary: 'Create an event with its categories and judges',
    body: eventRequestBodySchema,
    responses: { 201: one, 400: fieldErrorsSchema, 413: fieldErrorsSchema },
  },
  update: {
    tag,
    method: 'PUT',
    path: item,
    access: ADMIN_ONLY,
    summary: 'Change an event; its categories and judges become the lists sent',
    description: 'Without `b64Icon` (or with an empty one) the stored icon is kept.',
    params: idParams,
    body: eventRequestBodySchema,
    responses: { 200: one, 400: fieldErrorsSchema, 404: detailSchema, 409: detailSchema, 413: fieldErrorsSchema },
  },
  remove: {
    tag,
    method: 'DELETE',
    path: item,
    access: ADMIN_ONLY,
    summary: 'Delete an event',
    description: 'Refused (409) while vehicles or score entries are in it.',
    params: idParams,
    responses: { 204: deleted, 400: fieldErrorsSchema, 404: detailSchema, 409: detailSchema },
  },
  // SPEC §7 says only "event CRUD": a client may also put the id in the body or the query, as
  // SPEC's judge calls do (PUT /judges/ with the id, DELETE /judges/?intJudgeId=).
  updateByBody: {
    tag,
    method: 'PUT',
    path,
    access: ADMIN_ONLY,
    summary: 'Update an event named by `id` in the body',
    body: eventRequestBodyWithIdSchema,
    responses: { 200: one, 400: fieldErrorsSchema, 404: detailSchema, 409: detailSchema, 413: fieldErrorsSchema },
  },
  removeByQuery: {
    tag,
    method: 'DELETE',
    path,
    access: ADMIN_ONLY,
    summary: 'Delete the event named by ?id=',
    query: eventIdQuerySchema,
    responses: { 204: deleted, 400: fieldErrorsSchema, 404: detailSchema, 409: detailSchema },
  },
} as const satisfies Contract;
