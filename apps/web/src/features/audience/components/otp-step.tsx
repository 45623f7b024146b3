import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { otpSchema } from '@showgrid/shared/schemas/attendee';
import { Button } from '../../../components/button';
import { CodeField, CodeSentTo, CodeStepFooter } from '../../../components/code-step';
import { useCodeStep } from '../../../components/use-code-step';
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

/** Step two: the code from the e-mail; verified, then the vote is cast (SPEC §4 OTP flow). */
export function OtpStep({ email, target, resendAfter, onChangeEmail, onVoted }: OtpStepProps) {
  const resend = useCodeStep({
    firstResendAt: () => Date.now() + resendAfter * 1000,
    sendCode: async () => (await sendOtp(email, target.intVehicleId)).intResendAfter,
    sentMessage: MESSAGES.sent,
    sendFailureMessage,
  });
  const [verifying, setVerifying] = useState(false);
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

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
      <CodeSentTo email={email} />
      <CodeField id="audience-otp" label="OTP" error={errors.otp?.message} {...register('otp')} />
      <Button type="submit" loading={verifying} className="w-full py-3 text-base">
        Verify and vote
      </Button>
      <CodeStepFooter onChangeEmail={onChangeEmail} {...resend} />
    </form>
  );
}
