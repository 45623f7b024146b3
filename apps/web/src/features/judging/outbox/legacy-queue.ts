import { z } from 'zod';
import { API } from '@showgrid/shared/paths';
import { whenHydrated } from '../../../lib/persist-hydration';
import { isOwnedBy, useFailedRequestStore, type FailedRequest } from '../../../offline/failed-request-store';
import { useJudgeStore } from '../stores/judge-store';
import { byParameterId } from './sheet-state';

/** A score write as tablets before ADR 021 queued it in failed-requests-storage. */
const legacyScoreWriteSchema = z.object({
  intEventId: z.number(),
  intVehicleId: z.number(),
  strSpecialNote: z.string().catch(''),
  objParameterWiseScore: z.record(z.string(), z.number()),
  blnTopChoice: z.boolean().catch(false),
  dtEditedAt: z.string(),
});

const isScoreWrite = (request: FailedRequest) => request.url.startsWith(API.scoreEntries);

/**
 * Moves score writes an older release left in the failed-request queue into the judge store's
 * outbox, so a tablet updated in the middle of a show sends them once, by the one path. An entry
 * no newer than the score the tablet holds is dropped (the store has it, or a newer one).
 */
export async function adoptLegacyScoreWrites(): Promise<void> {
  await Promise.all([whenHydrated(useJudgeStore), whenHydrated(useFailedRequestStore)]);
  // Another judge's waits for that judge: it is theirs to send, with their session.
  const owner = useJudgeStore.getState().intJudgeId;
  const legacy = useFailedRequestStore.getState().requests.filter((request) => isScoreWrite(request) && isOwnedBy(request, owner));
  for (const request of legacy) {
    const write = legacyScoreWriteSchema.safeParse(request.data);
    if (write.success) adopt(write.data);
    useFailedRequestStore.getState().remove(request);
  }
}

function adopt(write: z.infer<typeof legacyScoreWriteSchema>): void {
  const { sheets, vehicles, applyToSheet } = useJudgeStore.getState();
  const held = sheets[write.intVehicleId];
  // The tablet already holds this edit (waiting, saved or refused) or a newer one.
  if (held && held.editedAt >= write.dtEditedAt) return;
  const categoryId = held?.intCategoryId ?? vehicles.find((vehicle) => vehicle.intVehicleId === write.intVehicleId)?.intCategoryId ?? 0;
  applyToSheet(write.intVehicleId, {
    type: 'edited',
    intEventId: write.intEventId,
    intCategoryId: categoryId,
    sheet: {
      scores: byParameterId(write.objParameterWiseScore),
      specialNote: write.strSpecialNote,
      chosen: write.blnTopChoice,
    },
    editedAt: write.dtEditedAt,
  });
}
