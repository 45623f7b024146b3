import { createContext, useContext } from 'react';
import { LinguiContext } from '@lingui/react';
import { english, type Message } from '@showgrid/shared/i18n/english';

/**
 * A page's own few words where no translator is loaded (a sign-in's shell in German carries the
 * words it shows: app/sign-in-shell/sign-in-words.tsx). A language scope's translator comes first.
 */
export interface PageWords {
  readonly messages: Readonly<Record<string, unknown>>;
  _(message: Message): string;
}
export const PageWordsContext = createContext<PageWords | null>(null);

/**
 * The words of a component that may render outside any language (the sign-ins, a page still
 * downloading): inside one, their translation by their English id (ADR 045); else the page's own
 * words; else the English, its `{name}` placeholders filled. Only contexts, not the translator:
 * the sign-ins' bundle stays without @lingui/core.
 */
export function useSay(): (words: string | Message) => string {
  const scoped: PageWords | undefined = useContext(LinguiContext)?.i18n;
  const page = useContext(PageWordsContext);
  const words = scoped ?? page;
  return (said) => {
    const message = typeof said === 'string' ? { id: said } : said;
    return words && Object.hasOwn(words.messages, message.id) ? words._(message) : english(message);
  };
}
