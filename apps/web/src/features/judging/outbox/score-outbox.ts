import { scoreEntriesApi } from '@showgrid/shared/contract/scores';
import { scoreConflictAnswerSchema, type ScoreEntry, type ScoreEntryBody } from '@showgrid/shared/schemas/score';
import { callApi } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-errors';
import { whenHydrated } from '../../../lib/persist-hydration';
import { inScreensLanguage } from '../../../lib/screen-words';
import { showErrorMessage } from '../../../lib/show-error';
import { createLane } from '../../../offline/outbox/lanes';
import { refusalMessage, SEND_TIMEOUT_MS } from '../../../offline/outbox/retry-rule';
import { getScoreEntries } from '../api/get-score-entries';
import { useJudgeStore, type JudgeVehicle } from '../stores/judge-store';
import { adoptLegacyScoreWrites } from './legacy-queue';
import type { ScoreSheet, VehicleScore } from './sheet-state';

/** How a score reaches the server; injected so tests and other front ends can bring their own. */
export interface ScoreTransport {
  /** POST /api/score-entry/: resolves on 2xx, rejects with an ApiError or a network error. */
  save: (body: ScoreEntryBody, signal: AbortSignal) => Promise<unknown>;
  /** This judge's entries in an event. */
  entries: (eventId: number) => Promise<ScoreEntry[]>;
}

export interface Clock {
  now: () => Date;
}

/** What became of the judge's submit: on the server, waiting on the tablet, or refused for good. */
export type SubmitOutcome = { kind: 'sent' } | { kind: 'waiting' } | { kind: 'refused'; error: ApiError };

/** A score waiting to be sent: the vehicle and the record as it was when the pass read it. */
interface WaitingScore {
  vehicleId: number;
  score: VehicleScore;
}

interface OutboxOptions {
  transport: ScoreTransport;
  clock: Clock;
  /** A field's bad signal can hold a request for minutes; past this the score waits for the next try. */
  timeoutMs?: number;
}

