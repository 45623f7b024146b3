import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { otpSchema } from '@showgrid/shared/schemas/attendee';
import { Button } from '../../../components/button';
import { CodeSentTo, CodeStepFooter } from '../../../components/code-step';
import { TextField } from '../../../components/text-field';
import { showErrorMessage } from '../../../lib/show-error';
import { castVote } from '../api/cast-vote';
import { sendOtp } from '../api/send-otp';
import { verifyOtp } from '../api/verify-otp';
import { MESSAGES, sendFailureMessage, verifyFailureMessage, voteFailureMessage } from '../lib/messages';
import type { VoteTarget } from '../lib/vote-target';

const otpFormSchema = z.object({ otp: otpSchema });
type OtpForm = z.infer<typeof otpFormSchema>;

interface OtpStepProps {
  email: string;
  target: VoteTarget;
  /** Seconds until another code may be asked for. */
  resendAfter: number;
  onChangeEmail: () => void;
  onVoted: () => void;
}

/** Seconds left until `until` (ms), ticking once a second. */
function useSecondsLeft(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (now >= until) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [now, until]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** Step two: the code from the e-mail; verified, then the vote is cast (SPEC §4 OTP flow). */
export function OtpStep({ email, target, resendAfter, onChangeEmail, onVoted }: OtpStepProps) {
  const [resendAt, setResendAt] = useState(() => Date.now() + resendAfter * 1000);
  const [resending, setResending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const secondsLeft = useSecondsLeft(resendAt);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<OtpForm>({ resolver: zodResolver(otpFormSchema), defaultValues: { otp: '' } });

  const fail = (message: string) => {
    setError('otp', { message });
    showErrorMessage(message);
  };

  const submit = handleSubmit(async ({ otp }) => {
    setVerifying(true);
    try {
      let token: string;
      try {
        token = await verifyOtp(email, otp);
      } catch (error) {
        fail(verifyFailureMessage(error));
        return;
      }
      toast.success(MESSAGES.verified);
      try {
        await castVote(email, target.intVehicleId, token);
      } catch (error) {
        // "OTP Verified." next to a refused vote would read as a success.
        toast.dismiss();
        fail(voteFailureMessage(error));
        return;
      }
      // The vote is what counts: earlier notices (code sent, verified) make way for it.
      toast.dismiss();
      toast.success(MESSAGES.voted);
      onVoted();
    } finally {
      setVerifying(false);
    }
  });

  const resend = async () => {
    setResending(true);
    try {
      const answer = await sendOtp(email, target.intVehicleId);
      toast.success(MESSAGES.sent);
      setResendAt(Date.now() + answer.intResendAfter * 1000);
    } catch (error) {
      showErrorMessage(sendFailureMessage(error));
    } finally {
      setResending(false);
    }
  };

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
      <CodeSentTo email={email} />
      <TextField
        id="audience-otp"
        label="OTP"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        className="text-center text-2xl tracking-[0.5em]"
        error={errors.otp?.message}
        {...register('otp')}
      />
      <Button type="submit" loading={verifying} className="w-full py-3 text-base">
        Verify and vote
      </Button>
      <CodeStepFooter onChangeEmail={onChangeEmail} secondsLeft={secondsLeft} resending={resending} onResend={() => void resend()} />
    </form>
  );
}
