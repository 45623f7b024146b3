import toast from 'react-hot-toast';
import { scoreEntriesApi } from '@showgrid/shared/contract/scores';
import { scoreConflictAnswerSchema, type ScoreEntry, type ScoreEntryBody } from '@showgrid/shared/schemas/score';
import { callApi } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-errors';
import { whenHydrated } from '../../../lib/persist-hydration';
import { DEFINITIVE_REFUSALS, REFUSED_FALLBACK_MESSAGE } from '../../../offline/replay-queue';
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

type SendOutcome = SubmitOutcome | { kind: 'offline' };

interface OutboxOptions {
  transport: ScoreTransport;
  clock: Clock;
  /** A field's bad signal can hold a request for minutes; past this the score waits for the next try. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

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
 * The tablet's one outbox of scores (ADR 021, PRODUCT "Offline judging"): the judge store's
 * per-vehicle records are what waits; this is the one path that sends them. A score leaves the
 * outbox on a 2xx or a definitive refusal (shown to the judge; on 409 the server's newer entry is
 * taken); on a network error, a timeout, 401 (after the client's refresh), 408, 429 or 5xx it
 * waits for the next pass (every 3000 ms, and at once after a reconnect).
 */
export function createScoreOutbox({ transport, clock, timeoutMs = DEFAULT_TIMEOUT_MS }: OutboxOptions) {
  const store = useJudgeStore;
  /** The edit (by editedAt) each vehicle has on its way, so a pass does not send it twice. */
  const inFlight = new Map<number, string>();
  const listeners = new Set<() => void>();
  let flushing: Promise<void> | null = null;
  let refilling: Promise<number> | null = null;

  const notify = () => listeners.forEach((listener) => listener());

  async function ready(): Promise<void> {
    await whenHydrated(store);
    await adoptLegacyScoreWrites();
  }

  async function send(vehicleId: number, score: VehicleScore): Promise<SendOutcome> {
    const { editedAt } = score;
    inFlight.set(vehicleId, editedAt);
    try {
      await transport.save(scoreEntryBody(vehicleId, score, store.getState().strDeviceId), AbortSignal.timeout(timeoutMs));
      store.getState().applyToSheet(vehicleId, { type: 'sent', editedAt });
      return { kind: 'sent' };
    } catch (error) {
      if (error instanceof ApiError && DEFINITIVE_REFUSALS.has(error.status)) {
        refused(vehicleId, editedAt, error);
        return { kind: 'refused', error };
      }
      return error instanceof ApiError ? { kind: 'waiting' } : { kind: 'offline' };
    } finally {
      if (inFlight.get(vehicleId) === editedAt) inFlight.delete(vehicleId);
    }
  }

  /** A refusal of the edit the tablet still holds is shown; one of an older edit is moot. */
  function refused(vehicleId: number, editedAt: string, error: ApiError): void {
    const current = store.getState().sheets[vehicleId];
    if (current?.editedAt !== editedAt) return;
    const conflict = error.status === 409 ? scoreConflictAnswerSchema.safeParse(error.body) : null;
    if (conflict?.success) {
      store.getState().applyToSheet(vehicleId, { type: 'adopted', entry: conflict.data.data, intCategoryId: current.intCategoryId });
    } else {
      store.getState().applyToSheet(vehicleId, { type: 'refused', editedAt });
    }
    toast.error(error.firstMessage ?? REFUSED_FALLBACK_MESSAGE);
  }

  /** The waiting scores to send now, oldest edit first: not one on its way, not one stepped aside from. */
  function waiting(): Array<[number, VehicleScore]> {
    const { sheets, recusedIds } = store.getState();
    return Object.entries(sheets)
      .map(([id, score]): [number, VehicleScore] => [Number(id), score])
      .filter(([id, score]) => score.state === 'pending' && inFlight.get(id) !== score.editedAt && !recusedIds.includes(id))
      .sort(([, a], [, b]) => a.editedAt.localeCompare(b.editedAt));
  }

  async function flushAll(): Promise<void> {
    await ready();
    let changed = false;
    for (const [vehicleId] of waiting()) {
      // Read afresh: the judge may have edited it while the pass was sending another.
      const score = store.getState().sheets[vehicleId];
      if (!score || score.state !== 'pending' || inFlight.get(vehicleId) === score.editedAt) continue;
      const outcome = await send(vehicleId, score);
      if (outcome.kind === 'sent' || outcome.kind === 'refused') changed = true;
      // The network is down: the rest would fail the same way.
      if (outcome.kind === 'offline') break;
    }
    if (changed) notify();
  }

  /** Marks the saved scores the server lacks, or holds an older edit of, as waiting again. */
  async function refillAll(): Promise<number> {
    await ready();
    const eventIds = new Set(Object.values(store.getState().sheets).map((score) => score.intEventId));
    let lost = 0;
    for (const eventId of eventIds) {
      let entries: ScoreEntry[];
      try {
        entries = await withTimeout(transport.entries(eventId), timeoutMs);
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
    await flush();
    return lost;
  }

  function flush(): Promise<void> {
    flushing ??= flushAll().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  return {
    /** Keeps the judge's sheet on the tablet, then tries to send it at once. */
    async submit(vehicle: JudgeVehicle, sheet: ScoreSheet): Promise<SubmitOutcome> {
      await ready();
      const editedAt = clock.now().toISOString();
      const { applyToSheet } = store.getState();
      applyToSheet(vehicle.intVehicleId, { type: 'edited', intEventId: vehicle.intEventId, intCategoryId: vehicle.intCategoryId, sheet, editedAt });
      const score = store.getState().sheets[vehicle.intVehicleId];
      if (!score) return { kind: 'waiting' };
      const outcome = await send(vehicle.intVehicleId, score);
      return outcome.kind === 'offline' ? { kind: 'waiting' } : outcome;
    },
    /** Sends every waiting score once; one pass at a time. */
    flush,
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
    /** Heard after a pass that the server answered (the judge area refreshes its figures). */
    listen(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

const apiTransport: ScoreTransport = {
  save: (body, signal) => callApi(scoreEntriesApi.create, { body, signal }),
  entries: getScoreEntries,
};

export const scoreOutbox = createScoreOutbox({ transport: apiTransport, clock: { now: () => new Date() } });
