import { useContext, type ReactNode } from 'react';
import { I18nProvider, LinguiContext } from '@lingui/react';
import { messages as publicEnglish } from '@showgrid/shared/i18n/locales/en/public';
import { createI18n } from '@showgrid/shared/i18n/translate';

// The public catalog only: a component shared with the public pages takes its words from there,
// and the app's catalog (every screen's words) would weigh on every page that imports this.
const ENGLISH = createI18n('en', publicEnglish);

/**
 * The words of a component the public pages (in the reader's language, ADR 045) and the app share:
 * under a page's language, that one; in the app, whose screens are English until theirs are
 * translated, English. Here rather than in the app's providers, so the sign-ins' bundle carries no
 * translator it does not use (their 150 KB budget).
 */
export function WordsScope({ children }: { children: ReactNode }) {
  const scoped = useContext(LinguiContext);
  return scoped ? children : <I18nProvider i18n={ENGLISH}>{children}</I18nProvider>;
}
