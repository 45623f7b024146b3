import { VOTING } from '@showgrid/shared/limits';
import type { VoteFlag } from '@showgrid/shared/schemas/attendee';

/** What a flag is judged on: one vote, voided or not (a voided group stays visible as a group). */
export interface FlaggableVote {
  id: number;
  vehicleId: number;
  clientHash: string | null;
  createdAt: Date;
  /** It came from the inbox that entered its car through registration (issue 31). */
  ownCar?: boolean;
}

const BURST_MS = VOTING.burstMinutes * 60_000;

/**
 * The flags of each vote of an event (PRODUCT.md "Votes the organiser can audit"):
 * - `same-address`: its vehicle has VOTING.blocVotesPerAddress or more votes from its address;
 * - `burst`: it is one of VOTING.burstVotes or more votes for its vehicle within VOTING.burstMinutes;
 * - `own-car`: it came from the inbox that entered the car (`ownCar`).
 * Flags point the organiser at votes to look at; voiding stays their call.
 */
export function voteFlags(votes: readonly FlaggableVote[]): Map<number, VoteFlag[]> {
  const flags = new Map<number, Set<VoteFlag>>(votes.map((vote) => [vote.id, new Set()]));
  const add = (id: number, flag: VoteFlag) => flags.get(id)?.add(flag);

  const byAddress = new Map<string, FlaggableVote[]>();
  for (const vote of votes) {
    if (vote.clientHash === null) continue;
    const key = `${String(vote.vehicleId)}|${vote.clientHash}`;
    byAddress.set(key, [...(byAddress.get(key) ?? []), vote]);
  }
  for (const group of byAddress.values()) {
    if (group.length >= VOTING.blocVotesPerAddress) for (const vote of group) add(vote.id, 'same-address');
  }

  const byVehicle = new Map<number, FlaggableVote[]>();
  for (const vote of votes) byVehicle.set(vote.vehicleId, [...(byVehicle.get(vote.vehicleId) ?? []), vote]);
  for (const group of byVehicle.values()) {
    const sorted = [...group].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    // Each window of votes no more than BURST_MS apart, from each start: a big enough one flags all in it.
    let end = 0;
    for (let start = 0; start < sorted.length; start += 1) {
      const first = sorted[start];
      if (!first) break;
      end = Math.max(end, start);
      while (end + 1 < sorted.length && (sorted[end + 1]?.createdAt.getTime() ?? Infinity) - first.createdAt.getTime() <= BURST_MS)
        end += 1;
      if (end - start + 1 >= VOTING.burstVotes) for (const vote of sorted.slice(start, end + 1)) add(vote.id, 'burst');
    }
  }
  for (const vote of votes) if (vote.ownCar === true) add(vote.id, 'own-car');
  return new Map([...flags].map(([id, set]) => [id, [...set]]));
}
