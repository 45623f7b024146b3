import { z } from 'zod';
import {
  audienceVehicleParamsSchema,
  audienceVehicleSchema,
  notFoundVehicleSchema,
  sendOtpAnswerSchema,
  sendOtpBodySchema,
  verifyOtpAnswerSchema,
  verifyOtpBodySchema,
  voteBodySchema,
  voteCountQuerySchema,
  voteCountSchema,
  voteListItemSchema,
  voteListQuerySchema,
  voteSchema,
  eventVotesQuerySchema,
  voteAuditItemSchema,
  voidVoteQuerySchema,
} from '../schemas/attendee.ts';
import { dataOf, deleted, detailSchema, fieldErrorsSchema, idParams } from '../schemas/answers.ts';
import { ADMIN_ONLY, type Contract } from './endpoint.ts';

const tag = 'attendee';
const votes = '/api/attendee/attendee-vote/';

/** /api/attendee/: the audience page of a vehicle, the e-mail code, votes and their counts. */
export const attendeeApi = {
  vehicle: {
    tag,
    method: 'GET',
    path: '/api/attendee/vehicle/:uniqueId/',
    access: 'public',
    summary: 'The vehicle behind a windscreen card, for visitors (no owner, no documents)',
    description:
      'The vehicle with that id at the event nearest to now, if it is Paid; blnVotingOpen says whether votes are taken now. ' +
      'A card whose vehicle is not Paid yet answers 404 with blnNotEntered.',
    params: audienceVehicleParamsSchema,
    responses: { 200: dataOf(audienceVehicleSchema), 400: fieldErrorsSchema, 404: notFoundVehicleSchema },
  },
  sendOtp: {
    tag,
    method: 'POST',
    path: '/api/attendee/send-email-otp/',
    access: 'public',
    summary: 'E-mail a one-time voting code',
    description:
      'A new code replaces the older one. Codes and limits are per inbox (x+1@gmail.com is x@gmail.com); the mail goes to ' +
      'the address typed. Refused (429, keyed email, retry-after) within 30 s of the last code and past 5 codes an hour or ' +
      '10 a day per inbox; 429 { detail } past the per-address limit of the client; 502 when the mail server refuses. ' +
      'With the optional intVehicleId: 404 or 400 keyed intVehicleId when that vehicle takes no votes now (no code is sent ' +
      'then). Whether the inbox already voted at that vehicle’s event is never in this answer: the mail says it, and so ' +
      'does the vote once the code is verified (ADR 032).',
    body: sendOtpBodySchema,
    responses: {
      200: sendOtpAnswerSchema,
      400: fieldErrorsSchema,
      404: fieldErrorsSchema,
      409: fieldErrorsSchema,
      429: fieldErrorsSchema,
      502: fieldErrorsSchema,
    },
  },
  verifyOtp: {
    tag,
    method: 'POST',
    path: '/api/attendee/verify-otp/',
    access: 'public',
    summary: 'Check a one-time code; answers a token that lets this address vote once, for 15 minutes',
    description:
      'Wrong, expired or burnt (5 wrong tries) codes are 400 keyed otp; no code for the address is 400 keyed email. ' +
      'The token is also set as an HttpOnly, SameSite=Strict cookie under /api/attendee/, for a vote that sends only SPEC’s fields.',
    body: verifyOtpBodySchema,
    responses: { 200: verifyOtpAnswerSchema, 400: fieldErrorsSchema, 429: fieldErrorsSchema },
  },
  vote: {
    tag,
    method: 'POST',
    path: votes,
    access: 'public',
    summary: 'Cast the one vote of a verified address at a vehicle’s event',
    description:
      'Needs a verification of the same address: its strVoteToken in the body, or (SPEC’s body) the cookie verify-otp ' +
      'set; the body wins. A second vote at the same event is 409 keyed intVehicleId and the first is kept; an unknown ' +
      'or unpaid vehicle is 404, an event not open for voting 400. A vote clears the cookie.',
    body: voteBodySchema,
    responses: {
      201: dataOf(voteSchema).extend({ detail: z.string() }),
      400: fieldErrorsSchema,
      404: fieldErrorsSchema,
      409: fieldErrorsSchema,
    },
  },
  counts: {
    tag,
    method: 'GET',
    path: votes,
    access: ADMIN_ONLY,
    summary: 'Audience votes per vehicle of an event (vehicles with votes only; voided votes not counted)',
    query: voteCountQuerySchema,
    responses: { 200: dataOf(z.array(voteCountSchema)), 400: fieldErrorsSchema },
  },
  list: {
    tag,
    method: 'GET',
    path: `${votes}list/`,
    access: ADMIN_ONLY,
    summary: 'The votes of one vehicle, newest first, e-mails masked',
    query: voteListQuerySchema,
    responses: { 200: dataOf(z.array(voteListItemSchema)), 400: fieldErrorsSchema },
  },
  eventVotes: {
    tag,
    method: 'GET',
    path: `${votes}event/`,
    access: ADMIN_ONLY,
    summary: 'Every vote of an event for the organiser’s audit: newest first, e-mails masked, address hashed, flags',
    description:
      'Ours (PRODUCT.md "Votes the organiser can audit"). `same-address`: the vehicle has ' +
      'VOTING.blocVotesPerAddress or more votes from that address; `burst`: VOTING.burstVotes or more ' +
      'votes for the vehicle within VOTING.burstMinutes. Voided votes are listed with their reason.',
    query: eventVotesQuerySchema,
    responses: { 200: dataOf(z.array(voteAuditItemSchema)), 400: fieldErrorsSchema, 404: detailSchema },
  },
  voidVote: {
    tag,
    method: 'DELETE',
    path: `${votes}:id/`,
    access: ADMIN_ONLY,
    summary: 'Void a vote (audited): it stops counting; the address still has had its vote at that event',
    description: '`strReason` (ours, optional): why, kept with the vote and in the audit log.',
    params: idParams,
    query: voidVoteQuerySchema,
    responses: { 204: deleted.describe('Voided'), 404: detailSchema },
  },
} as const satisfies Contract;
