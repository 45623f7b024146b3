import { useEffect } from 'react';
import { GATE } from '@showgrid/shared/limits';
import { sendWaitingTaps } from '../lib/send-taps';
import { useGateStore } from '../stores/gate-store';

/** Sends waiting taps now, when the network comes back, and every few seconds while any wait. */
export function useGateSync(): void {
  const waiting = useGateStore((state) => state.pending.length);
  useEffect(() => {
    if (waiting === 0) return;
    void sendWaitingTaps();
    const timer = setInterval(() => void sendWaitingTaps(), GATE.retrySeconds * 1000);
    const onOnline = () => void sendWaitingTaps();
    window.addEventListener('online', onOnline);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', onOnline);
    };
  }, [waiting]);
}
