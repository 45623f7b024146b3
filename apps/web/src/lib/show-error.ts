import type { Mutation } from '@tanstack/react-query';
import toast, { type ToastOptions } from 'react-hot-toast';
import { getErrorMessage } from './api-errors';

/**
 * The one place an error reaches the screen as a toast (issue 30); eslint.config.js keeps
 * `toast.error` out of every other file. A mutation names its words in `meta.errorMessage` and the
 * query client shows them (showMutationError); what is not a mutation, or shows its error inline
 * first, calls showError or showErrorMessage.
 */

/** How a mutation's failure is worded: the fallback after the server's own words, or the whole text. */
export type ErrorWording = string | ((error: unknown) => string);

declare module '@tanstack/react-query' {
  interface Register {
    // A type, not an interface: the meta must stay a Record<string, unknown>.
    mutationMeta: { errorMessage?: ErrorWording };
  }
}

/** Shows a text already worded: a field the form does not show, an outbox refusal, a fixed notice. */
export function showErrorMessage(message: string, options?: ToastOptions): void {
  // Without options the call is the bare toast.error(message) the tests look for.
  if (options) toast.error(message, options);
  else toast.error(message);
}

/** Shows the server's own message (`detail`, else the first field message), else `fallback`. */
export function showError(error: unknown, fallback: string, options?: ToastOptions): void {
  showErrorMessage(getErrorMessage(error, fallback), options);
}

/**
 * The query clients' MutationCache onError: a mutation with `meta.errorMessage` is shown once, here,
 * whoever called it and whether or not its component is still on screen. Without it the caller
 * shows its error itself (inline in a form, say).
 */
export function showMutationError(
  error: unknown,
  _variables: unknown,
  _result: unknown,
  mutation: Mutation<unknown, unknown, unknown>,
): void {
  const wording = mutation.meta?.errorMessage;
  if (wording === undefined) return;
  if (typeof wording === 'string') showError(error, wording);
  else showErrorMessage(wording(error));
}
