import { useEffect, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react';
import { translated } from '@showgrid/shared/i18n/translate';
import {
  AUDIENCE_MESSAGES,
  sendFailureOf,
  thanksPath,
  verifyFailureOf,
  verifyPath,
  VERIFY_FORM,
  voteFailureOf,
  type VerifyStep,
  type VoteTarget,
} from '@showgrid/shared/public-pages';
import { Button } from '../components/button';
import { CodeField, CodeSentTo } from '../components/code-step';
import { TextField } from '../components/text-field';
import { Refusal, sendCode, verifyAndVote, VoteRefusal } from './api';
import { useHydrated } from '../lib/use-hydrated';

/**
 * /audience/verify, "Verify your identity" (SPEC §2): the e-mail step sends a one-time code, the
 * code step verifies it and casts the vote. Both are real forms the server answers (POST
 * /audience/verify, the same rules and words as the API); once hydrated, they call the API instead
 * and the page changes in place.
 */
export function VerifyPage({ target, form }: { target: VoteTarget | null; form: VerifyStep }) {
  const { _ } = useLingui();
  const heading = _(/*i18n*/ { id: 'Verify your identity' });
  if (!target) {
    return (
      <section className="flex flex-col gap-4 p-4">
        <h1 className="text-2xl font-bold text-slate-900">{heading}</h1>
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
          {_(/*i18n*/ { id: 'Scan the QR card on a vehicle’s windscreen to vote for it.' })}
        </p>
      </section>
    );
  }
  return (
    <section className="flex flex-col gap-5 p-4">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{heading}</h1>
        <p className="mt-1 text-slate-600">
          <Trans
            id="Your vote: <0>{vehicle}</0> <1>{card}</1>"
            values={{ vehicle: target.strVehicleName, card: target.strUniqueId }}
            components={{ 0: <span className="font-semibold text-slate-900" />, 1: <span className="font-semibold text-red-700" /> }}
          />
        </p>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <VerifySteps target={target} initial={form} />
      </div>
      <a
        href={`/audience/${encodeURIComponent(target.strUniqueId)}`}
        className="text-center text-sm font-semibold text-slate-600 underline"
      >
        {_(/*i18n*/ { id: 'Back to the vehicle' })}
      </a>
    </section>
  );
}

function VerifySteps({ target, initial }: { target: VoteTarget; initial: VerifyStep }) {
  const [form, setForm] = useState(initial);
  const [busy, setBusy] = useState<'send' | 'resend' | 'vote' | null>(null);
  const hydrated = useHydrated();
  const { i18n, _ } = useLingui();
  const action = verifyPath(target.strUniqueId);
  // The server's words (its refusals, SPEC's notices) in the page's language.
  const error = form.error === undefined ? undefined : translated(i18n, form.error);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get(VERIFY_FORM.email) ?? '');
    setBusy('send');
    try {
      const resendAfter = await sendCode(email, target.intVehicleId);
      setForm({ step: 'code', email, notice: AUDIENCE_MESSAGES.sent, resendAfter });
    } catch (error) {
      setForm({ step: 'email', email, error: error instanceof Refusal ? sendFailureOf(error.body) : AUDIENCE_MESSAGES.sendFailed });
    } finally {
      setBusy(null);
    }
  };

  const resend = async () => {
    setBusy('resend');
    try {
      const resendAfter = await sendCode(form.email, target.intVehicleId);
      setForm({ ...form, error: undefined, notice: AUDIENCE_MESSAGES.sent, resendAfter });
    } catch (error) {
      setForm({ ...form, notice: undefined, error: error instanceof Refusal ? sendFailureOf(error.body) : AUDIENCE_MESSAGES.sendFailed });
    } finally {
      setBusy(null);
    }
  };

  const vote = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const otp = String(new FormData(event.currentTarget).get(VERIFY_FORM.otp) ?? '');
    setBusy('vote');
    try {
      await verifyAndVote(form.email, otp, target.intVehicleId);
      // The thanks page comes from the server: the vote's cookie tells it this browser voted.
      window.location.assign(thanksPath(target.strUniqueId));
    } catch (error) {
      const said = error instanceof VoteRefusal ? voteFailureOf(error.body) : error instanceof Refusal ? verifyFailureOf(error.body) : null;
      setForm({ ...form, notice: undefined, error: said ?? AUDIENCE_MESSAGES.verifyFailed });
      setBusy(null);
    }
  };

  if (form.step === 'email') {
    return (
      <form method="post" action={action} noValidate className="flex flex-col gap-4" onSubmit={(e) => void send(e)}>
        <p className="text-slate-600">
          {_(/*i18n*/ { id: 'Enter your e-mail address. We send you a one-time code to confirm it is yours.' })}
        </p>
        <input type="hidden" name={VERIFY_FORM.action} value="send" />
        <TextField
          id="audience-email"
          label={_(/*i18n*/ { id: 'Email' })}
          name={VERIFY_FORM.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          defaultValue={form.email}
          error={error}
        />
        <Button type="submit" loading={busy === 'send'} className="w-full py-3 text-base">
          {_(/*i18n*/ { id: 'Send OTP' })}
        </Button>
      </form>
    );
  }
  return (
    <form method="post" action={action} noValidate className="flex flex-col gap-4" onSubmit={(e) => void vote(e)}>
      {form.notice && (
        <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm font-medium text-green-800">
          {translated(i18n, form.notice)}
        </p>
      )}
      <CodeSentTo email={form.email} />
      <input type="hidden" name={VERIFY_FORM.email} value={form.email} />
      <CodeField id="audience-otp" label={_(/*i18n*/ { id: 'OTP' })} name={VERIFY_FORM.otp} error={error} autoFocus />
      <Button type="submit" name={VERIFY_FORM.action} value="vote" loading={busy === 'vote'} className="w-full py-3 text-base">
        {_(/*i18n*/ { id: 'Verify and vote' })}
      </Button>
      <div className="flex items-center justify-between gap-3 text-sm">
        <a href={action} className="font-semibold text-slate-600 underline">
          {_(/*i18n*/ { id: 'Use another e-mail' })}
        </a>
        <ResendButton
          hydrated={hydrated}
          resendAfter={form.resendAfter ?? 0}
          busy={busy === 'resend'}
          // A new countdown for each code sent (the key), counted only once the script runs.
          key={`${form.email}:${String(form.resendAfter)}:${form.notice ?? ''}`}
          onResend={() => void resend()}
        />
      </div>
    </form>
  );
}

/**
 * Without script it is the form's other submit (action=resend), and the server says when another
 * code may go; with script it counts down the server's wait and asks the API.
 */
function ResendButton(props: { hydrated: boolean; resendAfter: number; busy: boolean; onResend: () => void }) {
  const { _ } = useLingui();
  const [secondsLeft, setSecondsLeft] = useState(props.resendAfter);
  const counting = props.hydrated && secondsLeft > 0;
  useEffect(() => {
    if (!counting) return undefined;
    const timer = window.setTimeout(() => setSecondsLeft((left) => left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [counting, secondsLeft]);
  return (
    <Button
      type={props.hydrated ? 'button' : 'submit'}
      name={VERIFY_FORM.action}
      value="resend"
      formNoValidate
      variant="secondary"
      disabled={counting}
      loading={props.busy}
      onClick={props.hydrated ? props.onResend : undefined}
    >
      {counting ? _(/*i18n*/ { id: 'Resend code in {seconds} s', values: { seconds: secondsLeft } }) : _(/*i18n*/ { id: 'Resend code' })}
    </Button>
  );
}
