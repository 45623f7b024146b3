// The registration page's own steps, downloaded once the server's page is hydrated (ADR 042): the
// app's sign-in and entry form (drafts kept on the device, photo previews, the total as you type),
// with their form library and schemas. Not in the public entry: the page works without it.
import '../lib/zod-jitless';
import { useLayoutEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react';
import { registerOutcomePath, type RegisterStep } from '@showgrid/shared/public-pages';
import type { PublicRegistration } from '@showgrid/shared/schemas/registration';
import { AppProviders } from '../app/providers';
import { getEntriesQueryOptions } from '../features/registration/api/get-entries';
import { EntrySteps } from '../features/registration/components/entry-steps';
import { pickCarDetails } from '../features/registration/lib/car-details';
import { entryDefaults } from '../features/registration/lib/entry-form';
import { useEntryDraftStore, type EntryDraftValues } from '../features/registration/stores/entry-draft-store';
import { createAppQueryClient } from '../lib/query-client';
import { restoreInto, snapshotForm, type FormSnapshot } from './hand-over';
import { SERVER_FORM_ID } from './register-server-form';

const queryClient = createAppQueryClient();
// Signed out, the read asked in prepare() is an error with no data: a step mounting on it would ask
// again and show a spinner in the form's place first (the caret and the typed code would not find
// their fields). The answer is the one just had; the sign-in itself asks again once verified.
queryClient.setQueryDefaults(getEntriesQueryOptions().queryKey, { retryOnMount: false });

/** Who is signed in, asked before the steps show: they open on the right step, with no spinner in between. */
export async function prepare(): Promise<void> {
  await queryClient.prefetchQuery(getEntriesQueryOptions());
}

/**
 * What the server's form holds now goes where the app's steps read it (the device's drafts, ADR
 * 041): the address typed, the code step the server answered (with its wait), or the entry as
 * typed. An untouched form leaves an older draft alone.
 */
function handOff(form: HTMLFormElement | null, registration: PublicRegistration, step: RegisterStep): void {
  const drafts = useEntryDraftStore.getState();
  // An entry sent after the sign-in lapsed rides through the e-mail steps: the drafts take it.
  if ((step.step === 'email' || step.step === 'code') && step.kept) {
    const kept = step.kept;
    drafts.keepEntry(
      registration.intEventId,
      entryDraftOf((name) => kept[name] ?? '', registration),
    );
  }
  if (step.step === 'code') {
    const now = Date.now();
    drafts.keepSignIn({ email: step.email, codeSentAt: now, resendAt: now + (step.resendAfter ?? 0) * 1000 });
    return;
  }
  if (!form) return;
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  if (step.step === 'email') {
    const email = text('strEmail').trim();
    if (email !== '') drafts.keepSignIn({ email, codeSentAt: null, resendAt: 0 });
    return;
  }
  if (step.step !== 'entry') return;
  const defaults = entryDefaults(registration);
  const typed = entryDraftOf(text, registration);
  const { photos: _photos, ...untouched } = defaults;
  if (JSON.stringify(typed) !== JSON.stringify(untouched)) drafts.keepEntry(registration.intEventId, typed);
}

/** An entry's draft from its form fields as text (the server's form, or what rode along), by field name. */
function entryDraftOf(text: (name: string) => string, registration: PublicRegistration): EntryDraftValues {
  return {
    ...pickCarDetails({
      strOwnerName: text('strOwnerName'),
      strPhone: text('strPhone'),
      strBrandName: text('strBrandName'),
      strModelName: text('strModelName'),
      year: text('year'),
      strRegistrationNo: text('strRegistrationNo'),
      strColour: text('strColour'),
    }),
    intCategoryId: text('intCategoryId'),
    strPaymentMode: text('strPaymentMode') || entryDefaults(registration).strPaymentMode,
    extras: registration.arrExtras.map((_, index) => text(`extras.${String(index)}`) || '0'),
  };
}

/** The app's steps in place of the server's form; the entry in, the server's page says what became of it. */
export function RegisterIsland({ registration, step }: { registration: PublicRegistration; step: RegisterStep }) {
  // The page's translator (public-app.tsx's I18nProvider, the one the page hydrated with) is above: the steps speak its language.
  const { _ } = useLingui();
  // Read in the very render that replaces the server's form (render and commit run in one task):
  // no key pressed between this read and the swap can be lost. The steps below read the drafts after;
  // what they do not keep (the code being typed) and the caret come over once they are in the page.
  const [snapshot] = useState<FormSnapshot>(() => {
    const form = document.getElementById(SERVER_FORM_ID);
    const serverForm = form instanceof HTMLFormElement ? form : null;
    handOff(serverForm, registration, step);
    return snapshotForm(serverForm);
  });
  const steps = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (steps.current) restoreInto(steps.current, snapshot);
  }, [snapshot]);
  return (
    <AppProviders client={queryClient} toastPosition="bottom-center">
      {/* Which steps are showing, for the tests (the server's form is data-register-steps="server"). */}
      <div ref={steps} data-register-steps="app">
        <EntrySteps
          registration={registration}
          afterEntry={(created) => window.location.assign(registerOutcomePath(registration.intEventId, created.intRegistrationId))}
          // The server's page says what became of it (afterEntry goes there).
          renderOutcome={() => (
            <p role="status" className="rounded-xl bg-white p-5 text-center text-slate-700 shadow-sm">
              {_(/*i18n*/ { id: 'Your entry is in…' })}
            </p>
          )}
        />
      </div>
    </AppProviders>
  );
}
