import { use } from 'react';
import { Outlet } from 'react-router';
import { I18nProvider } from '@lingui/react';
import { translated } from '@showgrid/shared/i18n/translate';
import { wordScreens } from '../../lib/screen-words';
import { appI18n, switchLanguage, useAppLanguage } from './app-language';
import { useAccountLanguage } from './use-account-language';

let started: Promise<void> | undefined;

// What every signed-in area shows from outside React (the session's end, the print frame, the
// error page after a crash) speaks the person's language from the first area on: appI18n follows
// their choice.
wordScreens((text) => translated(appI18n, text));

/**
 * The device's language at the first screen: downloaded before the screens render (no flash of
 * English); English when that language's words cannot be had (offline before they were cached).
 */
const startLanguage = () => (started ??= switchLanguage(useAppLanguage.getState().locale).catch(() => switchLanguage('en')));

/**
 * The app's screens in the person's own language (issue 33, ADR 046): the signed-in areas (the
 * judge's, the organiser's, the gate's, the awards screen) render inside it. A chunk of its own, so
 * the sign-ins' bundle carries no translator (their budget).
 */
export function AppLanguageScope() {
  if (!appI18n.locale) use(startLanguage());
  useAccountLanguage();
  return (
    <I18nProvider i18n={appI18n}>
      <Outlet />
    </I18nProvider>
  );
}
