import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEVICE_DB } from '@showgrid/shared/limits';
import type { Parameter } from '@showgrid/shared/schemas/catalogue';
import type { ShowEvent } from '@showgrid/shared/schemas/event';
import type { ScoreEntry } from '@showgrid/shared/schemas/score';
import { createIdbStorage } from '../../../lib/idb';

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

export type JudgeEvent = Pick<ShowEvent, 'id' | 'strEventTitle' | 'arrVehicleCategory'>;
export type JudgeCategory = ShowEvent['arrVehicleCategory'][number];

/** saved: the server holds this edit; pending: waiting in the queue; refused: the server said no. */
export type SyncState = 'saved' | 'pending' | 'refused';

export interface ScoreEdit {
  intEventId: number;
  intCategoryId: number;
  /** When the judge last changed the score on this tablet (ISO); sent as dtEditedAt. */
  dtEditedAt: string;
  sync: SyncState;
}

/** Keyed by vehicle id; scores inside by parameter id. */
type ByVehicle<T> = Record<number, T>;

interface PersistedJudgeData {
  /** The judge this data belongs to; another judge signing in on the device starts from nothing. */
  intJudgeId: number | null;
  /** Stable id of this tablet (PRODUCT "Conflicts": a conflict says which device sent what). */
  strDeviceId: string;
  /** The selected event's vehicles in every category (the vehicles page shows one category). */
  vehicles: JudgeVehicle[];
  events: JudgeEvent[];
  selectedEventId: number | null;
  selectedCategoryId: number | null;
  selectedVehicleId: number | null;
  selectedVehicle: JudgeVehicle | null;
  scores: ByVehicle<Record<number, number>>;
  totalScores: ByVehicle<number>;
  specialNotes: ByVehicle<string>;
  chosenIds: number[];
  scoreIds: ByVehicle<number>;
  edits: ByVehicle<ScoreEdit>;
  recusedIds: number[];
  /** Last loaded parameters per vehicle type, so scoring works offline. */
  parameters: Record<number, Parameter[]>;
}

interface SessionOnlyJudgeData {
  categories: JudgeCategory[];
  selectedScoreId: number | null;
  vehicleChoices: JudgeVehicle[];
  vehicleChoiceIds: number[];
  selectedEvent: JudgeEvent | null;
  tempId: number | null;
  offline: boolean;
  error: boolean;
}

export type JudgeData = PersistedJudgeData & SessionOnlyJudgeData;

/** What the judge submits for one vehicle. */
export interface LocalScore {
  vehicle: JudgeVehicle;
  scores: Record<number, number>;
  specialNote: string;
  chosen: boolean;
  dtEditedAt: string;
}

interface JudgeActions {
  /** Forgets every judging datum, on disk too (already-logged-in Cancel, cross-tab LOGOUT). */
  clear: () => void;
  /** Marks the data as this judge's (sign-in, after clearing another judge's). */
  setOwner: (judgeId: number) => void;
  setEvents: (events: JudgeEvent[]) => void;
  /** Another event forgets the chosen category and its vehicles. */
  selectEvent: (eventId: number) => void;
  selectCategory: (categoryId: number) => void;
  setVehicles: (vehicles: JudgeVehicle[]) => void;
  selectVehicle: (vehicle: JudgeVehicle) => void;
  setParameters: (vehicleTypeId: number, parameters: Parameter[]) => void;
  /** Keeps a submitted score on the tablet, waiting for the server. */
  recordScore: (score: LocalScore) => void;
  /** The server stored this vehicle's latest edit. */
  markSaved: (vehicleId: number, scoreId: number | null) => void;
  markRefused: (vehicleId: number) => void;
  /** Takes the server's entry as this vehicle's score (a 409: the server kept a newer edit). */
  adoptEntry: (entry: ScoreEntry, categoryId?: number) => void;
  /** Takes the server's entries, except where this tablet holds a newer edit (unsent, or lost by the server). */
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
    selectedCategoryId: null,
    selectedVehicleId: null,
    selectedVehicle: null,
    scores: {},
    totalScores: {},
    specialNotes: {},
    chosenIds: [],
    scoreIds: {},
    edits: {},
    recusedIds: [],
    parameters: {},
    categories: [],
    selectedScoreId: null,
    vehicleChoices: [],
    vehicleChoiceIds: [],
    selectedEvent: null,
    tempId: null,
    offline: false,
    error: false,
  };
}

const judgeStorage = createIdbStorage(DEVICE_DB.stores.judge);

/** Resolves once the judging data written so far is on disk. */
export function flushJudgeStorage(): Promise<void> {
  return judgeStorage.flush();
}

const sum = (scores: Record<number, number>) => Object.values(scores).reduce((total, score) => total + score, 0);

function withChoice(chosenIds: number[], vehicleId: number, chosen: boolean): number[] {
  const others = chosenIds.filter((id) => id !== vehicleId);
  return chosen ? [...others, vehicleId] : others;
}

