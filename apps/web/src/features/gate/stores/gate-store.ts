import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { GATE_PAYMENT_METHODS, GateList, GateVehicle } from '@showgrid/shared/schemas/gate';

/** How an entry's fee was taken at the gate. */
export type GatePaymentMethod = (typeof GATE_PAYMENT_METHODS)[number];

/** A tap at the gate waiting for the server: a check-in, its undo, or Paid. */
export interface GateAction {
  id: string;
  eventId: number;
  vehicleId: number;
  kind: 'arrive' | 'undo' | 'paid';
  /** When it was tapped: a check-in sent late keeps this time. */
  at: string;
  /** Paid: how an entrant's fee was taken (cash or card); left out for a car with nothing owed through registration. */
  method?: GatePaymentMethod;
}

/** A tap the server refused for good (say, the car was deleted): kept, with why, until dismissed (ADR 030). */
export interface RefusedGateAction extends GateAction {
  message: string;
}

interface GateState {
  /** The event this phone checks in for. */
  eventId: number | null;
  /** The last list the server sent for it: the phone searches it with no signal. */
  list: GateList | null;
  /** Taps not yet accepted by the server, oldest first. */
  pending: GateAction[];
  /** Taps the server refused for good, shown until the volunteer dismisses them. */
  refused: RefusedGateAction[];
  chooseEvent: (eventId: number) => void;
  saveList: (list: GateList) => void;
  /** A vehicle as the server answered a tap. */
  saveVehicle: (eventId: number, vehicle: GateVehicle) => void;
  enqueue: (action: Omit<GateAction, 'id' | 'at'>) => void;
  remove: (id: string) => void;
  /** Moves a waiting tap to the refused ones, with the server's message. */
  refuse: (id: string, message: string) => void;
  dismiss: (id: string) => void;
}

export const GATE_STORAGE_KEY = 'showgrid-gate';

/**
 * What the gate phone keeps (ADR 027). localStorage, not the judges' IndexedDB: a write is on disk
 * when the call returns, so a tap survives a reload straight after, and no IndexedDB version bump
 * has to wait for a judge's open tab.
 */
export const useGateStore = create<GateState>()(
  persist(
    (set) => ({
      eventId: null,
      list: null,
      pending: [],
      chooseEvent: (eventId) => set((state) => (state.eventId === eventId ? state : { eventId, list: null })),
      saveList: (list) => set((state) => (state.eventId === list.intEventId ? { list } : state)),
      saveVehicle: (eventId, vehicle) =>
        set((state) =>
          state.list?.intEventId === eventId
            ? {
                list: {
                  ...state.list,
                  arrVehicles: state.list.arrVehicles.map((row) => (row.intVehicleId === vehicle.intVehicleId ? vehicle : row)),
                },
              }
            : state,
        ),
      enqueue: (action) =>
        set((state) => ({ pending: [...state.pending, { ...action, id: crypto.randomUUID(), at: new Date().toISOString() }] })),
      remove: (id) => set((state) => ({ pending: state.pending.filter((action) => action.id !== id) })),
      refused: [],
      refuse: (id, message) =>
        set((state) => {
          const action = state.pending.find((candidate) => candidate.id === id);
          if (!action) return state;
          return { pending: state.pending.filter((candidate) => candidate.id !== id), refused: [...state.refused, { ...action, message }] };
        }),
      dismiss: (id) => set((state) => ({ refused: state.refused.filter((action) => action.id !== id) })),
    }),
    {
      name: GATE_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      // A phone's store from before refused taps were kept has none: the default [] fills it in.
      partialize: ({ eventId, list, pending, refused }) => ({ eventId, list, pending, refused }),
    },
  ),
);
