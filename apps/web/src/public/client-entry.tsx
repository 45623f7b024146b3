// The browser's half of the server-rendered public pages (ADR 042): the page's data is in the
// HTML, so hydrating needs no request. No router, no query cache, no zod: a visitor on one bar of
// signal downloads React and this page's own code.
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { isPublicPage, PUBLIC_PAGE_DATA_ID } from '@showgrid/shared/public-pages';
import { PublicApp } from './public-app';
import './public.css';

const data = document.getElementById(PUBLIC_PAGE_DATA_ID)?.textContent;
const root = document.getElementById('root');
const page: unknown = data ? JSON.parse(data) : null;
if (root && isPublicPage(page)) {
  hydrateRoot(
    root,
    <StrictMode>
      <PublicApp page={page} />
    </StrictMode>,
  );
}
