import { useEffect, useEffectEvent } from 'react';
import type { FieldValues, UseFormSubscribe } from 'react-hook-form';

/**
 * Hands `keep` the form's values at every change, reset() included, so a draft store holds what
 * was typed (ADR 041). The entry-draft store writes localStorage synchronously: every change is on
 * the device before the next key. `keep` may be a new function each render; the latest is called
 * and the form is not subscribed again for it.
 */
export function useKeptForm<T extends FieldValues>(form: { subscribe: UseFormSubscribe<T> }, keep: (values: T) => void): void {
  const { subscribe } = form;
  const onValues = useEffectEvent(keep);
  useEffect(() => subscribe({ formState: { values: true }, callback: ({ values }) => onValues(values) }), [subscribe]);
}
