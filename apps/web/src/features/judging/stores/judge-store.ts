import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEVICE_DB } from '@showgrid/shared/limits';
import { createIdbStorage } from '../../../lib/idb';

/**
 * Judge working data (SPEC §3). Only the shape for now: the judging issues fill it. Row types are
 * kept loose until the vehicle, event and category schemas land in packages/shared.
 */
export interface JudgeVehicle {
  intVehicleId: number;
  strUniqueId: string;
  strBrandName: string;
  strModelName: string;
  strCategoryName: string;
}

export interface JudgeEvent {
  id: number;
  strEventTitle: string;
}

export interface JudgeCategory {
  id: number;
  strVehicleCategoryName: string;
}

/** Keyed by vehicle id; scores inside by parameter id. */
type ByVehicle<T> = Record<number, T>;

interface PersistedJudgeData {
  /** The judge this data belongs to; another judge signing in on the device starts from nothing. */
  intJudgeId: number | null;
  vehicles: JudgeVehicle[];
  selectedEventId: number | null;
  selectedCategoryId: number | null;
  selectedVehicleId: number | null;
  selectedVehicle: JudgeVehicle | null;
  scores: ByVehicle<Record<number, number>>;
  totalScores: ByVehicle<number>;
  specialNotes: ByVehicle<string>;
  chosenIds: number[];
  scoreIds: ByVehicle<number>;
}

interface SessionOnlyJudgeData {
  categories: JudgeCategory[];
  selectedScoreId: number | null;
  vehicleChoices: JudgeVehicle[];
  vehicleChoiceIds: number[];
  events: JudgeEvent[];
  selectedEvent: JudgeEvent | null;
  tempId: number | null;
  offline: boolean;
  error: boolean;
}

export type JudgeData = PersistedJudgeData & SessionOnlyJudgeData;

interface JudgeActions {
  /** Forgets every judging datum, on disk too (already-logged-in Cancel, cross-tab LOGOUT). */
  clear: () => void;
  /** Marks the data as this judge's (sign-in, after clearing another judge's). */
  setOwner: (judgeId: number) => void;
}

export function initialJudgeData(): JudgeData {
  return {
    intJudgeId: null,
    vehicles: [],
    selectedEventId: null,
    selectedCategoryId: null,
    selectedVehicleId: null,
    selectedVehicle: null,
    scores: {},
    totalScores: {},
    specialNotes: {},
    chosenIds: [],
    scoreIds: {},
    categories: [],
    selectedScoreId: null,
    vehicleChoices: [],
    vehicleChoiceIds: [],
    events: [],
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

export const useJudgeStore = create<JudgeData & JudgeActions>()(
  persist(
    (set) => ({
      ...initialJudgeData(),
      clear: () => set(initialJudgeData()),
      setOwner: (judgeId) => set({ intJudgeId: judgeId }),
    }),
    {
      name: 'judge',
      storage: createJSONStorage(() => judgeStorage),
      partialize: (state): PersistedJudgeData => ({
        intJudgeId: state.intJudgeId,
        vehicles: state.vehicles,
        selectedEventId: state.selectedEventId,
        selectedCategoryId: state.selectedCategoryId,
        selectedVehicleId: state.selectedVehicleId,
        selectedVehicle: state.selectedVehicle,
        scores: state.scores,
        totalScores: state.totalScores,
        specialNotes: state.specialNotes,
        chosenIds: state.chosenIds,
        scoreIds: state.scoreIds,
      }),
    },
  ),
);

/** True once the judging data has been read back from the device, so pages do not act on blanks. */
export function useJudgeStoreHydrated(): boolean {
  return useSyncExternalStore(useJudgeStore.persist.onFinishHydration, useJudgeStore.persist.hasHydrated);
}
