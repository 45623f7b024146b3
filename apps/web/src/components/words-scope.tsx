import { useContext, type ReactNode } from 'react';
import { I18nProvider, LinguiContext } from '@lingui/react';
import { messages as appEnglish } from '@showgrid/shared/i18n/locales/en/app';
import { messages as publicEnglish } from '@showgrid/shared/i18n/locales/en/public';
import { createI18n } from '@showgrid/shared/i18n/translate';

const ENGLISH = createI18n('en', publicEnglish, appEnglish);

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
