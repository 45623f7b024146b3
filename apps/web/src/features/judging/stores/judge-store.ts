import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEVICE_DB } from '@showgrid/shared/limits';
import type { Parameter } from '@showgrid/shared/schemas/catalogue';
import type { ShowEvent } from '@showgrid/shared/schemas/event';
import type { ScoreEntry } from '@showgrid/shared/schemas/score';
import { createIdbStorage } from '../../../lib/idb';
import { mayWriteJudgingData } from '../../../offline/judging-tab';
import { nextScore, type SheetDraft, type SheetEvent, type VehicleScore } from '../outbox/sheet-state';
import { fromVersion0 } from './judge-store-v0';

/**
 * Judge working data (SPEC §3), persisted in `judge-store` so a reload or a closed tab while
 * offline keeps every score the judge gave (PRODUCT "Offline judging"). Beyond SPEC's persisted
 * fields it keeps, per vehicle, when the score was last edited on this tablet and whether the
 * server has it, plus the event, categories and parameters last loaded (PRODUCT: usable offline).
 */
export interface JudgeVehicle {
  intVehicleId: number;
  intEventId: number;
  strUniqueId: string | null;
  strBrandName: string;
  strModelName: string;
  intCategoryId: number;
  strCategoryName: string;
  intVehicleTypeId: number;
  /** The first picture (a /media path) or null. */
  strImage: string | null;
}

/**
 * An event as the tablet keeps it: its categories, its start (the default event, lib/default-event)
 * and how its sheets are scored (ADR 029). The optional fields are missing from events a release
 * before them kept (read as Points, no reasons, no start).
 */
export type JudgeEvent = Pick<ShowEvent, 'id' | 'strEventTitle' | 'arrVehicleCategory'> &
  Partial<Pick<ShowEvent, 'strEventStartDateTime' | 'strScoringRule' | 'intDropMinJudges' | 'arrDeductionReasons'>>;
export type JudgeCategory = ShowEvent['arrVehicleCategory'][number];

/** Keyed by vehicle id. */
type ByVehicle<T> = Record<number, T>;

/**
 * What a judge left on the tablet that the server does not have: their drafts and the scores still
 * waiting or refused. Put aside while another judge uses the tablet, given back when they sign in
 * again (ADR 030): another judge never sees it, and never wipes it.
 */
export interface ShelvedWork {
  sheets: ByVehicle<VehicleScore>;
  drafts: ByVehicle<SheetDraft>;
}

interface PersistedJudgeData {
  /** The judge this data belongs to; another judge signing in on the device starts from nothing. */
  intJudgeId: number | null;
  /** Stable id of this tablet (PRODUCT "Conflicts": a conflict says which device sent what). */
  strDeviceId: string;
  /**
   * The vehicles of every event opened on this tablet, in every category (the vehicles page shows
   * one event's category): switching event or category works offline (issue 29).
   */
  vehicles: JudgeVehicle[];
  events: JudgeEvent[];
  selectedEventId: number | null;
  /** Set at each sign-in: the category page then moves to today's event (lib/default-event). */
  chooseTodaysEvent: boolean;
  selectedCategoryId: number | null;
  selectedVehicleId: number | null;
  selectedVehicle: JudgeVehicle | null;
  /**
   * Every score this judge gave on the tablet, with its edit time and sync state: the outbox of
   * score writes (ADR 021). SPEC §3's scores, totalScores, specialNotes, chosenIds and scoreIds
   * are read from it (chosenIdsOf) or were never needed (a write is always a POST).
   */
  sheets: ByVehicle<VehicleScore>;
  /** The sheets this judge is filling in, not submitted yet (ADR 030). */
  drafts: ByVehicle<SheetDraft>;
  /** Other judges' unsent work on this tablet, by judge id, until they sign in here again. */
  shelved: Record<number, ShelvedWork>;
  recusedIds: number[];
  /** Last loaded parameters per vehicle type, so scoring works offline. */
  parameters: Record<number, Parameter[]>;
}

export type JudgeData = PersistedJudgeData;

