import toast from 'react-hot-toast';
import { API } from '@showgrid/shared/paths';
import type { ScoreEntry } from '@showgrid/shared/schemas/score';
import { ApiError } from '../../../lib/api-errors';
import { whenHydrated } from '../../../lib/persist-hydration';
import { isQueued, useFailedRequestStore } from '../../../offline/failed-request-store';
import { REFUSED_FALLBACK_MESSAGE } from '../../../offline/replay-queue';
import { getScoreEntries } from '../api/get-score-entries';
import { useJudgeStore } from '../stores/judge-store';
import { scoreWriteRequest, type ScoreWrite } from './score-request';
import { scoreRefused, scoreSent } from './score-sync';
import { sendOrQueue } from './send-or-queue';

/** A field's bad signal can hold a request for minutes; the refill then waits for the next reconnect. */
const FETCH_TIMEOUT_MS = 10_000;

let running: Promise<number> | null = null;

/**
 * PRODUCT "Offline judging": after a reconnect the tablet compares the scores its judge gave with
 * the server's and re-sends those the server lacks or holds an older edit of (a server restored from
 * a backup lost them). One pass at a time; resolves to the number of writes it re-sent or queued.
 */
export function refillScores(): Promise<number> {
  running ??= refillAll().finally(() => {
    running = null;
  });
  return running;
}

async function refillAll(): Promise<number> {
  await Promise.all([whenHydrated(useJudgeStore), whenHydrated(useFailedRequestStore)]);
  const eventIds = new Set(Object.values(useJudgeStore.getState().edits).map((edit) => edit.intEventId));
  let resent = 0;
  let networkDown = false;
  for (const eventId of eventIds) {
    const entries = await fetchEntries(eventId);
    if (entries === 'offline') break;
    // Refused (say, no longer mapped to the event): nothing to compare with.
    if (entries === 'refused') continue;
    const kept = new Map(entries.map((entry) => [entry.intVehicleId, entry]));
    for (const vehicleId of vehiclesOf(eventId)) {
      const write = lackingWrite(vehicleId, kept.get(vehicleId));
      if (!write) continue;
      resent += 1;
      const request = scoreWriteRequest(write);
      const stillWanted = () => useJudgeStore.getState().edits[vehicleId]?.dtEditedAt === write.dtEditedAt;
      // The rest would fail the same way: straight to the queue, which retries every 3000 ms.
      if (networkDown) {
        useFailedRequestStore.getState().enqueue(request);
        continue;
      }
      const result = await sendOrQueue(request, { stillWanted });
      if (result.kind === 'queued') networkDown = true;
      // A newer edit came while this one was on its way: that edit's own write reports on it.
      if (!stillWanted()) continue;
      if (result.kind === 'sent') scoreSent(vehicleId, result.body, { dropQueued: false });
      if (result.kind === 'refused') {
        scoreRefused(vehicleId, result.error);
        toast.error(result.error.firstMessage ?? REFUSED_FALLBACK_MESSAGE);
      }
    }
  }
  return resent;
}

async function fetchEntries(eventId: number): Promise<ScoreEntry[] | 'offline' | 'refused'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), FETCH_TIMEOUT_MS);
  });
  try {
    return await Promise.race([getScoreEntries(eventId), timeout]);
  } catch (error) {
    return error instanceof ApiError ? 'refused' : 'offline';
  } finally {
    clearTimeout(timer);
  }
}

function vehiclesOf(eventId: number): number[] {
  return Object.entries(useJudgeStore.getState().edits)
    .filter(([, edit]) => edit.intEventId === eventId)
    .map(([vehicleId]) => Number(vehicleId));
}

/**
 * The score to send again, read afresh just before sending, or null: the server has this edit or a
 * newer one, the server refused it, the judge stepped aside, or a write of it is already queued.
 * A 'pending' edit with nothing queued is one whose send a closed tab cut short, so it goes too.
 */
function lackingWrite(vehicleId: number, kept: ScoreEntry | undefined): ScoreWrite | null {
  const state = useJudgeStore.getState();
  const edit = state.edits[vehicleId];
  const scores = state.scores[vehicleId];
  if (!edit || !scores || edit.sync === 'refused' || state.recusedIds.includes(vehicleId)) return null;
  if (isQueued(useFailedRequestStore.getState().requests, vehicleId, API.scoreEntries)) return null;
  if (kept && Date.parse(kept.dtEditedAt) >= Date.parse(edit.dtEditedAt)) return null;
  return {
    intEventId: edit.intEventId,
    intVehicleId: vehicleId,
    scores,
    specialNote: state.specialNotes[vehicleId] ?? '',
    chosen: state.chosenIds.includes(vehicleId),
    dtEditedAt: edit.dtEditedAt,
    strDeviceId: state.strDeviceId,
  };
}
