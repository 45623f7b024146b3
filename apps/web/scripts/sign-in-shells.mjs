// Writes the sign-in shells (ADR 043): for each sign-in path, dist/index.html with the page's
// markup in #root (the app's first render, from dist-shells), the shells' stylesheet inline and the
// app's stylesheet moved out of the head, so the page paints with the first answer and React
// hydrates it. Runs after the builds and before precompress.mjs, which compresses them.
// Usage: node scripts/sign-in-shells.mjs [dist] [dist-shells]
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
// The renderer runs the app's modules, whose stores read the device's IndexedDB as they load
// (nothing is in it: the first render is a signed-out one, as a fresh browser's).
import 'fake-indexeddb/auto';

const dist = path.resolve(process.argv[2] ?? 'dist');
const renderer = path.resolve(process.argv[3] ?? 'dist-shells', 'render-sign-in.js');
const { renderSignIn, SIGN_IN_CSS, SIGN_IN_SHELLS, SIGN_IN_WORDS_ID, LOCALES, signInShellIn } = await import(pathToFileURL(renderer).href);

const index = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const EMPTY_ROOT = '<div id="root"></div>';
const STYLESHEET = /\s*<link rel="stylesheet"[^>]*>/g;
const stylesheets = index.match(STYLESHEET) ?? [];
if (!index.includes(EMPTY_ROOT) || stylesheets.length === 0) throw new Error('dist/index.html is not laid out as expected');

// A script's JSON in HTML: nothing in it may close the script or open a comment.
const inScript = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

// Each sign-in once per language (issue 33): <html lang>, the page drawn in it, and the words it
// uses in a script of their own, which the browser words the page from (sign-in-words.tsx).
for (const [route, file] of Object.entries(SIGN_IN_SHELLS)) {
  for (const locale of LOCALES) {
    const { html: page, words } = renderSignIn(route, locale);
    const wordsScript = words ? `<script type="application/json" id="${SIGN_IN_WORDS_ID}">${inScript(words)}</script>` : '';
    const html = index
      .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
      // A stylesheet in the head holds the first paint back until it arrives; after #root it no
      // longer does, and the script (which waits for it) still finds it there.
      .replace(STYLESHEET, '')
      .replace('</head>', `<style>${SIGN_IN_CSS}</style>${wordsScript}</head>`)
      .replace(EMPTY_ROOT, `<div id="root">${page}</div>${stylesheets.join('')}`);
    fs.writeFileSync(path.join(dist, signInShellIn(file, locale)), html);
  }
}
console.log(
  `sign-in shells: ${Object.values(SIGN_IN_SHELLS).join(', ')} in ${LOCALES.join(', ')} (${(SIGN_IN_CSS.length / 1000).toFixed(1)} KB of inline CSS)`,
);
