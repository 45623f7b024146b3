import { useLingui } from '@lingui/react';
import { translated } from '@showgrid/shared/i18n/translate';
import { ENTRY_FORM, registerPath, type EntryFormText, type RegisterStep } from '@showgrid/shared/public-pages';
import { Button } from '../components/button';
import { CodeField, CodeSentTo } from '../components/code-step';
import { TextField } from '../components/text-field';

interface NoScriptSignInProps {
  /** The form's id: the app's steps read what was typed in it (register-island.tsx). */
  id: string;
  eventId: number;
  step: Extract<RegisterStep, { step: 'email' | 'code' }>;
}

/**
 * The entrant's e-mail code as plain forms (POST /register/{eventId}, urlencoded): the address,
 * then the code from the mail; the server answers with the next step, or signs the browser in and
 * shows the entry form. The same fields, ids and words as the app's steps (entrant-sign-in.tsx).
 */
export function NoScriptSignIn({ id, eventId, step }: NoScriptSignInProps) {
  const { _, i18n } = useLingui();
  const action = registerPath(eventId);
  const error = step.error === undefined ? undefined : translated(i18n, step.error);
  if (step.step === 'email') {
    return (
      <form id={id} method="post" action={action} noValidate className="flex flex-col gap-4">
        <p className="text-slate-600">
          {_(
            /*i18n*/ {
              id: 'Enter your e-mail address. We send you a one-time code to confirm it is yours; your entries are kept under it.',
            },
          )}
        </p>
        <input type="hidden" name={ENTRY_FORM.action} value="send" />
        <KeptEntry kept={step.kept} />
        <TextField
          id="entrant-email"
          label={_(/*i18n*/ { id: 'Email' })}
          name={ENTRY_FORM.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          defaultValue={step.email}
          error={error}
        />
        <Button type="submit" className="w-full py-3 text-base">
          {_(/*i18n*/ { id: 'Send code' })}
        </Button>
      </form>
    );
  }
  return (
    <form id={id} method="post" action={action} noValidate className="flex flex-col gap-4">
      {step.notice && (
        <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm font-medium text-green-800">
          {translated(i18n, step.notice)}
        </p>
      )}
      <CodeSentTo email={step.email} />
      <input type="hidden" name={ENTRY_FORM.email} value={step.email} />
      <KeptEntry kept={step.kept} />
      <CodeField id="entrant-code" label={_(/*i18n*/ { id: 'Code' })} name={ENTRY_FORM.code} error={error} />
      <Button type="submit" name={ENTRY_FORM.action} value="verify" className="w-full py-3 text-base">
        {_(/*i18n*/ { id: 'Verify code' })}
      </Button>
      <div className="flex items-center justify-between gap-3 text-sm">
        {/* A post, not a link: an entry riding along (kept) comes back with the address. */}
        <button type="submit" name={ENTRY_FORM.action} value="change" formNoValidate className="font-semibold text-slate-600 underline">
          {_(/*i18n*/ { id: 'Use another e-mail' })}
        </button>
        {/* The form's other submit: the server says when another code may go. */}
        <Button type="submit" name={ENTRY_FORM.action} value="resend" formNoValidate variant="secondary">
          {_(/*i18n*/ { id: 'Resend code' })}
        </Button>
      </div>
    </form>
  );
}

/** The entry typed before the sign-in lapsed, riding along to fill the form again once signed in. */
function KeptEntry({ kept }: { kept: EntryFormText | undefined }) {
  return Object.entries(kept ?? {}).map(([name, value]) => <input key={name} type="hidden" name={ENTRY_FORM.kept(name)} value={value} />);
}
