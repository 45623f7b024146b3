import { requestLocale } from '../../lib/i18n.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attendeeApi } from '@showgrid/shared/contract/attendee';
import { VERIFY_FIRST_MESSAGE } from '@showgrid/shared/schemas/attendee';
import { HttpError } from '../../lib/http-errors.ts';
import { routeOf } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { presentAudienceVehicle, presentVote, presentVoteAuditItem, presentVoteCount, presentVoteListItem } from './presenter.ts';
import { clearVoteCookie, setVoteCookie, setVotedCookie, voteToken } from './vote-cookie.ts';
import type { AudienceFlow } from './audience-flow.ts';
import { VOTE_REGISTERED, type VotesService } from './votes-service.ts';

export interface AttendeeRoutesOptions {
  flow: AudienceFlow;
  votes: VotesService;
  /** TIME_ZONE: the visitor's page words the voting window in the show's local time. */
  timeZone: string;
}

/** /api/attendee/: the audience page of a vehicle, the e-mail code, votes and their counts. */
export const attendeeRoutes: FastifyPluginAsyncZod<AttendeeRoutesOptions> = async (app, { flow, votes, timeZone }) => {
  app.route({
    ...routeOf(attendeeApi.vehicle),
    // SPEC's words on a 404, and a flag so the page can add that the entry is not complete yet.
    handler: async (request) => ({ data: presentAudienceVehicle(await flow.vehicle(request.params.uniqueId), timeZone) }),
  });

  app.route({
    ...routeOf(attendeeApi.sendOtp),
    handler: async (request) => {
      const { resendAfter } = await flow.sendCode(request.body.email, request.body.intVehicleId, request.ip, requestLocale(request));
      return { detail: 'OTP Sent', intResendAfter: resendAfter };
    },
  });

  app.route({
    ...routeOf(attendeeApi.verifyOtp),
    handler: async (request, reply) => {
      const verification = await flow.verifyCode(request.body.email, request.body.otp, request.ip);
      setVoteCookie(request, reply, verification.token);
      return { detail: 'OTP Verified.', strVoteToken: verification.token, dtExpiresAt: verification.expiresAt.toISOString() };
    },
  });

  app.route({
    ...routeOf(attendeeApi.vote),
    handler: async (request, reply) => {
      const token = voteToken(request, request.body.strVoteToken);
      if (token === undefined) throw new HttpError(400, { strVoteToken: [VERIFY_FIRST_MESSAGE] });
      const vote = await flow.castVote(request.body.email, request.body.intVehicleId, token, request.ip);
      clearVoteCookie(request, reply);
      setVotedCookie(request, reply, vote.vehicleId);
      return reply.code(201).send({ detail: VOTE_REGISTERED, data: presentVote(vote) });
    },
  });

  app.route({
    ...routeOf(attendeeApi.counts),
    handler: async (request) => ({
      data: (await votes.counts(request.query.intEventId, request.query.intVehicleId)).map(presentVoteCount),
    }),
  });

  app.route({
    ...routeOf(attendeeApi.list),
    handler: async (request) => ({
      data: (await votes.list(request.query.intEventId, request.query.intVehicleId)).map(presentVoteListItem),
    }),
  });

  app.route({
    ...routeOf(attendeeApi.voidVote),
    handler: async (request, reply) => {
      await votes.void(currentUser(request).id, request.params.id, request.query.strReason ?? '');
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(attendeeApi.eventVotes),
    handler: async (request) => ({ data: (await votes.ofEvent(request.query.intEventId)).map(presentVoteAuditItem) }),
  });
};
