import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attendeeApi } from '@showgrid/shared/contract/attendee';
import { VERIFY_FIRST_MESSAGE } from '@showgrid/shared/schemas/attendee';
import type { Db } from '../../db/client.ts';
import { clientKey } from '../../lib/client-address.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { routeOf } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { assertPlainAddress } from './email.ts';
import type { OtpService } from './otp-service.ts';
import { presentAudienceVehicle, presentVote, presentVoteAuditItem, presentVoteCount, presentVoteListItem } from './presenter.ts';
import { createAudienceRepository } from './repository.ts';
import { clearVoteCookie, setVoteCookie, voteToken } from './vote-cookie.ts';
import { VEHICLE_NOT_FOUND, VOTE_REGISTERED, type VotesService } from './votes-service.ts';

export interface AttendeeRoutesOptions {
  db: Db;
  otp: OtpService;
  votes: VotesService;
  now: () => Date;
  /** TIME_ZONE: the visitor's page words the voting window in the show's local time. */
  timeZone: string;
  /** The keyed hash a vote keeps of its client's address (never the address itself). */
  hashClient: (address: string) => string;
}

/** /api/attendee/: the audience page of a vehicle, the e-mail code, votes and their counts. */
export const attendeeRoutes: FastifyPluginAsyncZod<AttendeeRoutesOptions> = async (app, { db, otp, votes, now, timeZone, hashClient }) => {
  const audience = createAudienceRepository(db);

  app.route({
    ...routeOf(attendeeApi.vehicle),
    handler: async (request) => {
      const found = await audience.vehicleByUniqueId(request.params.uniqueId, now());
      if (!found) throw notFound(VEHICLE_NOT_FOUND);
      // SPEC's words, and a flag so the page can add that the entry is not complete yet.
      if (found === 'not-entered') throw new HttpError(404, { detail: VEHICLE_NOT_FOUND, blnNotEntered: true });
      return { data: presentAudienceVehicle(found, timeZone) };
    },
  });

  app.route({
    ...routeOf(attendeeApi.sendOtp),
    handler: async (request) => {
      const { email, intVehicleId } = request.body;
      assertPlainAddress(email);
      const beforeCode =
        intVehicleId === undefined
          ? undefined
          : async (canonical: string) => ({ alreadyVoted: await votes.votedBeforeCode(canonical, intVehicleId) });
      const { resendAfter } = await otp.send(email, clientKey(request.ip), beforeCode);
      return { detail: 'OTP Sent', intResendAfter: resendAfter };
    },
  });

  app.route({
    ...routeOf(attendeeApi.verifyOtp),
    handler: async (request, reply) => {
      const verification = await otp.verify(request.body.email, request.body.otp, clientKey(request.ip));
      setVoteCookie(request, reply, verification.token);
      return { detail: 'OTP Verified.', strVoteToken: verification.token, dtExpiresAt: verification.expiresAt.toISOString() };
    },
  });

  app.route({
    ...routeOf(attendeeApi.vote),
    handler: async (request, reply) => {
      const token = voteToken(request, request.body.strVoteToken);
      if (token === undefined) throw new HttpError(400, { strVoteToken: [VERIFY_FIRST_MESSAGE] });
      const vote = await votes.cast({ email: request.body.email, vehicleId: request.body.intVehicleId }, token, hashClient(request.ip));
      clearVoteCookie(request, reply);
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
