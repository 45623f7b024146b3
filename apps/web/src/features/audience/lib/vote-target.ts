import { z } from 'zod';

/**
 * The vehicle a visitor is voting for, carried from its page to /audience/verify in the
 * navigation state (SPEC §2), which the browser keeps across a reload.
 */
export const voteTargetSchema = z.object({
  intVehicleId: z.number().int().positive(),
  strVehicleName: z.string(),
  strUniqueId: z.string(),
});

export type VoteTarget = z.infer<typeof voteTargetSchema>;

export function readVoteTarget(state: unknown): VoteTarget | null {
  const parsed = voteTargetSchema.safeParse(state);
  return parsed.success ? parsed.data : null;
}
