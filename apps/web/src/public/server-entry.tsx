import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { PublicPage } from '@showgrid/shared/public-pages';
import { PublicApp } from './public-app';

/**
 * The server's half (vite build --ssr, loaded by the API server's public-pages module): a page's
 * markup from its data. Synchronous and free of I/O: the server fetched the data already.
 */
export function renderPage(page: PublicPage): string {
  return renderToString(
    <StrictMode>
      <PublicApp page={page} />
    </StrictMode>,
  );
}