interface JudgeActions {
  /** Forgets every judging datum, on disk too (already-logged-in Cancel, cross-tab LOGOUT). */
  clear: () => void;
  /** Marks the data as this judge's (sign-in, after clearing another judge's). */
  setOwner: (judgeId: number) => void;
  /**
   * Another judge signs in on this tablet: the last judge's unsent work is put aside (not wiped),
   * the rest of their data goes, and what this judge had put aside comes back.
   */
  switchOwner: (judgeId: number) => void;
  /** Keeps the sheet being filled in for a vehicle (written as the judge types). */
  keepDraft: (vehicleId: number, draft: SheetDraft) => void;
  /** The judge discards the changes they made to a sheet. */
  discardDraft: (vehicleId: number) => void;
  /** The judge has read a refusal of a score they cannot submit again (the car is no longer theirs to open): it goes. */
  dismissRefused: (vehicleId: number) => void;
  /** The judge's events as the server lists them; vehicles of events no longer listed go. */
  setEvents: (events: JudgeEvent[]) => void;
  /** Another event forgets the chosen category (its vehicles stay, for offline use). */
  selectEvent: (eventId: number) => void;
  /** A sign-in: the next event list puts the judge on today's event. */
  askForTodaysEvent: () => void;
  selectCategory: (categoryId: number) => void;
  /** An event's vehicles as the server lists them, replacing those kept of that event. */
  setVehicles: (eventId: number, vehicles: JudgeVehicle[]) => void;
  selectVehicle: (vehicle: JudgeVehicle) => void;
  setParameters: (vehicleTypeId: number, parameters: Parameter[]) => void;
  /** Moves one vehicle's score through the sync state machine (outbox/sheet-state.ts). */
  applyToSheet: (vehicleId: number, event: SheetEvent) => void;
  /** Takes the server's entries, except where this tablet holds an edit still waiting or a newer saved one (lost by the server). */
  mergeEntries: (entries: ScoreEntry[]) => void;
  recordRecusal: (vehicleId: number) => void;
  /** The judge takes part again in judging a vehicle they had stepped aside from. */
  undoRecusal: (vehicleId: number) => void;
  /** The selected event's recusals as the server lists them, plus those still queued on this tablet. */
  setRecusals: (vehicleIds: number[]) => void;
}

/** Random hex from getRandomValues: randomUUID needs a secure context, a LAN tablet may not have one. */
function newDeviceId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function initialJudgeData(): JudgeData {
  return {
    intJudgeId: null,
    strDeviceId: newDeviceId(),
    vehicles: [],
    events: [],
    selectedEventId: null,
    chooseTodaysEvent: true,
    selectedCategoryId: null,
    selectedVehicleId: null,
    selectedVehicle: null,
    sheets: {},
    drafts: {},
    shelved: {},
    recusedIds: [],
    parameters: {},
  };
}

/** What of a judge's data must outlive their turn on the tablet: drafts, and scores the server lacks. */
function unsentWork({ sheets, drafts }: Pick<JudgeData, 'sheets' | 'drafts'>): ShelvedWork | null {
  const unsent = Object.fromEntries(Object.entries(sheets).filter(([, score]) => score.state !== 'saved'));
  return Object.keys(unsent).length === 0 && Object.keys(drafts).length === 0 ? null : { sheets: unsent, drafts };
}

const without = <T>(byVehicle: ByVehicle<T>, vehicleId: number): ByVehicle<T> =>
  Object.fromEntries(Object.entries(byVehicle).filter(([id]) => Number(id) !== vehicleId));

// Only the tab judging writes: another tab's copy is older (offline/judging-tab.ts).
const judgeStorage = createIdbStorage(DEVICE_DB.stores.judge, { canWrite: mayWriteJudgingData });

/** Resolves once the judging data written so far is on disk. */
export function flushJudgeStorage(): Promise<void> {
  return judgeStorage.flush();
}

/** What the tablet keeps of an event the judge is mapped to. */
export function judgeEventOf(event: ShowEvent): JudgeEvent {
  const { id, strEventTitle, arrVehicleCategory, strEventStartDateTime, strScoringRule, intDropMinJudges, arrDeductionReasons } = event;
  return { id, strEventTitle, arrVehicleCategory, strEventStartDateTime, strScoringRule, intDropMinJudges, arrDeductionReasons };
}

/** The vehicles this judge picked as Judges Choice in an event (SPEC §4: at most 3, per event as the server counts). */
export function chosenIdsOf(state: Pick<JudgeData, 'sheets'>, eventId: number | null): number[] {
  return Object.entries(state.sheets)
    .filter(([, score]) => score.sheet.chosen && score.intEventId === eventId)
    .map(([vehicleId]) => Number(vehicleId));
}

