import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster, type ToastPosition } from 'react-hot-toast';
import { TOASTS } from '@showgrid/shared/limits';
import { createAppQueryClient } from '../lib/query-client';

/** SPEC §9 toast timings; react-hot-toast already caps the queue at 20 (TOASTS.max). */
const TOAST_OPTIONS = {
  duration: TOASTS.defaultMs,
  success: { duration: TOASTS.successMs },
  error: { duration: TOASTS.errorMs },
  loading: { duration: Number.POSITIVE_INFINITY },
};

/**
 * `toastPosition`: top-center by default; the visitor's phone pages take bottom-center, where a
 * toast never covers the page's heading (issue 19) and sits by the thumb.
 */
export function AppProviders({
  children,
  toastPosition = 'top-center',
  client,
}: {
  children: ReactNode;
  toastPosition?: ToastPosition;
  /** A query cache filled before the providers mount (the registration page's island, ADR 042); else a new one. */
  client?: QueryClient;
}) {
  const [queryClient] = useState(() => client ?? createAppQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster position={toastPosition} toastOptions={TOAST_OPTIONS} />
    </QueryClientProvider>
  );
}