function entryScores(entry: ScoreEntry): Record<number, number> {
  return Object.fromEntries(Object.entries(entry.objParameterWiseScore).map(([id, score]) => [Number(id), score]));
}

export const useJudgeStore = create<JudgeData & JudgeActions>()(
  persist(
    (set, get) => ({
      ...initialJudgeData(),
      // The tablet stays the same tablet whoever judges on it.
      clear: () => set({ ...initialJudgeData(), strDeviceId: get().strDeviceId }),
      setOwner: (judgeId) => set({ intJudgeId: judgeId }),
      setEvents: (events) => set({ events }),
      selectEvent: (eventId) => {
        if (get().selectedEventId === eventId) return;
        set({ selectedEventId: eventId, selectedCategoryId: null, vehicles: [], selectedVehicleId: null, selectedVehicle: null });
      },
      // Unlike SPEC §4 the vehicles stay: they are the whole event's, kept for offline use (ADR 011).
      selectCategory: (categoryId) => {
        if (get().selectedCategoryId === categoryId) return;
        set({ selectedCategoryId: categoryId, selectedVehicleId: null, selectedVehicle: null });
      },
      setVehicles: (vehicles) => set({ vehicles }),
      selectVehicle: (vehicle) =>
        set((state) => ({
          selectedVehicleId: vehicle.intVehicleId,
          selectedVehicle: vehicle,
          tempId: vehicle.intVehicleId,
          selectedScoreId: state.scoreIds[vehicle.intVehicleId] ?? null,
        })),
      setParameters: (vehicleTypeId, parameters) =>
        set((state) => ({ parameters: { ...state.parameters, [vehicleTypeId]: parameters } })),
      recordScore: ({ vehicle, scores, specialNote, chosen, dtEditedAt }) =>
        set((state) => {
          const id = vehicle.intVehicleId;
          return {
            scores: { ...state.scores, [id]: scores },
            specialNotes: { ...state.specialNotes, [id]: specialNote },
            totalScores: { ...state.totalScores, [id]: sum(scores) },
            chosenIds: withChoice(state.chosenIds, id, chosen),
            edits: {
              ...state.edits,
              [id]: { intEventId: vehicle.intEventId, intCategoryId: vehicle.intCategoryId, dtEditedAt, sync: 'pending' },
            },
          };
        }),
      markSaved: (vehicleId, scoreId) =>
        set((state) => {
          const edit = state.edits[vehicleId];
          return {
            scoreIds: scoreId === null ? state.scoreIds : { ...state.scoreIds, [vehicleId]: scoreId },
            edits: edit ? { ...state.edits, [vehicleId]: { ...edit, sync: 'saved' } } : state.edits,
          };
        }),
      markRefused: (vehicleId) =>
        set((state) => {
          const edit = state.edits[vehicleId];
          return { edits: edit ? { ...state.edits, [vehicleId]: { ...edit, sync: 'refused' } } : state.edits };
        }),
      adoptEntry: (entry, categoryId) =>
        set((state) => {
          const id = entry.intVehicleId;
          const known = state.edits[id]?.intCategoryId ?? state.vehicles.find((v) => v.intVehicleId === id)?.intCategoryId;
          return {
            scores: { ...state.scores, [id]: entryScores(entry) },
            specialNotes: { ...state.specialNotes, [id]: entry.strSpecialNote },
            totalScores: { ...state.totalScores, [id]: entry.intTotalScore },
            chosenIds: withChoice(state.chosenIds, id, entry.blnTopChoice),
            scoreIds: { ...state.scoreIds, [id]: entry.intScoreId },
            edits: {
              ...state.edits,
              [id]: { intEventId: entry.intEventId, intCategoryId: categoryId ?? known ?? 0, dtEditedAt: entry.dtEditedAt, sync: 'saved' },
            },
          };
        }),
      mergeEntries: (entries) => {
        const owner = get().intJudgeId;
        for (const entry of entries) {
          // Another judge's entry (a stale answer from before a change of judge) is never taken.
          if (owner !== null && entry.intJudgeId !== owner) continue;
          const local = get().edits[entry.intVehicleId];
          // A saved edit newer than the server's means the server lost it: keep it, the refill re-sends it.
          const localIsNewer = local !== undefined && local.sync !== 'refused' && local.dtEditedAt > entry.dtEditedAt;
          if (!localIsNewer) get().adoptEntry(entry);
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
      partialize: (state): PersistedJudgeData => ({
        intJudgeId: state.intJudgeId,
        strDeviceId: state.strDeviceId,
        vehicles: state.vehicles,
        events: state.events,
        selectedEventId: state.selectedEventId,
        selectedCategoryId: state.selectedCategoryId,
        selectedVehicleId: state.selectedVehicleId,
        selectedVehicle: state.selectedVehicle,
        scores: state.scores,
        totalScores: state.totalScores,
        specialNotes: state.specialNotes,
        chosenIds: state.chosenIds,
        scoreIds: state.scoreIds,
        edits: state.edits,
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
