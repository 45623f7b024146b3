// The browser's half of the server-rendered public pages (ADR 042): the page's data is in the
// HTML, so hydrating needs no request but the page's language's words (ADR 045: the server named
// the file in the head, so it is on its way with the script). No router, no query cache, no zod:
// a visitor on one bar of signal downloads React and this page's own code.
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { PUBLIC_CATALOGS } from '@showgrid/shared/i18n/catalogs';
import { createI18n } from '@showgrid/shared/i18n/translate';
import { DEFAULT_LOCALE, isLocale } from '@showgrid/shared/locales';
import { isPublicPage, PUBLIC_PAGE_DATA_ID } from '@showgrid/shared/public-pages';
import { PublicApp } from './public-app';
import './public.css';

const data = document.getElementById(PUBLIC_PAGE_DATA_ID)?.textContent;
const root = document.getElementById('root');
const page: unknown = data ? JSON.parse(data) : null;
const lang = document.documentElement.lang;
const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
if (root && isPublicPage(page)) {
  void PUBLIC_CATALOGS[locale]().then((messages) =>
    hydrateRoot(
      root,
      <StrictMode>
        <PublicApp page={page} i18n={createI18n(locale, messages)} here={window.location.pathname + window.location.search} />
      </StrictMode>,
    ),
  );
}
