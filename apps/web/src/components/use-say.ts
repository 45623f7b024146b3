import { useContext } from 'react';
import { LinguiContext } from '@lingui/react';
import { english, type Message } from '@showgrid/shared/i18n/english';

/**
 * The words of a component that may render outside any language (the sign-ins, a page still
 * downloading): inside one, their translation by their English id (ADR 045); outside, the English,
 * its `{name}` placeholders filled. Only the context, not the translator: the sign-ins' bundle
 * stays without @lingui/core.
 */
export function useSay(): (words: string | Message) => string {
  const i18n = useContext(LinguiContext)?.i18n;
  return (words) => {
    const message = typeof words === 'string' ? { id: words } : words;
    return i18n && Object.hasOwn(i18n.messages, message.id) ? i18n._(message) : english(message);
  };
}
