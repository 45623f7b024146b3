import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers/test-app.ts';

/**
 * The built web app as a phone receives it (ADR 019): a dist folder laid out as the web build
 * leaves it, each text file with its .br and .gz beside it, served through the whole app.
 */

const INDEX = `<!doctype html><html><head><title>Showgrid</title><script type="module" src="/assets/index-a1b2c3.js"></script></head><body><div id="root"></div>${'<!-- padding so compression pays -->'.repeat(20)}</body></html>`;
const AUDIENCE = INDEX.replace('index-a1b2c3.js', 'audience-d4e5f6.js');
// A sign-in shell (ADR 043) as the web build writes it: index.html with the page in #root.
const signInShell = (heading: string) =>
  INDEX.replace(
    '<div id="root"></div>',
    `<div id="root"><main><h1>${heading}</h1><form noValidate=""><label for="email">Email</label><input id="email" name="email"/><label for="password">Password</label><input id="password" name="password" type="password"/><button type="submit">Sign in</button></form></main></div>`,
  );
const JUDGE_SHELL = signInShell('Welcome, Judge');
const ADMIN_SHELL = signInShell('Welcome to Showgrid');
const GERMAN_JUDGE_SHELL = signInShell('Willkommen, Richter');
const CHUNK = `export const page = ${JSON.stringify('vehicle '.repeat(400))};`;
const SW = `self.addEventListener('install', () => self.skipWaiting());${' '.repeat(2000)}`;
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

let dist: string;
let web: TestContext;

