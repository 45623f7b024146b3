import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isLocale, type Locale } from '@showgrid/shared/locales';
import { PUBLIC_PAGE_DATA_ID, type PublicPage } from '@showgrid/shared/public-pages';

/** What a page is rendered for besides its data (apps/web/src/public/page-context.ts). */
export interface PageContext {
  locale: Locale;
  path: string;
}

/** What the web's server build (apps/web/dist-ssr/public-pages.js) exports: a page's markup from its data, in a language. */
export type RenderPage = (page: PublicPage, context: PageContext) => string;

/** The public entry's files (its own build's dist/.vite/public-manifest.json): its script, what it imports, its stylesheet. */
export interface PublicAssets {
  script: string;
  preloads: string[];
  css: string;
  /** Each language's words for the browser (ADR 045): asked for with the script, so hydrating waits for no second trip. */
  catalogs: Partial<Record<Locale, string>>;
}

/** A page as the browser gets it: its HTML and the validator of exactly those bytes. */
export interface RenderedDocument {
  html: string;
  etag: string;
}

export interface DocumentHead {
  title: string;
  /** The page's largest picture (its <img>'s src, srcset and sizes): asked for with the HTML, before the stylesheet or the script. */
  preloadImage?: { src: string; srcSet: string; sizes: string } | null;
}

export interface PublicRenderer {
  document(page: PublicPage, head: DocumentHead, context: PageContext): RenderedDocument;
}

const ENTRY = 'src/public/client-entry.tsx';

/** The manifest's entry for the public pages' script, and the chunks it imports (modulepreload: one round trip for all). */
function readAssets(webDist: string): PublicAssets | null {
  const manifestFile = path.join(webDist, '.vite', 'public-manifest.json');
  if (!fs.existsSync(manifestFile)) return null;
  const parsed: unknown = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const manifest = new Map<string, unknown>(typeof parsed === 'object' && parsed !== null ? Object.entries(parsed) : []);
  const list = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
  const entryOf = (key: string): { file: string; imports: string[]; css: string[] } | null => {
    const raw = manifest.get(key);
    if (typeof raw !== 'object' || raw === null || !('file' in raw) || typeof raw.file !== 'string') return null;
    return { file: raw.file, imports: 'imports' in raw ? list(raw.imports) : [], css: 'css' in raw ? list(raw.css) : [] };
  };
  const entry = entryOf(ENTRY);
  if (!entry) return null;
  const preloads = new Set<string>();
  const walk = (keys: string[]) => {
    for (const key of keys) {
      const chunk = entryOf(key);
      if (!chunk || preloads.has(`/${chunk.file}`)) continue;
      preloads.add(`/${chunk.file}`);
      walk(chunk.imports);
    }
  };
  walk(entry.imports);
  // Inlined: a visitor's first page needs no second request before it paints (issue 32's critical CSS).
  const css = entry.css.map((file) => fs.readFileSync(path.join(webDist, file), 'utf8')).join('\n');
  const catalogs: Partial<Record<Locale, string>> = {};
  for (const key of manifest.keys()) {
    const locale = /i18n\/locales\/([a-z]+)\/public\.ts$/.exec(key)?.[1];
    const chunk = entryOf(key);
    if (locale && isLocale(locale) && chunk) catalogs[locale] = `/${chunk.file}`;
  }
  return { script: `/${entry.file}`, preloads: [...preloads], css, catalogs };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/** JSON inside <script type="application/json">: no "</script>" or "<!--" can end it early. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The whole document around a page's markup: the head the HTML carries, the data the script hydrates from. */
export function composeDocument(
  render: RenderPage,
  assets: PublicAssets | null,
  page: PublicPage,
  head: DocumentHead,
  context: PageContext,
): RenderedDocument {
  const markup = render(page, context);
  const catalog = assets?.catalogs[context.locale];
  const parts = [
    // The page's language, which the browser's half reads to load the same words (client-entry.tsx).
    `<!doctype html><html lang="${context.locale}"><head><meta charset="UTF-8" />`,
    '<meta name="viewport" content="width=device-width, initial-scale=1.0" />',
    '<meta name="theme-color" content="#b91c1c" />',
    '<link rel="icon" href="/icon.svg" type="image/svg+xml" />',
    `<title>${escapeHtml(head.title)}</title>`,
    head.preloadImage
      ? `<link rel="preload" as="image" href="${escapeHtml(head.preloadImage.src)}" imagesrcset="${escapeHtml(head.preloadImage.srcSet)}" imagesizes="${escapeHtml(head.preloadImage.sizes)}" fetchpriority="high" />`
      : '',
    assets ? `<style>${assets.css}</style>` : '',
    ...(assets?.preloads.map((file) => `<link rel="modulepreload" href="${file}" />`) ?? []),
    catalog ? `<link rel="modulepreload" href="${catalog}" />` : '',
    assets ? `<script type="module" src="${assets.script}"></script>` : '',
    `</head><body><div id="root">${markup}</div>`,
    `<script type="application/json" id="${PUBLIC_PAGE_DATA_ID}">${scriptJson(page)}</script>`,
    '</body></html>',
  ];
  const html = parts.join('');
  return { html, etag: `"${createHash('sha1').update(html).digest('base64url').slice(0, 27)}"` };
}

/** The renderPage of the web's server module, checked: the module is loaded at run time, untyped. */
export function renderPageOf(loaded: unknown, source: string): RenderPage {
  const render = typeof loaded === 'object' && loaded !== null && 'renderPage' in loaded ? loaded.renderPage : undefined;
  if (typeof render !== 'function') throw new Error(`${source} exports no renderPage`);
  return (page, context) => {
    const html: unknown = render(page, context);
    if (typeof html !== 'string') throw new Error('renderPage answered no string');
    return html;
  };
}

/**
 * The public pages' renderer from the web build (ADR 042): the server half (dist-ssr, next to the
 * web's dist) and the public build's manifest. Null when the web is not built with it: the pages
 * are then the visitor's app as before (plugins/web-app.ts).
 */
export async function loadPublicRenderer(webDist: string): Promise<PublicRenderer | null> {
  const serverBuild = path.resolve(webDist, '..', 'dist-ssr', 'public-pages.js');
  if (!fs.existsSync(serverBuild)) return null;
  const renderPage = renderPageOf(await import(pathToFileURL(serverBuild).href), serverBuild);
  const assets = readAssets(webDist);
  return { document: (page, head, context) => composeDocument(renderPage, assets, page, head, context) };
}
