import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LOCALES } from '@showgrid/shared/locales';
import { SIGN_IN_SHELLS, signInShellIn } from '@showgrid/shared/paths';
import { requestLocale } from '../lib/i18n.ts';

// Paths the server owns: a miss there is a JSON 404, never the web page.
const SERVER_PATH = /^\/(api|ws|media)(\/|\?|$)/;
// Built files: a miss there (a chunk of an older release) is a 404, never index.html, so a stale
// dynamic import fails cleanly instead of parsing an HTML page as a script.
const ASSET_PATH = /^\/assets\//;
// The visitor's pages (/audience, /audience/{id}, verify, thanks) and the entrant's phone pages
// (/register/{event id}, /entrant) have an HTML of their own that loads the visitor's app only
// (ADR 019). Deeper paths are no such page: the full app's. A web built with its server-rendered
// pages answers /audience/{id}, verify and thanks from modules/public-pages (ADR 042) before this.
const AUDIENCE_PATH = /^\/(audience(\/[^/?]*)?|register\/[^/?]+|entrant)\/?(\?|$)/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A page path as the route table knows it: no query, no trailing slash. */
const pagePath = (url: string) => (url.split('?', 1)[0] ?? url).replace(/(.)\/$/, '$1');

/**
 * Serves the built web app with history fallback: a GET for a page path answers index.html
 * (audience.html under /audience), so a deep link like /admin/manage-events survives a reload.
 * The sign-ins answer their shell (ADR 043: index.html with the page in it) in the reader's
 * language (the picker's cookie, else Accept-Language), index.html when the build has none. API
 * paths keep their 404s.
 *
 * Text files come compressed (ADR 019): the web build writes a .br and a .gz beside each, and
 * @fastify/static's preCompressed sends the best one the client accepts (br, then gzip, else the
 * plain file), also for the page of the fallback. The .br/.gz files are never routes of
 * their own, so nobody receives compressed bytes they did not ask for.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const built = (file: string) => distDir !== undefined && fs.existsSync(path.join(distDir, file));
  const hasWeb = built('index.html');
  const hasAudiencePage = built('audience.html');
  const shells = new Map(Object.entries(SIGN_IN_SHELLS).filter(([, file]) => built(file)));
  // Each sign-in's shell in each language the build wrote (issue 33): the reader's, else English.
  const shellsIn = new Set(
    [...shells.values()].flatMap((file) => LOCALES.map((locale) => signInShellIn(file, locale))).filter((file) => built(file)),
  );
  const shellFor = (request: FastifyRequest, file: string) => {
    const localised = signInShellIn(file, requestLocale(request));
    return shellsIn.has(localised) ? localised : file;
  };
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      cacheControl: false,
      // Hashed assets never change; index.html, sw.js and the manifest must always be revalidated
      // to pick up a new build. Every answer may differ by Accept-Encoding, so caches keep them apart.
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? IMMUTABLE : 'no-cache');
        // A sign-in's shell is also chosen by language (shellFor): a cache keeps each apart.
        res.setHeader(
          'vary',
          shellsIn.has(path.basename(filePath).replace(/\.(br|gz)$/, '')) ? 'accept-encoding, accept-language, cookie' : 'accept-encoding',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (SERVER_PATH.test(request.url) || request.method !== 'GET') return reply.code(404).send({ detail: 'Not found.' });
    if (!hasWeb) return reply.code(404).type('text/plain').send('The web app is not built. Run `npm run build`.');
    if (ASSET_PATH.test(request.url)) return reply.code(404).type('text/plain').send('Not found.');
    const shell = shells.get(pagePath(request.url));
    if (shell) {
      return reply.header('cache-control', 'no-cache').sendFile(shellFor(request, shell), { cacheControl: false });
    }
    const page = hasAudiencePage && AUDIENCE_PATH.test(request.url) ? 'audience.html' : 'index.html';
    return reply.header('cache-control', 'no-cache').sendFile(page, { cacheControl: false });
  });
}