function writeWithVariants(relative: string, content: string): void {
  const file = path.join(dist, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
}

const get = (url: string, acceptEncoding?: string) =>
  web.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

/** The body as the client would read it after undoing the content-encoding it was told. */
function decoded(res: Awaited<ReturnType<typeof get>>): string {
  const raw = res.rawPayload;
  switch (res.headers['content-encoding']) {
    case 'br':
      return zlib.brotliDecompressSync(raw).toString();
    case 'gzip':
      return zlib.gunzipSync(raw).toString();
    case undefined:
      return raw.toString();
    default:
      throw new Error(`unexpected content-encoding ${String(res.headers['content-encoding'])}`);
  }
}

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'showgrid-web-app-'));
  writeWithVariants('index.html', INDEX);
  writeWithVariants('audience.html', AUDIENCE);
  // No gate-login.html: a build without that shell, whose sign-in falls back to index.html.
  writeWithVariants('judge-login.html', JUDGE_SHELL);
  writeWithVariants('admin-login.html', ADMIN_SHELL);
  // The judge's sign-in in German too (issue 33); no French one: a French reader gets English.
  writeWithVariants('judge-login.de.html', GERMAN_JUDGE_SHELL);
  writeWithVariants('assets/index-a1b2c3.js', CHUNK);
  writeWithVariants('sw.js', SW);
  fs.writeFileSync(path.join(dist, 'icon-192.png'), PNG);
  web = await createTestContext({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await web.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('compressed delivery of the web app', () => {
  it('prefers brotli when the client accepts it', async () => {
    const res = await get('/assets/index-a1b2c3.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    // The type of what is inside, as the plain file is sent, not of a .br file.
    expect(res.headers['content-type']).toBe((await get('/assets/index-a1b2c3.js')).headers['content-type']);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(CHUNK.length / 4);
    expect(decoded(res)).toBe(CHUNK);
  });

  it('sends gzip to a client that accepts only gzip, never the .br', async () => {
    const res = await get('/assets/index-a1b2c3.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(decoded(res)).toBe(CHUNK);
  });

  it('follows the client’s preferences and refusals (q-values)', async () => {
    expect((await get('/assets/index-a1b2c3.js', 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    expect((await get('/assets/index-a1b2c3.js', 'br;q=0.5, gzip;q=1')).headers['content-encoding']).toBe('gzip');
  });

  it.each([
    ['no Accept-Encoding', undefined],
    ['identity only', 'identity'],
    ['an encoding we do not keep', 'deflate'],
    ['an unknown encoding', 'zstd'],
  ])('sends the plain file with %s', async (_, acceptEncoding) => {
    const res = await get('/assets/index-a1b2c3.js', acceptEncoding);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(CHUNK);
  });

  it('says that every answer depends on Accept-Encoding', async () => {
    for (const url of ['/assets/index-a1b2c3.js', '/index.html', '/sw.js', '/judge/login', '/audience/SS001', '/icon-192.png']) {
      for (const acceptEncoding of ['br', undefined]) {
        expect((await get(url, acceptEncoding)).headers.vary, `${url} ${String(acceptEncoding)}`).toMatch(/accept-encoding/i);
      }
    }
  });

  it('sends a file that has no compressed copy (a picture) as it is', async () => {
    const res = await get('/icon-192.png', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(PNG)).toBe(true);
  });
});

describe('caching', () => {
  it('keeps hashed assets for a year, in every encoding', async () => {
    for (const acceptEncoding of ['br', 'gzip', undefined]) {
      expect((await get('/assets/index-a1b2c3.js', acceptEncoding)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it.each(['/', '/index.html', '/sw.js', '/icon-192.png'])('revalidates %s at every load', async (url) => {
    for (const acceptEncoding of ['br', undefined]) {
      const res = await get(url, acceptEncoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers a conditional request for the compressed file with 304', async () => {
    const first = await get('/assets/index-a1b2c3.js', 'br');
    const etag = first.headers.etag;
    expect(etag).toBeDefined();
    const again = await web.app.inject({
      method: 'GET',
      url: '/assets/index-a1b2c3.js',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    // Another encoding is another representation: its validator differs.
    expect((await get('/assets/index-a1b2c3.js', 'gzip')).headers.etag).not.toBe(etag);
  });
});

describe('history fallback', () => {
  it('answers a deep link with index.html, compressed as the client accepts', async () => {
    const br = await get('/admin/results/3', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(decoded(br)).toBe(INDEX);

    const gzip = await get('/judge/dashboard', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(INDEX);

    const plain = await get('/admin/manage-events');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(INDEX);
  });

  it('answers the visitor’s pages with the visitor’s own page (audience.html), compressed', async () => {
    const pages = ['/audience/SS001', '/audience/SS001/', '/audience/verify', '/audience/thanks?x=1', '/audience'];
    // The entrant's phone pages (issue 31) are the visitor's app's too.
    for (const url of [...pages, '/register/12', '/register/12/', '/entrant', '/entrant?entry=3&paid=3']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(decoded(res), url).toBe(AUDIENCE);
    }
    expect((await get('/audience/SS001')).body).toBe(AUDIENCE);
    // Only the visitor's pages: a path that merely starts with the word, or goes deeper, is the
    // full app's (whose router sends it on), so the visitor's app never reloads itself in a loop.
    expect(decoded(await get('/audiences', 'br'))).toBe(INDEX);
    expect(decoded(await get('/audience/SS001/extra', 'br'))).toBe(INDEX);
    expect(decoded(await get('/register', 'br'))).toBe(INDEX);
    expect(decoded(await get('/entrants', 'br'))).toBe(INDEX);
  });

  it('answers each sign-in with its shell, the form in the HTML, compressed and revalidated', async () => {
    for (const url of ['/judge/login', '/judge/login/', '/judge/login?x=1', '/judge/login/?next=%2Fjudge']) {
      for (const acceptEncoding of ['br', 'gzip', undefined]) {
        const res = await get(url, acceptEncoding);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        const html = decoded(res);
        expect(html, `${url} ${String(acceptEncoding)}`).toBe(JUDGE_SHELL);
        expect(html).toContain('<h1>Welcome, Judge</h1>');
        expect(html).toMatch(/<label for="email">Email<\/label><input id="email"/);
        expect(html).toMatch(/<label for="password">Password<\/label><input id="password"/);
      }
    }
    expect(decoded(await get('/admin/login', 'br'))).toBe(ADMIN_SHELL);
  });

  it('answers a sign-in in the reader’s language where the build wrote it: the picker’s cookie, else the browser’s, else English', async () => {
    const asked = (headers: Record<string, string>, cookies: Record<string, string> = {}) =>
      web.app.inject({ method: 'GET', url: '/judge/login', headers: { 'accept-encoding': 'br', ...headers }, cookies });
    const german = await asked({ 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' });
    expect(decoded(german)).toBe(GERMAN_JUDGE_SHELL);
    // One address, a page per language: a cache must keep them apart.
    expect(german.headers.vary).toMatch(/accept-language/i);
    expect(german.headers.vary).toMatch(/cookie/i);
    expect(decoded(await asked({ 'accept-language': 'en' }, { showgrid_lang: 'de' }))).toBe(GERMAN_JUDGE_SHELL);
    expect(decoded(await asked({ 'accept-language': 'de' }, { showgrid_lang: 'en' }))).toBe(JUDGE_SHELL);
    // No French shell was built: English, never a 404.
    expect(decoded(await asked({ 'accept-language': 'fr' }))).toBe(JUDGE_SHELL);
    expect(decoded(await asked({}))).toBe(JUDGE_SHELL);
    // The admin's sign-in has no German copy here: English for a German reader too.
    expect(decoded(await web.app.inject({ method: 'GET', url: '/admin/login', headers: { 'accept-language': 'de' } }))).toBe(ADMIN_SHELL);
  });

  it('answers index.html for a sign-in the build has no shell of, and for every other page', async () => {
    expect(decoded(await get('/gate/login', 'br'))).toBe(INDEX);
    for (const url of ['/judge/login/extra', '/judge/logins', '/judge', '/admin/login/x', '/login', '/admin/dashboard?next=/judge/login']) {
      expect(decoded(await get(url, 'br')), url).toBe(INDEX);
    }
  });

  it('keeps the JSON 404 of server paths', async () => {
    const res = await get('/api/nothing', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });

  it('answers 404, not the page, for a chunk that is not there (an older release’s)', async () => {
    const res = await get('/assets/index-0ld0ld.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<title>');
  });

  it.each(['/assets/index-a1b2c3.js.br', '/assets/index-a1b2c3.js.gz', '/index.html.br'])(
    'never serves the compressed copy %s as a file of its own',
    async (url) => {
      const res = await get(url);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.rawPayload.subarray(0, 2).equals(Buffer.from([0x1f, 0x8b]))).toBe(false);
      if (url.startsWith('/assets/')) expect(res.statusCode).toBe(404);
      else expect(res.body).toBe(INDEX);
    },
  );
});
