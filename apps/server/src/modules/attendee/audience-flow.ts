import type { Locale } from '@showgrid/shared/locales';
import { clientKey } from '../../lib/client-address.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { assertPlainAddress } from './email.ts';
import type { OtpService } from './otp-service.ts';
import type { createAudienceRepository } from './repository.ts';
import { VEHICLE_NOT_FOUND, type VotesService } from './votes-service.ts';

export interface AudienceFlowDeps {
  audience: ReturnType<typeof createAudienceRepository>;
  otp: OtpService;
  votes: VotesService;
  now: () => Date;
  /** The keyed hash a vote keeps of its client's address (never the address itself). */
  hashClient: (address: string) => string;
}

/**
 * The visitor's steps, one rule for both doors: the JSON API (routes.ts, SPEC §7) and the
 * server-rendered pages' forms (public-pages/, issue 32). Same checks, same limits, same words.
 */
export function createAudienceFlow({ audience, otp, votes, now, hashClient }: AudienceFlowDeps) {
  return {
    /** The vehicle behind a card; SPEC's 404, with blnNotEntered while it is not Paid yet. */
    async vehicle(uniqueId: string) {
      const found = await audience.vehicleByUniqueId(uniqueId, now());
      if (!found) throw notFound(VEHICLE_NOT_FOUND);
      if (found === 'not-entered') throw new HttpError(404, { detail: VEHICLE_NOT_FOUND, blnNotEntered: true });
      return found;
    },

    /** Sends a code; with the vehicle, none while it takes no votes (the vote itself says whether this address voted). */
    async sendCode(email: string, intVehicleId: number | undefined, ip: string, locale?: Locale) {
      assertPlainAddress(email);
      // The mail in the visitor's language; with the vehicle, whether this inbox voted there already.
      const beforeCode = async (canonical: string) => ({
        locale,
        alreadyVoted: intVehicleId === undefined ? undefined : await votes.votedBeforeCode(canonical, intVehicleId),
      });
      return otp.send(email, clientKey(ip), beforeCode);
    },

    verifyCode: (email: string, code: string, ip: string) => otp.verify(email, code, clientKey(ip)),

    castVote: (email: string, vehicleId: number, token: string, ip: string) => votes.cast({ email, vehicleId }, token, hashClient(ip)),
  };
}

export type AudienceFlow = ReturnType<typeof createAudienceFlow>;
