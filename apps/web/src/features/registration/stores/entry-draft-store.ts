import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { z } from 'zod';
import { VOTING } from '@showgrid/shared/limits';
import type { CarDetailsInput } from '../lib/car-details';
import type { EntryFormInput } from '../lib/entry-form';

/** What the entry form keeps of what was typed: everything but the photos (files cannot be stored, ADR 041). */
export type EntryDraftValues = Omit<EntryFormInput, 'photos'>;

/** The e-mail step: the address typed, and once a code was sent, when (the code step comes back after a reload). */
export interface SignInDraft {
  email: string;
  /** ms; null while the address is only typed. */
  codeSentAt: number | null;
  /** ms: when "Send a new code" may be pressed again. */
  resendAt: number;
}

interface Kept<T> {
  values: T;
  savedAt: number;
}

interface EntryDraftState {
  signIn: SignInDraft | null;
  /** The entry form's draft, per event id. */
  entries: Record<string, Kept<EntryDraftValues>>;
  /** The Edit dialog's unsaved changes, per registration id. */
  edits: Record<string, Kept<CarDetailsInput>>;
  keepSignIn: (draft: SignInDraft | null) => void;
  keepEntry: (eventId: number, values: EntryDraftValues) => void;
  dropEntry: (eventId: number) => void;
  keepEdit: (registrationId: number, values: CarDetailsInput) => void;
  dropEdit: (registrationId: number) => void;
  /** Sign-out: nothing of this person stays on the device. */
  dropAll: () => void;
}

export const ENTRY_DRAFT_STORAGE_KEY = 'showgrid-entry-drafts';

/** A draft nobody came back to in this long is dropped: the device may be shared, and it holds a name and a phone. */
export const DRAFT_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

const BLANK: Pick<EntryDraftState, 'signIn' | 'entries' | 'edits'> = { signIn: null, entries: {}, edits: {} };

// The shape of what is on the device, checked as it is read: above the store, which reads it as it is made.
const carDetailsDraft = z.object({
  strOwnerName: z.string(),
  strPhone: z.string(),
  strBrandName: z.string(),
  strModelName: z.string(),
  year: z.string(),
  strRegistrationNo: z.string(),
  strColour: z.string(),
});
const entryDraft = carDetailsDraft.extend({ intCategoryId: z.string(), strPaymentMode: z.string(), extras: z.array(z.string()) });
const kept = <T extends z.ZodType>(values: T) => z.record(z.string(), z.object({ values, savedAt: z.number() }));
const persistedSchema = z.object({
  signIn: z.object({ email: z.string(), codeSentAt: z.number().nullable(), resendAt: z.number() }).nullable().catch(null),
  entries: kept(entryDraft).catch({}),
  edits: kept(carDetailsDraft).catch({}),
});

/**
 * What an entrant typed on /register/{event} and in /entrant's Edit dialog, kept on the device so a
 * reload, a lost connection or a phone dropping the tab loses nothing (ADR 041). localStorage, as
 * the gate's store (ADR 027): a write is on disk when the call returns, so the last key pressed
 * before a reload is kept, and the visitor's app needs no IndexedDB of its own.
 */
export const useEntryDraftStore = create<EntryDraftState>()(
  persist(
    (set) => ({
      ...BLANK,
      keepSignIn: (signIn) => set({ signIn }),
      keepEntry: (eventId, values) => set((state) => ({ entries: { ...state.entries, [eventId]: { values, savedAt: Date.now() } } })),
      dropEntry: (eventId) => set((state) => ({ entries: without(state.entries, String(eventId)) })),
      keepEdit: (registrationId, values) =>
        set((state) => ({ edits: { ...state.edits, [registrationId]: { values, savedAt: Date.now() } } })),
      dropEdit: (registrationId) => set((state) => ({ edits: without(state.edits, String(registrationId)) })),
      dropAll: () => set(BLANK),
    }),
    {
      name: ENTRY_DRAFT_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ signIn, entries, edits }) => ({ signIn, entries, edits }),
      merge: (persisted, current) => ({ ...current, ...fresh(persisted, Date.now()) }),
    },
  ),
);

/** The e-mail step as it was, if its code can still be used (a lapsed one starts from the address again). */
export function signInDraftNow(draft: SignInDraft | null, now: number): SignInDraft | null {
  if (draft === null || draft.codeSentAt === null) return draft;
  const lapsed = now - draft.codeSentAt > VOTING.otpValidityMinutes * 60 * 1000;
  return lapsed ? { ...draft, codeSentAt: null } : draft;
}

function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  const rest = { ...record };
  delete rest[key];
  return rest;
}

/** What was on the device, less the drafts older than DRAFT_KEPT_MS; anything unreadable is dropped. */
function fresh(persisted: unknown, now: number): Pick<EntryDraftState, 'signIn' | 'entries' | 'edits'> {
  const parsed = persistedSchema.safeParse(persisted);
  if (!parsed.success) return BLANK;
  const recent = <T>(record: Record<string, Kept<T>>) =>
    Object.fromEntries(Object.entries(record).filter(([, draft]) => now - draft.savedAt < DRAFT_KEPT_MS));
  return { signIn: parsed.data.signIn, entries: recent(parsed.data.entries), edits: recent(parsed.data.edits) };
}
