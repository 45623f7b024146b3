import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@showgrid/shared/paths';
import { idSchema } from '@showgrid/shared/schemas/fields';
import {
  audienceVehicleSchema,
  sendOtpAnswerSchema,
  sendOtpBodySchema,
  VERIFY_FIRST_MESSAGE,
  verifyOtpAnswerSchema,
  verifyOtpBodySchema,
  voteBodySchema,
  voteCountQuerySchema,
  voteCountSchema,
  voteListItemSchema,
  voteListQuerySchema,
  voteSchema,
} from '@showgrid/shared/schemas/attendee';
import { dataOf, detailSchema, fieldErrorsSchema } from '@showgrid/shared/schemas/answers';
import type { Db } from '../../db/client.ts';
import { clientKey } from '../../lib/client-address.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { ADMIN_ONLY, currentUser } from '../../plugins/auth.ts';
import { assertPlainAddress } from './email.ts';
import type { OtpService } from './otp-service.ts';
import { presentAudienceVehicle, presentVote, presentVoteCount, presentVoteListItem } from './presenter.ts';
import { createAudienceRepository } from './repository.ts';
import { clearVoteCookie, setVoteCookie, voteToken } from './vote-cookie.ts';
import { VEHICLE_NOT_FOUND, VOTE_REGISTERED, type VotesService } from './votes-service.ts';

export interface AttendeeRoutesOptions {
  db: Db;
  otp: OtpService;
  votes: VotesService;
  now: () => Date;
}

const tags = ['attendee'];

/** /api/attendee/: the audience page of a vehicle, the e-mail code, votes and their counts. */
export const attendeeRoutes: FastifyPluginAsyncZod<AttendeeRoutesOptions> = async (app, { db, otp, votes, now }) => {
  const audience = createAudienceRepository(db);

  app.get(
    '/api/attendee/vehicle/:uniqueId/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The vehicle behind a windscreen card, for visitors (no owner, no documents)',
        description: 'The vehicle with that id at the event nearest to now, if it is Paid; blnVotingOpen says whether votes are taken now.',
        params: z.object({ uniqueId: z.string().trim().min(1).max(100) }),
        response: { 200: dataOf(audienceVehicleSchema), 404: detailSchema },
      },
    },
    async (request) => {
      const found = await audience.vehicleByUniqueId(request.params.uniqueId, now());
      if (!found) throw notFound(VEHICLE_NOT_FOUND);
      return { data: presentAudienceVehicle(found) };
    },
  );

  app.post(
    API.sendOtp,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'E-mail a one-time voting code',
        description:
          'A new code replaces the older one. Codes and limits are per inbox (x+1@gmail.com is x@gmail.com); the mail goes to ' +
          'the address typed. Refused (429, keyed email, retry-after) within 30 s of the last code and past 5 codes an hour or ' +
          '10 a day per inbox; 429 { detail } past the per-address limit of the client; 502 when the mail server refuses. ' +
          'With the optional intVehicleId: 409 keyed email when the inbox already voted at that vehicle’s event, 404 or 400 ' +
          'keyed intVehicleId when that vehicle takes no votes now; no code is sent then.',
        body: sendOtpBodySchema,
        response: { 200: sendOtpAnswerSchema, 400: fieldErrorsSchema, 404: fieldErrorsSchema, 409: fieldErrorsSchema, 429: fieldErrorsSchema, 502: fieldErrorsSchema },
      },
    },
    async (request) => {
      const { email, intVehicleId } = request.body;
      assertPlainAddress(email);
      const beforeCode = intVehicleId === undefined ? undefined : (canonical: string) => votes.assertMayVote(canonical, intVehicleId);
      const { resendAfter } = await otp.send(email, clientKey(request.ip), beforeCode);
      return { detail: 'OTP Sent', intResendAfter: resendAfter };
    },
  );

  app.post(
    API.verifyOtp,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Check a one-time code; answers a token that lets this address vote once, for 15 minutes',
        description:
          'Wrong, expired or burnt (5 wrong tries) codes are 400 keyed otp; no code for the address is 400 keyed email. ' +
          'The token is also set as an HttpOnly, SameSite=Strict cookie under /api/attendee/, for a vote that sends only SPEC’s fields.',
        body: verifyOtpBodySchema,
        response: { 200: verifyOtpAnswerSchema, 400: fieldErrorsSchema, 429: fieldErrorsSchema },
      },
    },
    async (request, reply) => {
      const verification = await otp.verify(request.body.email, request.body.otp, clientKey(request.ip));
      setVoteCookie(request, reply, verification.token);
      return { detail: 'OTP Verified.', strVoteToken: verification.token, dtExpiresAt: verification.expiresAt.toISOString() };
    },
  );

  app.post(
    API.votes,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Cast the one vote of a verified address at a vehicle’s event',
        description:
          'Needs a verification of the same address: its strVoteToken in the body, or (SPEC’s body) the cookie verify-otp ' +
          'set; the body wins. A second vote at the same event is 409 keyed intVehicleId and the first is kept; an unknown ' +
          'or unpaid vehicle is 404, an event not open for voting 400. A vote clears the cookie.',
        body: voteBodySchema,
        response: { 201: z.object({ detail: z.string(), data: voteSchema }), 400: fieldErrorsSchema, 404: fieldErrorsSchema, 409: fieldErrorsSchema },
      },
    },
    async (request, reply) => {
      const token = voteToken(request, request.body.strVoteToken);
      if (token === undefined) throw new HttpError(400, { strVoteToken: [VERIFY_FIRST_MESSAGE] });
      const vote = await votes.cast(request.body, token);
      clearVoteCookie(request, reply);
      return reply.code(201).send({ detail: VOTE_REGISTERED, data: presentVote(vote) });
    },
  );

  app.get(
    API.votes,
    {
      config: { access: ADMIN_ONLY },
      schema: {
        tags,
        summary: 'Audience votes per vehicle of an event (vehicles with votes only; voided votes not counted)',
        querystring: voteCountQuerySchema,
        response: { 200: dataOf(z.array(voteCountSchema)) },
      },
    },
    async (request) => ({ data: (await votes.counts(request.query.intEventId, request.query.intVehicleId)).map(presentVoteCount) }),
  );

  app.get(
    API.voteList,
    {
      config: { access: ADMIN_ONLY },
      schema: {
        tags,
        summary: 'The votes of one vehicle, newest first, e-mails masked',
        querystring: voteListQuerySchema,
        response: { 200: dataOf(z.array(voteListItemSchema)) },
      },
    },
    async (request) => ({ data: (await votes.list(request.query.intEventId, request.query.intVehicleId)).map(presentVoteListItem) }),
  );

  app.delete(
    `${API.votes}:id/`,
    {
      config: { access: ADMIN_ONLY },
      schema: {
        tags,
        summary: 'Void a vote (audited): it stops counting; the address still has had its vote at that event',
        params: z.object({ id: idSchema }),
        response: { 204: z.null().describe('Voided'), 404: detailSchema },
      },
    },
    async (request, reply) => {
      await votes.void(currentUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