/** The body of POST /api/score-entry/ (SPEC §7 names). Always a POST: the server upserts on (event, vehicle, judge). */
export function scoreEntryBody(vehicleId: number, score: VehicleScore, deviceId: string): ScoreEntryBody {
  const body: ScoreEntryBody = {
    intEventId: score.intEventId,
    intVehicleId: vehicleId,
    strSpecialNote: score.sheet.specialNote,
    objParameterWiseScore: Object.fromEntries(Object.entries(score.sheet.scores)),
    blnTopChoice: score.sheet.chosen,
    dtEditedAt: score.editedAt,
    strDeviceId: deviceId,
  };
  // A deduction sheet (ADR 029) names every parameter, an empty list scoring the limit: the server
  // works each score out from them, so the tablet and the server cannot disagree on one.
  const { deductions } = score.sheet;
  if (deductions) body.objParameterWiseDeductions = Object.fromEntries(Object.entries(deductions));
  return body;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The scores lane of the one outbox (ADR 021, ADR 030; PRODUCT "Offline judging"): the judge
 * store's per-vehicle records are what waits; the outbox sends them under its one rule. A score
 * leaves on a 2xx, or on a definitive refusal (shown to the judge and kept as refused; on 409 the
 * server's newer entry is taken); on a network error, a timeout, 401 (after the client's refresh),
 * 408, 429 or 5xx it waits for the next pass (every 3000 ms, and at once after a reconnect).
 */
export function createScoreOutbox({ transport, clock, timeoutMs }: OutboxOptions) {
  const store = useJudgeStore;
  let refilling: Promise<number> | null = null;

  async function ready(): Promise<void> {
    await whenHydrated(store);
    await adoptLegacyScoreWrites();
  }

  /** A refusal of the edit the tablet still holds is shown; one of an older edit is moot. */
  function refused({ vehicleId, score }: WaitingScore, error: ApiError): void {
    const current = store.getState().sheets[vehicleId];
    if (current?.editedAt !== score.editedAt) return;
    const conflict = error.status === 409 ? scoreConflictAnswerSchema.safeParse(error.body) : null;
    const message = refusalMessage(error);
    if (conflict?.success) {
      store.getState().applyToSheet(vehicleId, { type: 'adopted', entry: conflict.data.data, intCategoryId: current.intCategoryId });
    } else {
      store.getState().applyToSheet(vehicleId, { type: 'refused', editedAt: score.editedAt, message });
    }
    // Kept as the server said it (or the English fallback); shown in the judge's language.
    showErrorMessage(inScreensLanguage(message));
  }

  /** The score of a vehicle as it waits now, or null: sent meanwhile, or stepped aside from. */
  function waitingNow(vehicleId: number): WaitingScore | null {
    const { sheets, recusedIds } = store.getState();
    const score = sheets[vehicleId];
    return score?.state === 'pending' && !recusedIds.includes(vehicleId) ? { vehicleId, score } : null;
  }

  const lane = createLane<WaitingScore>({
    name: 'scores',
    ready,
    // Oldest edit first; a vehicle stepped aside from waits until the step-aside is withdrawn.
    waiting: () =>
      Object.keys(store.getState().sheets)
        .flatMap((id) => waitingNow(Number(id)) ?? [])
        .sort((a, b) => a.score.editedAt.localeCompare(b.score.editedAt)),
    // Read afresh: the judge may have edited it while the pass was sending another.
    fresh: ({ vehicleId }) => waitingNow(vehicleId),
    keyOf: ({ vehicleId, score }) => `${String(vehicleId)}@${score.editedAt}`,
    send: ({ vehicleId, score }, signal) => transport.save(scoreEntryBody(vehicleId, score, store.getState().strDeviceId), signal),
    settle: (item, outcome) => {
      if (outcome.kind === 'sent') store.getState().applyToSheet(item.vehicleId, { type: 'sent', editedAt: item.score.editedAt });
      if (outcome.kind === 'refused') refused(item, outcome.error);
    },
    timeoutMs,
  });

  /** Marks the saved scores the server lacks, or holds an older edit of, as waiting again. */
  async function refillAll(): Promise<number> {
    await ready();
    const eventIds = new Set(Object.values(store.getState().sheets).map((score) => score.intEventId));
    let lost = 0;
    for (const eventId of eventIds) {
      let entries: ScoreEntry[];
      try {
        entries = await withTimeout(transport.entries(eventId), timeoutMs ?? SEND_TIMEOUT_MS);
      } catch (error) {
        // Refused (say, no longer mapped to the event): nothing to compare with.
        if (error instanceof ApiError) continue;
        break;
      }
      const kept = new Map(entries.map((entry) => [entry.intVehicleId, entry]));
      const { sheets, recusedIds, applyToSheet } = store.getState();
      for (const [id, score] of Object.entries(sheets)) {
        const vehicleId = Number(id);
        if (score.intEventId !== eventId || score.state !== 'saved' || recusedIds.includes(vehicleId)) continue;
        const server = kept.get(vehicleId);
        if (server && Date.parse(server.dtEditedAt) >= Date.parse(score.editedAt)) continue;
        applyToSheet(vehicleId, { type: 'lost', editedAt: score.editedAt });
        lost += 1;
      }
    }
    await lane.flush();
    return lost;
  }

  return {
    /** Keeps the judge's sheet on the tablet, then tries to send it at once. */
    async submit(vehicle: JudgeVehicle, sheet: ScoreSheet): Promise<SubmitOutcome> {
      await ready();
      const editedAt = clock.now().toISOString();
      const { applyToSheet } = store.getState();
      applyToSheet(vehicle.intVehicleId, {
        type: 'edited',
        intEventId: vehicle.intEventId,
        intCategoryId: vehicle.intCategoryId,
        sheet,
        editedAt,
      });
      const waiting = waitingNow(vehicle.intVehicleId);
      if (!waiting) return { kind: 'waiting' };
      const outcome = await lane.deliver(waiting);
      if (outcome.kind === 'sent') return { kind: 'sent' };
      return outcome.kind === 'refused' ? { kind: 'refused', error: outcome.error } : { kind: 'waiting' };
    },
    /** Sends every waiting score once; one pass at a time. */
    flush: lane.flush,
    /**
     * PRODUCT "Offline judging": after a reconnect, compares the judge's scores with the server's,
     * marks those it lacks (a server restored from a backup) as waiting and sends what waits.
     * One pass at a time; resolves to the number of scores the server had lost.
     */
    refill(): Promise<number> {
      refilling ??= refillAll().finally(() => {
        refilling = null;
      });
      return refilling;
    },
  };
}

const apiTransport: ScoreTransport = {
  save: (body, signal) => callApi(scoreEntriesApi.create, { body, signal }),
  entries: getScoreEntries,
};

export const scoreOutbox = createScoreOutbox({ transport: apiTransport, clock: { now: () => new Date() } });