export const useJudgeStore = create<JudgeData & JudgeActions>()(
  persist(
    (set, get) => ({
      ...initialJudgeData(),
      // The tablet stays the same tablet whoever judges on it.
      clear: () => set({ ...initialJudgeData(), strDeviceId: get().strDeviceId }),
      setOwner: (judgeId) => set({ intJudgeId: judgeId }),
      switchOwner: (judgeId) => {
        const state = get();
        if (state.intJudgeId === judgeId) return;
        const shelved = { ...state.shelved };
        const leaving = unsentWork(state);
        if (state.intJudgeId !== null && leaving) shelved[state.intJudgeId] = leaving;
        const back = shelved[judgeId];
        delete shelved[judgeId];
        set({
          ...initialJudgeData(),
          strDeviceId: state.strDeviceId,
          intJudgeId: judgeId,
          shelved,
          sheets: back?.sheets ?? {},
          drafts: back?.drafts ?? {},
        });
      },
      keepDraft: (vehicleId, draft) => set((state) => ({ drafts: { ...state.drafts, [vehicleId]: draft } })),
      discardDraft: (vehicleId) => set((state) => (vehicleId in state.drafts ? { drafts: without(state.drafts, vehicleId) } : {})),
      dismissRefused: (vehicleId) =>
        set((state) => (state.sheets[vehicleId]?.state === 'refused' ? { sheets: without(state.sheets, vehicleId) } : {})),
      setEvents: (events) =>
        set((state) => {
          const listed = new Set(events.map((event) => event.id));
          return { events, vehicles: state.vehicles.filter((vehicle) => listed.has(vehicle.intEventId)) };
        }),
      selectEvent: (eventId) => {
        if (get().selectedEventId === eventId) return set({ chooseTodaysEvent: false });
        set({
          selectedEventId: eventId,
          chooseTodaysEvent: false,
          selectedCategoryId: null,
          selectedVehicleId: null,
          selectedVehicle: null,
        });
      },
      askForTodaysEvent: () => set({ chooseTodaysEvent: true }),
      // Unlike SPEC §4 the vehicles stay: they are the whole event's, kept for offline use (ADR 011).
      selectCategory: (categoryId) => {
        if (get().selectedCategoryId === categoryId) return;
        set({ selectedCategoryId: categoryId, selectedVehicleId: null, selectedVehicle: null });
      },
      setVehicles: (eventId, vehicles) =>
        set((state) => ({ vehicles: [...state.vehicles.filter((vehicle) => vehicle.intEventId !== eventId), ...vehicles] })),
      selectVehicle: (vehicle) => set({ selectedVehicleId: vehicle.intVehicleId, selectedVehicle: vehicle }),
      setParameters: (vehicleTypeId, parameters) => set((state) => ({ parameters: { ...state.parameters, [vehicleTypeId]: parameters } })),
      applyToSheet: (vehicleId, event) =>
        set((state) => {
          const current = state.sheets[vehicleId];
          const next = nextScore(current, event);
          if (next === current || next === undefined) return {};
          // A submitted sheet replaces the draft it was made from (ADR 030).
          const drafts = event.type === 'edited' ? without(state.drafts, vehicleId) : state.drafts;
          return { sheets: { ...state.sheets, [vehicleId]: next }, drafts };
        }),
      mergeEntries: (entries) => {
        const { intJudgeId: owner, vehicles, applyToSheet } = get();
        for (const entry of entries) {
          // Another judge's entry (a stale answer from before a change of judge) is never taken.
          if (owner !== null && entry.intJudgeId !== owner) continue;
          const local = get().sheets[entry.intVehicleId];
          // A waiting edit goes to the server, which decides: a 409 records the conflict and the
          // tablet adopts the server's entry then (PRODUCT "Conflicts").
          if (local?.state === 'pending') continue;
          // A refused edit stays, with the server's words, until the judge submits it again or
          // dismisses it (ADR 030): the next read of the entries used to wipe it without a word.
          if (local?.state === 'refused') continue;
          // A saved edit newer than the server's means the server lost it: keep it, the refill re-sends it.
          if (local?.state === 'saved' && local.editedAt > entry.dtEditedAt) continue;
          const categoryId = local?.intCategoryId ?? vehicles.find((v) => v.intVehicleId === entry.intVehicleId)?.intCategoryId ?? 0;
          applyToSheet(entry.intVehicleId, { type: 'adopted', entry, intCategoryId: categoryId });
        }
      },
      recordRecusal: (vehicleId) =>
        set((state) => ({
          recusedIds: state.recusedIds.includes(vehicleId) ? state.recusedIds : [...state.recusedIds, vehicleId],
        })),
      undoRecusal: (vehicleId) => set((state) => ({ recusedIds: state.recusedIds.filter((id) => id !== vehicleId) })),
      setRecusals: (vehicleIds) => set({ recusedIds: [...new Set(vehicleIds)] }),
    }),
    {
      name: 'judge',
      storage: createJSONStorage(() => judgeStorage),
      version: 1,
      migrate: (persisted, version) => (version === 0 ? fromVersion0(persisted) : persisted),
      partialize: (state): PersistedJudgeData => ({
        intJudgeId: state.intJudgeId,
        strDeviceId: state.strDeviceId,
        vehicles: state.vehicles,
        events: state.events,
        selectedEventId: state.selectedEventId,
        chooseTodaysEvent: state.chooseTodaysEvent,
        selectedCategoryId: state.selectedCategoryId,
        selectedVehicleId: state.selectedVehicleId,
        selectedVehicle: state.selectedVehicle,
        sheets: state.sheets,
        drafts: state.drafts,
        shelved: state.shelved,
        recusedIds: state.recusedIds,
        parameters: state.parameters,
      }),
    },
  ),
);

/** True once the judging data has been read back from the device, so pages do not act on blanks. */
export function useJudgeStoreHydrated(): boolean {
  return useSyncExternalStore(useJudgeStore.persist.onFinishHydration, useJudgeStore.persist.hasHydrated);
}
