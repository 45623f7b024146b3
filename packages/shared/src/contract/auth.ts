import {
  loginBodySchema,
  logoutBodySchema,
  meLanguageBodySchema,
  meSchema,
  refreshBodySchema,
  refreshResponseSchema,
  tokenPairSchema,
} from '../schemas/auth.ts';
import { dataOf, deleted, detailSchema, fieldErrorsSchema } from '../schemas/answers.ts';
import { ROLES } from '../roles.ts';
import type { Contract } from './endpoint.ts';

const tag = 'auth';

/** /api/auth/: signing in and out (SPEC §3, ADR 003). */
export const authApi = {
  token: {
    tag,
    method: 'POST',
    path: '/api/auth/token/',
    access: 'public',
    summary: 'Sign in: a token pair for an e-mail address and password',
    description:
      'Sets the device cookie that keeps this browser on its own sign-in limit (ADR 016). Refused with 429 ' +
      '(Retry-After) after too many failed attempts, and with 503 (Retry-After) while the server is busy checking passwords.',
    body: loginBodySchema,
    responses: { 200: tokenPairSchema, 400: fieldErrorsSchema, 401: detailSchema, 429: detailSchema, 503: detailSchema },
  },
  refresh: {
    tag,
    method: 'POST',
    path: '/api/auth/token/refresh/',
    access: 'public',
    summary: 'A new access token for a refresh token',
    description: 'Answers the rotated refresh token beside `access` (ADR 003).',
    body: refreshBodySchema,
    responses: { 200: refreshResponseSchema, 400: fieldErrorsSchema, 401: detailSchema },
  },
  logout: {
    tag,
    method: 'POST',
    path: '/api/auth/logout/',
    // Public on purpose: holding the refresh token is proof enough to end its session,
    // and a tablet whose access token expired must still be able to sign out.
    access: 'public',
    summary: "Sign out: revoke the refresh token's session",
    body: logoutBodySchema.optional(),
    responses: { 204: deleted, 400: fieldErrorsSchema },
  },
  me: {
    tag,
    method: 'GET',
    path: '/api/auth/me/',
    access: ROLES,
    summary: 'The signed-in user',
    description: 'strLocale (ours, issue 33): the language they chose for the app, or null.',
    responses: { 200: dataOf(meSchema), 404: detailSchema },
  },
  language: {
    tag,
    method: 'PUT',
    path: '/api/auth/me/',
    access: ROLES,
    summary: 'Ours (issue 33): keep the signed-in person’s own language on their account (null: the device’s)',
    body: meLanguageBodySchema,
    responses: { 200: dataOf(meSchema), 400: fieldErrorsSchema, 404: detailSchema },
  },
} as const satisfies Contract;
