import {
  awardsLinkSchema,
  awardsParams,
  awardsSchema,
  awardsSharingSchema,
  awardsTokenParams,
  publishBodySchema,
  publishedResultsSchema,
} from '../schemas/awards.ts';
import { dataOf, deleted, detailSchema, fieldErrorsSchema } from '../schemas/answers.ts';
import { ADMIN_ONLY, type Contract } from './endpoint.ts';

const tag = 'awards';
const PUBLIC_READ = 'Served from a cache refreshed after each change; limited per client address (429 with retry-after).';
const event = '/api/awards/:eventId/';

/** The awards ceremony (ours, PRODUCT.md "Awards ceremony", ADR 028). */
export const awardsApi = {
  get: {
    tag,
    method: 'GET',
    path: event,
    access: ADMIN_ONLY,
    params: awardsParams,
    summary: 'What the awards screen shows: each category’s podium, the people’s choice, the judges’ picks',
    responses: { 200: dataOf(awardsSchema), 400: fieldErrorsSchema, 404: detailSchema },
  },
  createLink: {
    tag,
    method: 'POST',
    path: `${event}link/`,
    access: ADMIN_ONLY,
    params: awardsParams,
    summary: 'Make the awards screen’s read-only link (a new one replaces the old; audited)',
    responses: { 201: dataOf(awardsLinkSchema), 400: fieldErrorsSchema, 404: detailSchema },
  },
  revokeLink: {
    tag,
    method: 'DELETE',
    path: `${event}link/`,
    access: ADMIN_ONLY,
    params: awardsParams,
    summary: 'Revoke the read-only link: it stops working at once (audited)',
    responses: { 204: deleted, 400: fieldErrorsSchema, 404: detailSchema },
  },
  shared: {
    tag,
    method: 'GET',
    path: '/api/awards/shared/:token/',
    access: 'public',
    params: awardsTokenParams,
    summary: 'The awards screen through its read-only link',
    description: PUBLIC_READ,
    responses: { 200: dataOf(awardsSchema), 400: fieldErrorsSchema, 404: detailSchema, 429: detailSchema },
  },
  publish: {
    tag,
    method: 'PUT',
    path: `${event}publish/`,
    access: ADMIN_ONLY,
    params: awardsParams,
    summary: 'Publish the results for entrants at /results/{eventId}, or take them back (audited)',
    description: 'blnShowScores left out is false; blnShowJudges left out keeps what it was.',
    body: publishBodySchema,
    responses: { 200: dataOf(awardsSharingSchema), 400: fieldErrorsSchema, 404: detailSchema },
  },
  published: {
    tag,
    method: 'GET',
    path: `${event}published/`,
    access: 'public',
    params: awardsParams,
    summary:
      'The published results: winners per category and the people’s choice; scores, votes and the judges’ picks only if the organiser chose',
    description: `A figure the page does not show is left out of the answer (ADR 032). ${PUBLIC_READ}`,
    responses: { 200: dataOf(publishedResultsSchema), 400: fieldErrorsSchema, 404: detailSchema, 429: detailSchema },
  },
} as const satisfies Contract;
