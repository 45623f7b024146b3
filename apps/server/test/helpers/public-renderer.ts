import { fileURLToPath } from 'node:url';
import { composeDocument, renderPageOf, type PublicRenderer } from '../../src/modules/public-pages/renderer.ts';

// Loaded by Vitest from the web's source, not type-checked here (the web's own tsconfig does: DOM, JSX).
const SERVER_ENTRY = fileURLToPath(new URL('../../../web/src/public/server-entry.tsx', import.meta.url));

/**
 * The public pages as the server renders them, from the web's own source (no build needed): the
 * same React components the dist-ssr bundle holds, without the client build's script and stylesheet.
 */
export async function sourceRenderer(): Promise<PublicRenderer> {
  const renderPage = renderPageOf(await import(SERVER_ENTRY), SERVER_ENTRY);
  return { document: (page, head, context) => composeDocument(renderPage, null, page, head, context) };
}
