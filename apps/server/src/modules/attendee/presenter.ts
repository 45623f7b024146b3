import type { z } from 'zod';
import type {
  AudienceVehicle,
  VoteAuditItem,
  VoteCount,
  VoteFlag,
  voteListItemSchema,
  voteSchema,
} from '@showgrid/shared/schemas/attendee';
import { vehicleNameOrRegistration } from '@showgrid/shared/vehicle-name';
import { mediaUrl } from '../media/repository.ts';
import { maskEmail } from './email.ts';
import type { AudienceVehicleRecord } from './repository.ts';
import type { CastVote, VoteRow, VoteTally } from './votes-repository.ts';

/** The audience's vehicle page and the votes in SPEC's names (ADR 002): the one place they are written. */

/** What a visitor sees of a vehicle: nothing about the owner, no documents; times in the show's zone (else the deployment's). */
export function presentAudienceVehicle(vehicle: AudienceVehicleRecord, deploymentZone: string): AudienceVehicle {
  return {
    intVehicleId: vehicle.id,
    intEventId: vehicle.eventId,
    strUniqueId: vehicle.uniqueId,
    strRegistrationNumber: vehicle.registrationNo,
    strVehicleName: vehicle.name,
    strCategoryName: vehicle.categoryName,
    strEventTitle: vehicle.eventTitle,
    strImage: mediaUrl(vehicle.imageId),
    blnVotingOpen: vehicle.voting.state === 'open',
    strVotingState: vehicle.voting.state,
    dtVotingOpensAt: vehicle.voting.opensAt.toISOString(),
    dtVotingClosesAt: vehicle.voting.closesAt.toISOString(),
    strTimeZone: vehicle.timeZone ?? deploymentZone,
    strLocale: vehicle.locale,
  };
}

export function presentVote(vote: CastVote): z.infer<typeof voteSchema> {
  return { id: vote.id, intEventId: vote.eventId, intVehicleId: vote.vehicleId, dtCreatedAt: vote.createdAt.toISOString() };
}

export const presentVoteCount = (tally: VoteTally): VoteCount => ({ intVehicleId: tally.vehicleId, numberOfVotes: tally.votes });

/** A vote as the admin's list shows it: the address masked. */
export function presentVoteListItem(row: VoteRow): z.infer<typeof voteListItemSchema> {
  return { id: row.id, intVehicleId: row.vehicleId, strEmailMasked: maskEmail(row.email), dtCreatedAt: row.createdAt.toISOString() };
}

/** A vote as the organiser's vote audit lists it: address masked, client hashed, flags. */
export function presentVoteAuditItem(row: {
  id: number;
  vehicleId: number;
  uniqueId: string | null;
  brand: string;
  model: string;
  registrationNo: string;
  email: string;
  createdAt: Date;
  clientHash: string | null;
  voidedAt: Date | null;
  voidReason: string | null;
  flags: VoteFlag[];
}): VoteAuditItem {
  return {
    id: row.id,
    intVehicleId: row.vehicleId,
    strVehicleId: row.uniqueId,
    strVehicleName: vehicleNameOrRegistration(row),
    strEmailMasked: maskEmail(row.email),
    dtCreatedAt: row.createdAt.toISOString(),
    strClientHash: row.clientHash,
    dtVoidedAt: row.voidedAt?.toISOString() ?? null,
    strVoidReason: row.voidReason,
    arrFlags: row.flags,
  };
}
