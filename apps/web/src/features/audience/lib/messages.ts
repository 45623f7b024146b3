import { AUDIENCE_MESSAGES, sendFailureOf, verifyFailureOf, voteFailureOf } from '@showgrid/shared/public-pages';
import { ApiError } from '../../../lib/api-errors';

/** SPEC §8 wording of the audience flow, one list for these pages and the server-rendered ones (public-pages.ts). */
export const MESSAGES = AUDIENCE_MESSAGES;

const bodyOf = (error: unknown) => (error instanceof ApiError ? error.body : undefined);

/** A refused send, verify or vote, worded by the shared rules from what the server answered. */
export const sendFailureMessage = (error: unknown) => sendFailureOf(bodyOf(error));
export const verifyFailureMessage = (error: unknown) => verifyFailureOf(bodyOf(error));
export const voteFailureMessage = (error: unknown) => voteFailureOf(bodyOf(error));
