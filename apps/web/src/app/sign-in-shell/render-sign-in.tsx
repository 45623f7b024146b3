// The sign-in shells' renderer (ADR 043), built by `vite build --ssr --mode shells` and run once
// at build time (scripts/sign-in-shells.mjs), never by the server: the sign-in page as the app's
// first render draws it, so the browser paints it before the script runs and React hydrates it.
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { messages as deApp } from '@showgrid/shared/i18n/locales/de/app';
import { messages as dePublic } from '@showgrid/shared/i18n/locales/de/public';
import { messages as esApp } from '@showgrid/shared/i18n/locales/es/app';
import { messages as esPublic } from '@showgrid/shared/i18n/locales/es/public';
import { messages as frApp } from '@showgrid/shared/i18n/locales/fr/app';
import { messages as frPublic } from '@showgrid/shared/i18n/locales/fr/public';
import { messages as nlApp } from '@showgrid/shared/i18n/locales/nl/app';
import { messages as nlPublic } from '@showgrid/shared/i18n/locales/nl/public';
import { REQUIRED } from '@showgrid/shared/schemas/fields';
import type { Locale } from '@showgrid/shared/locales';
import { LOGGED_OUT_MESSAGE } from '../../features/auth/hooks/use-logout';
import { LOGIN_FAILED_MESSAGE, ROLE_MISMATCH_MESSAGE } from '../../features/auth/lib/sign-in';
import { AppRoot } from '../mount-app';
import { routes } from '../router';
import { signInWords, type SignInMessages } from './sign-in-words';
import shellCss from './sign-in-shell.css?inline';

export { SIGN_IN_SHELLS, signInShellIn } from '@showgrid/shared/paths';
export { LOCALES } from '@showgrid/shared/locales';
export { SIGN_IN_WORDS_ID } from './sign-in-words';
export const SIGN_IN_CSS = shellCss;

/** Each language's words (the app's catalog over the shared components'); English is the ids. */
const CATALOGS: Record<Exclude<Locale, 'en'>, SignInMessages> = {
  de: { ...dePublic, ...deApp },
  fr: { ...frPublic, ...frApp },
  nl: { ...nlPublic, ...nlApp },
  es: { ...esPublic, ...esApp },
};

/**
 * What a sign-in says after its first render: a field left empty, a refusal's fallbacks, the toast
 * after signing out, the judge's already-signed-in dialog (a chunk of its own).
 */
const LATER_WORDS = [
  REQUIRED,
  LOGIN_FAILED_MESSAGE,
  ROLE_MISMATCH_MESSAGE,
  LOGGED_OUT_MESSAGE,
  'Warning!',
  "You're already logged in. Would you like to continue?",
  'Continue',
  'Cancel',
];

/**
 * The markup of #root for `path` in a language (the browser's own tree, mount-app.tsx, in a
 * memory router), and the compiled words it used and may use later: the page's own script
 * carries those (sign-in-words.tsx), so the browser words it as it was drawn. English: none.
 */
export function renderSignIn(path: string, locale: Locale = 'en'): { html: string; words: SignInMessages | null } {
  const router = () => createMemoryRouter(routes, { initialEntries: [path] });
  if (locale === 'en') return { html: renderToString(<AppRoot router={router()} />), words: null };
  const catalog = CATALOGS[locale];
  const used = new Set<string>(LATER_WORDS);
  // useSay asks whether a message is there (Object.hasOwn), then for it: either way, it was used.
  const seen = new Proxy(catalog, {
    get: (all, id: string) => (used.add(id), all[id]),
    getOwnPropertyDescriptor: (all, id: string) => (used.add(id), Reflect.getOwnPropertyDescriptor(all, id)),
  });
  const recording = signInWords(seen);
  const html = renderToString(<AppRoot router={router()} words={recording} />);
  const words: Record<string, unknown> = {};
  for (const id of used) {
    const compiled = catalog[id];
    if (compiled !== undefined) words[id] = compiled;
  }
  return { html, words };
}
