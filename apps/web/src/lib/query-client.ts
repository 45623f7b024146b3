import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-errors';
import { showMutationError } from './show-error';

const MAX_RETRY_DELAY_MS = 30_000;
const FIVE_MINUTES_MS = 5 * 60 * 1000;

/** Exponential backoff min(1000 * 2^n, 30000) ms (SPEC §7). */
export function retryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, MAX_RETRY_DELAY_MS);
}

/** Admin console: only a server fault is worth retrying; a 4xx will answer the same again. */
export function adminRetry(failureCount: number, error: unknown): boolean {
  return error instanceof ApiError && error.status === 500 && failureCount < 3;
}

/** Elsewhere (judge tablet, audience phone): up to 3 retries, but never on a client error. */
export function defaultRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 3;
}

/** Admin console: no caching, data is always fresh from the server (SPEC §9). */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    // A mutation's error is shown in one place, worded by its meta (lib/show-error.ts).
    mutationCache: new MutationCache({ onError: showMutationError }),
    defaultOptions: {
      queries: {
        staleTime: 0,
        gcTime: 0,
        refetchOnWindowFocus: false,
        retry: adminRetry,
        retryDelay,
      },
    },
  });
}

export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({ onError: showMutationError }),
    defaultOptions: {
      queries: { gcTime: FIVE_MINUTES_MS, retry: defaultRetry, retryDelay },
      mutations: { retry: false },
    },
  });
}
