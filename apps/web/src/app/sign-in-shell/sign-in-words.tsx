import type { ReactNode } from 'react';
import type { Message } from '@showgrid/shared/i18n/english';
import { PageWordsContext, type PageWords } from '../../components/use-say';

/**
 * The sign-ins in the reader's language (issue 33) without the translator in their bundle (ADR
 * 042's 150 KB): each sign-in's shell is written once per language at build time
 * (scripts/sign-in-shells.mjs), with `<html lang>` and the few messages the page shows, compiled,
 * in a script of its own. The browser words the page from those (components use useSay, which
 * reads them from PageWordsContext): the same words the shell was drawn with, so hydrating matches.
 */
export const SIGN_IN_WORDS_ID = 'sign-in-words';

/** Compiled messages (Lingui's: text, and `[name]` for a placeholder; the sign-ins have no plural). */
export type SignInMessages = Readonly<Record<string, unknown>>;

function filled(compiled: unknown, values: Readonly<Record<string, unknown>> | undefined): string {
  if (typeof compiled === 'string') return compiled;
  if (!Array.isArray(compiled)) return '';
  return compiled
    .map((part: unknown) => {
      if (typeof part === 'string') return part;
      const name: unknown = Array.isArray(part) ? part[0] : undefined;
      const value = typeof name === 'string' ? values?.[name] : undefined;
      return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    })
    .join('');
}

/** A page's words from its compiled messages: each message by its English id, its placeholders filled. */
export function signInWords(messages: SignInMessages): PageWords {
  return {
    messages,
    _: (message: Message) => (Object.hasOwn(messages, message.id) ? filled(messages[message.id], message.values) : message.id),
  };
}

const isMessages = (value: unknown): value is SignInMessages => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The page's own words, if its HTML carries them (a sign-in's shell in a language other than English). */
export function pageSignInWords(): PageWords | null {
  const json = document.getElementById(SIGN_IN_WORDS_ID)?.textContent;
  if (!json) return null;
  try {
    const messages: unknown = JSON.parse(json);
    return isMessages(messages) ? signInWords(messages) : null;
  } catch {
    return null;
  }
}

/** What renders inside speaks the page's words (nothing changes without them: English). */
export function SignInWords({ words, children }: { words: PageWords | null; children: ReactNode }) {
  return words ? <PageWordsContext.Provider value={words}>{children}</PageWordsContext.Provider> : children;
}
