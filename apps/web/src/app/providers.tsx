import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'react-hot-toast';
import { TOASTS } from '@showgrid/shared/limits';
import { createAppQueryClient } from '../lib/query-client';

/** SPEC §9 toast timings; react-hot-toast already caps the queue at 20 (TOASTS.max). */
const TOAST_OPTIONS = {
  duration: TOASTS.defaultMs,
  success: { duration: TOASTS.successMs },
  error: { duration: TOASTS.errorMs },
  loading: { duration: Number.POSITIVE_INFINITY },
};

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createAppQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster position="top-center" toastOptions={TOAST_OPTIONS} />
    </QueryClientProvider>
  );
}
