import { useState, type ChangeEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { english, translated } from '@showgrid/shared/i18n/translate';
import { otpSchema } from '@showgrid/shared/schemas/attendee';
import { entrantSendCodeBodySchema } from '@showgrid/shared/schemas/registration';
import { Button } from '../../../components/button';
import { CodeField, CodeSentTo, CodeStepFooter } from '../../../components/code-step';
import { TextField } from '../../../components/text-field';
import { useCodeStep } from '../../../components/use-code-step';
import { showErrorMessage } from '../../../lib/show-error';
import { getEntriesQueryOptions } from '../api/get-entries';
import { registrationKeys } from '../api/query-keys';
import { sendEntrantCode } from '../api/send-entrant-code';
import { verifyEntrantCode } from '../api/verify-entrant-code';
import { MESSAGES, sendFailureMessage, verifyFailureMessage } from '../lib/messages';
import { signInDraftNow, useEntryDraftStore } from '../stores/entry-draft-store';

export const COOKIE_REFUSED = english(
  /*i18n*/ {
    id: 'The code was right, but this browser did not keep the sign-in: allow cookies for this site and try again.',
  },
);

/**
 * The entrant proves their e-mail with a one-time code: the address, then the code from the mail.
 * Verified, the server's cookie signs the browser in; the entries' read (which the pages watch to
 * know who is signed in) is fetched again, so the page moves on by itself.
 */
export function EntrantSignIn() {
  // A reload while the mail is on its way comes back to the code step (ADR 041).
  const [restored] = useState(() => signInDraftNow(useEntryDraftStore.getState().signIn, Date.now()));
  const [email, setEmail] = useState<string | null>(restored?.codeSentAt != null ? restored.email : null);
  const [resendAt, setResendAt] = useState(restored?.resendAt ?? 0);
  const keepSignIn = useEntryDraftStore((state) => state.keepSignIn);
  return email === null ? (
    <EmailStep
      typed={restored?.email ?? ''}
      onSent={(address, seconds) => {
        const now = Date.now();
        keepSignIn({ email: address, codeSentAt: now, resendAt: now + seconds * 1000 });
        setEmail(address);
        setResendAt(now + seconds * 1000);
      }}
    />
  ) : (
    <CodeStep
      email={email}
      resendAt={resendAt}
      onChangeEmail={() => {
        keepSignIn({ email, codeSentAt: null, resendAt: 0 });
        setEmail(null);
      }}
    />
  );
}

const emailFormSchema = entrantSendCodeBodySchema;

function EmailStep({ typed, onSent }: { typed: string; onSent: (email: string, resendAfterSeconds: number) => void }) {
  const { _, i18n } = useLingui();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.infer<typeof emailFormSchema>>({ resolver: zodResolver(emailFormSchema), defaultValues: { strEmail: typed } });
  const keepSignIn = useEntryDraftStore((state) => state.keepSignIn);

  const submit = handleSubmit(async ({ strEmail }) => {
    try {
      const seconds = await sendEntrantCode(strEmail);
      toast.success(translated(i18n, MESSAGES.codeSent));
      onSent(strEmail, seconds);
    } catch (error) {
      const message = translated(i18n, sendFailureMessage(error));
      setError('strEmail', { message });
      showErrorMessage(message);
    }
  });

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
      <p className="text-slate-600">
        {_(
          /*i18n*/ { id: 'Enter your e-mail address. We send you a one-time code to confirm it is yours; your entries are kept under it.' },
        )}
      </p>
      <TextField
        id="entrant-email"
        label={_(/*i18n*/ { id: 'Email' })}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.strEmail?.message === undefined ? undefined : translated(i18n, errors.strEmail.message)}
        {...register('strEmail', {
          onChange: (event: ChangeEvent<HTMLInputElement>) => keepSignIn({ email: event.target.value, codeSentAt: null, resendAt: 0 }),
        })}
      />
      <Button type="submit" loading={isSubmitting} className="w-full py-3 text-base">
        {_(/*i18n*/ { id: 'Send code' })}
      </Button>
    </form>
  );
}

const codeFormSchema = z.object({ strCode: otpSchema });

function CodeStep({ email, resendAt, onChangeEmail }: { email: string; resendAt: number; onChangeEmail: () => void }) {
  const { _, i18n } = useLingui();
  const queryClient = useQueryClient();
  const keepSignIn = useEntryDraftStore((state) => state.keepSignIn);
  const resend = useCodeStep({
    firstResendAt: resendAt,
    sendCode: () => sendEntrantCode(email),
    sentMessage: translated(i18n, MESSAGES.codeSent),
    sendFailureMessage: (error) => translated(i18n, sendFailureMessage(error)),
    // A reload after "Resend code" comes back to this step, still counting down (ADR 041).
    onCodeSent: (codeSentAt, nextResendAt) => keepSignIn({ email, codeSentAt, resendAt: nextResendAt }),
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.infer<typeof codeFormSchema>>({ resolver: zodResolver(codeFormSchema), defaultValues: { strCode: '' } });

  const fail = (english: string) => {
    const message = translated(i18n, english);
    setError('strCode', { message });
    showErrorMessage(message);
  };

  const submit = handleSubmit(async ({ strCode }) => {
    try {
      await verifyEntrantCode(email, strCode);
    } catch (error) {
      fail(verifyFailureMessage(error));
      return;
    }
    // Whoever was signed in before (a lapsed sign-in, another address) is not who is now.
    queryClient.removeQueries({ queryKey: registrationKeys.me });
    try {
      await queryClient.fetchQuery({ ...getEntriesQueryOptions(), staleTime: 0 });
    } catch {
      fail(COOKIE_REFUSED);
      return;
    }
    // Signed in, the cookie carries the address: the e-mail step is done with.
    keepSignIn(null);
    toast.dismiss();
    toast.success(translated(i18n, MESSAGES.verified));
  });

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
      <CodeSentTo email={email} />
      <CodeField
        id="entrant-code"
        label={_(/*i18n*/ { id: 'Code' })}
        error={errors.strCode?.message === undefined ? undefined : translated(i18n, errors.strCode.message)}
        {...register('strCode')}
      />
      <Button type="submit" loading={isSubmitting} className="w-full py-3 text-base">
        {_(/*i18n*/ { id: 'Verify code' })}
      </Button>
      <CodeStepFooter onChangeEmail={onChangeEmail} {...resend} />
    </form>
  );
}
