import { useEffect, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { useLingui } from '@lingui/react';
import type { RegisterLines, RegisterStep } from '@showgrid/shared/public-pages';
import type { PublicRegistration } from '@showgrid/shared/schemas/registration';
import { buttonClassName } from '../components/button';
import { EntryOutcomeCard } from '../features/registration/components/entry-outcome-card';
import { RegisterOverview } from '../features/registration/components/register-overview';
import { ENTRANT_PAGES } from '../features/registration/lib/pages';
import { watchPresses } from './hand-over';
import { NoScriptEntryForm } from './register-entry-form';
import { SERVER_FORM_ID } from './register-server-form';
import { NoScriptSignIn } from './register-sign-in';

interface RegisterPageProps {
  registration: PublicRegistration;
  lines: RegisterLines;
  step: RegisterStep | null;
}

/**
 * /register/{eventId} (issue 31), rendered on the server (ADR 042): the event and its classes for
 * anyone, then the entrant's step as a plain form the server answers, so a phone without script
 * (or before it) signs in and enters a car. Once hydrated, the app's own steps (drafts kept on the
 * device, photos previewed, the total as you type) are downloaded and take the form's place,
 * carrying over what was typed.
 */
export function RegisterPage({ registration, lines, step }: RegisterPageProps) {
  const { _ } = useLingui();
  return (
    <article className="flex flex-col gap-5 p-4">
      <RegisterOverview registration={registration} lines={lines} />
      {step?.step === 'outcome' ? (
        <EntryOutcomeCard status={step.outcome.strStatus} className={step.outcome.strClassName} paysAtGate={step.outcome.blnPaysAtGate}>
          <a href={ENTRANT_PAGES.entry(step.outcome.intRegistrationId)} className={`${buttonClassName('primary')} w-full py-3 text-base`}>
            {_(/*i18n*/ { id: 'See your entries' })}
          </a>
        </EntryOutcomeCard>
      ) : (
        step && <EnhancedSteps registration={registration} step={step} />
      )}
    </article>
  );
}

type Island = ComponentType<{ registration: PublicRegistration; step: RegisterStep }>;

/** The server's form until the app's steps are here; then those, with what was typed handed over. */
function EnhancedSteps({ registration, step }: { registration: PublicRegistration; step: Exclude<RegisterStep, { step: 'outcome' }> }) {
  const { _ } = useLingui();
  const [island, setIsland] = useState<{ Steps: Island } | null>(null);
  useEffect(() => {
    let live = true;
    const presses = watchPresses(document, SERVER_FORM_ID);
    import('./register-island')
      .then(async (module) => {
        await module.prepare();
        // A tap under way ends on the server's form; a form already sent is the server's to answer.
        await presses.betweenPresses();
        if (!live || presses.submitted()) return;
        // Now, in this task: no press or key can come between the wait above and the swap.
        flushSync(() => setIsland({ Steps: module.RegisterIsland }));
      })
      // Not downloaded (the signal dropped): the server's form stays, and it works.
      .catch(() => undefined)
      .finally(() => presses.stop());
    return () => {
      live = false;
    };
  }, []);

  if (island) return <island.Steps registration={registration} step={step} />;
  const signedIn = step.step === 'entry';
  return (
    <section aria-labelledby="register-entry" className="flex flex-col gap-3" data-register-steps="server">
      <h2 id="register-entry" className="text-lg font-bold text-slate-900">
        {signedIn ? _(/*i18n*/ { id: 'Your car' }) : _(/*i18n*/ { id: 'Confirm your e-mail' })}
      </h2>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        {step.step === 'entry' ? (
          <NoScriptEntryForm id={SERVER_FORM_ID} registration={registration} step={step} />
        ) : (
          <NoScriptSignIn id={SERVER_FORM_ID} eventId={registration.intEventId} step={step} />
        )}
      </div>
    </section>
  );
}
