import {
  judgeCreateFormSchema,
  judgeDeleteQuerySchema,
  judgeQuerySchema,
  judgeSavedSchema,
  judgeSchema,
  judgeUpdateFormSchema,
} from '../schemas/judge.ts';
import { dataOf, deleted, detailSchema, fieldErrorsSchema, idParams, listOf } from '../schemas/answers.ts';
import { ADMIN_ONLY, ADMIN_OR_JUDGE, type Contract } from './endpoint.ts';

const tag = 'judges';
const path = '/api/judges/';

/**
 * /api/judges/: the admin's judge catalogue (multipart forms with an optional photo) and the
 * judge record a tablet loads after login.
 */
export const judgesApi = {
  list: {
    tag,
    method: 'GET',
    path,
    access: ADMIN_OR_JUDGE,
    summary: 'List judges by name (page of 10, or all with header blnRemovePagination: true)',
    description:
      'intJudgeId: that judge only. A judge may list only themself, with their own intJudgeId (SPEC §4: the judge record is loaded by id).',
    query: judgeQuerySchema,
    responses: { 200: listOf(judgeSchema), 400: fieldErrorsSchema, 403: detailSchema },
  },
  one: {
    tag,
    method: 'GET',
    path: `${path}:id/`,
    access: ADMIN_OR_JUDGE,
    summary: 'One judge (a judge may read only their own record)',
    params: idParams,
    responses: { 200: dataOf(judgeSchema), 400: fieldErrorsSchema, 403: detailSchema, 404: detailSchema },
  },
  create: {
    tag,
    method: 'POST',
    path,
    access: ADMIN_ONLY,
    summary: 'Create a judge (multipart/form-data); a blank strPassword is generated and shown once',
    form: judgeCreateFormSchema,
    responses: { 201: judgeSavedSchema, 400: fieldErrorsSchema, 413: fieldErrorsSchema, 415: detailSchema },
  },
  update: {
    tag,
    method: 'PUT',
    path,
    access: ADMIN_ONLY,
    summary: 'Update a judge (multipart/form-data with intJudgeId); a blank strPassword keeps it',
    form: judgeUpdateFormSchema,
    responses: { 200: judgeSavedSchema, 400: fieldErrorsSchema, 404: detailSchema, 413: fieldErrorsSchema, 415: detailSchema },
  },
  remove: {
    tag,
    method: 'DELETE',
    path,
    access: ADMIN_ONLY,
    summary: 'Delete a judge with their photo, event mappings and sessions',
    query: judgeDeleteQuerySchema,
    responses: { 204: deleted, 400: fieldErrorsSchema, 404: detailSchema, 409: detailSchema },
  },
  resetPassword: {
    tag,
    method: 'POST',
    path: `${path}:id/reset-password/`,
    access: ADMIN_ONLY,
    summary: "Generate a new password for a judge (shown once, e-mailed over SMTP); signs the judge's tablets out",
    params: idParams,
    responses: { 200: judgeSavedSchema, 400: fieldErrorsSchema, 404: detailSchema },
  },
} as const satisfies Contract;
