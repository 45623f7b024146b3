import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { translatorsOf } from '@showgrid/shared/i18n/translate';
import { messages as de } from '@showgrid/shared/i18n/locales/de/public';
import { messages as en } from '@showgrid/shared/i18n/locales/en/public';
import { messages as es } from '@showgrid/shared/i18n/locales/es/public';
import { messages as fr } from '@showgrid/shared/i18n/locales/fr/public';
import { messages as nl } from '@showgrid/shared/i18n/locales/nl/public';
import type { PublicPage } from '@showgrid/shared/public-pages';
import type { PageContext } from './page-context';
import { PublicApp } from './public-app';

// The server has every language at hand; the browser downloads only its page's (client-entry.tsx).
const i18nFor = translatorsOf({ en: [en], de: [de], fr: [fr], nl: [nl], es: [es] });

/**
 * The server's half (vite build --ssr, loaded by the API server's public-pages module): a page's
 * markup from its data, in the reader's language. Synchronous and free of I/O: the server fetched
 * the data already.
 */
export function renderPage(page: PublicPage, context: PageContext): string {
  return renderToString(
    <StrictMode>
      <PublicApp page={page} i18n={i18nFor(context.locale)} here={context.path} />
    </StrictMode>,
  );
}
