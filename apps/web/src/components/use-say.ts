import { useContext } from 'react';
import { LinguiContext } from '@lingui/react';

/**
 * The words of a component that may render outside any language (the sign-ins, a page still
 * downloading): inside one, their translation by their English id (ADR 045); outside, the English.
 * Only the context, not the translator: the sign-ins' bundle stays without @lingui/core.
 */
export function useSay(): (english: string) => string {
  const i18n = useContext(LinguiContext)?.i18n;
  return (english) => (i18n && Object.hasOwn(i18n.messages, english) ? i18n._(english) : english);
}
