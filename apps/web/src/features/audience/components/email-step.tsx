import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { sendOtpBodySchema } from '@showgrid/shared/schemas/attendee';
import type { z } from 'zod';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { showErrorMessage } from '../../../lib/show-error';
import { useSendOtp } from '../api/send-otp';
import { MESSAGES, sendFailureMessage } from '../lib/messages';

// The form asks for the address only; the vehicle comes from the page.
const emailFormSchema = sendOtpBodySchema.pick({ email: true });
type EmailForm = z.infer<typeof emailFormSchema>;

interface EmailStepProps {
  /** The vehicle voted for: no code is sent while it takes no votes (the vote itself says whether this address voted). */
  intVehicleId: number;
  onSent: (email: string, resendAfterSeconds: number) => void;
}

/** Step one: the visitor's e-mail; a code is sent to it. */
export function EmailStep({ intVehicleId, onSent }: EmailStepProps) {
  const send = useSendOtp(intVehicleId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EmailForm>({ resolver: zodResolver(emailFormSchema), defaultValues: { email: '' } });

  const submit = handleSubmit(async ({ email }) => {
    try {
      const answer = await send.mutateAsync(email);
      toast.success(MESSAGES.sent);
      onSent(email, answer.intResendAfter);
    } catch (error) {
      const message = sendFailureMessage(error);
      setError('email', { message });
      showErrorMessage(message);
    }
  });

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
      <p className="text-slate-600">Enter your e-mail address. We send you a one-time code to confirm it is yours.</p>
      <TextField
        id="audience-email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" loading={send.isPending} className="w-full py-3 text-base">
        Send OTP
      </Button>
    </form>
  );
}
