import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { showErrorMessage } from '../lib/show-error';

interface CodeStepOptions {
  /** ms: when another code may first be asked for; a function is called once, as the step opens. */
  firstResendAt: number | (() => number);
  /** Asks for another code; resolves to the seconds the server makes the next one wait. */
  sendCode: () => Promise<number>;
  /** The toast once another code is on its way. */
  sentMessage: string;
  /** The words for a refused send, in the feature's own terms. */
  sendFailureMessage: (error: unknown) => string;
  /** Another code went at `sentAt` (ms); the next may be asked for from `resendAt` (ms). */
  onCodeSent?: (sentAt: number, resendAt: number) => void;
}

/** What CodeStepFooter (code-step.tsx) shows and does, but for the change of address. */
export interface CodeStepResend {
  secondsLeft: number;
  resending: boolean;
  onResend: () => void;
}

/**
 * The "Resend code" side of a one-time-code step, the visitor's (audience) and the entrant's
 * (registration): the countdown to the server's wait, and another code sent, said in a toast.
 */
export function useCodeStep({ firstResendAt, sendCode, sentMessage, sendFailureMessage, onCodeSent }: CodeStepOptions): CodeStepResend {
  const [resendAt, setResendAt] = useState(firstResendAt);
  const [resending, setResending] = useState(false);
  const secondsLeft = useSecondsLeft(resendAt);

  const resend = async () => {
    setResending(true);
    try {
      const seconds = await sendCode();
      toast.success(sentMessage);
      const now = Date.now();
      onCodeSent?.(now, now + seconds * 1000);
      setResendAt(now + seconds * 1000);
    } catch (error) {
      showErrorMessage(sendFailureMessage(error));
    } finally {
      setResending(false);
    }
  };

  return { secondsLeft, resending, onResend: () => void resend() };
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
