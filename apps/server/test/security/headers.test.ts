import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import type { Vehicle } from '@showgrid/shared/schemas/vehicle';
import { createShow, samplePdf, sendVehicleForm, vehicleForm } from '../factories/vehicles.ts';
import { samplePng } from '../factories/catalogue.ts';
import { createTestContext, TEST_PASSWORD, type TestContext } from '../helpers/test-app.ts';

/**
 * Security headers on every kind of answer, not only the API JSON http.test.ts checks: the web
 * app's page and assets, API errors, downloads, /media pictures and owners' documents.
 */

let ctx: TestContext;
let dist: string;
let admin: { authorization: string };
let stored: { image: string; pdf: string; polyglot: string; eventId: number };

/** An HTML page that carries a PDF header and trailer: the server's PDF check accepts it. */
const htmlPretendingToBePdf = Buffer.from(
  '<!doctype html><html><body><script>fetch("/api/auth/me/")</script><!-- %PDF-1.4 --></body></html>\n%%EOF\n',
  'latin1',
);

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'showgrid-web-headers-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Showgrid</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-123.js'), 'console.log(1)');
  ctx = await createTestContext({ env: { WEB_DIST: dist } });
  admin = (await ctx.authAs('admin')).headers;

  const show = await createShow(ctx);
  const form = vehicleForm(
    { intEventId: show.event.id, strRegistrationNo: 'AB12 CDE', intCategoryId: show.category.id },
    {
      vehicleImages: [{ bytes: await samplePng(), name: 'car.png', type: 'image/png' }],
      vehicleDocuments: [
        { bytes: samplePdf(), name: 'papers.pdf', type: 'application/pdf' },
        { bytes: htmlPretendingToBePdf, name: 'page.html', type: 'text/html' },
      ],
    },
  );
  const res = await sendVehicleForm(ctx, 'POST', admin, form);
  if (res.statusCode !== 201) throw new Error(`vehicle create failed: ${res.statusCode} ${res.body}`);
  const vehicle: Vehicle = res.json().data;
  const [pdf, polyglot] = vehicle.arrVehicleDocuments.map((doc) => doc.url);
  const image = vehicle.arrVehicleImagedetails[0]?.strBase64Image;
  if (!image || !pdf || !polyglot) throw new Error('the vehicle came back without its files');
  stored = { image, pdf, polyglot, eventId: show.event.id };
});

afterAll(async () => {
  await ctx?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const answers: [string, () => InjectOptions, number][] = [
  ['the web app page', () => ({ method: 'GET', url: '/' }), 200],
  ['a deep link (history fallback)', () => ({ method: 'GET', url: '/judge/scoring?x=1' }), 200],
  ['a hashed asset', () => ({ method: 'GET', url: '/assets/app-123.js' }), 200],
  ['an API 401', () => ({ method: 'GET', url: API.me }), 401],
  ['an API 400', () => ({ method: 'GET', url: `${API.vehicles}?intEventId=abc`, headers: admin }), 400],
  ['an API 404', () => ({ method: 'GET', url: '/api/no-such-thing/' }), 404],
  ['a report download', () => ({ method: 'GET', url: `/api/report/${stored.eventId}/download/0`, headers: admin }), 200],
  ['a picture from /media', () => ({ method: 'GET', url: stored.image }), 200],
  ["an owner's PDF (admin download)", () => ({ method: 'GET', url: stored.pdf, headers: admin }), 200],
  ['a /media miss', () => ({ method: 'GET', url: '/media/7d9f3c1e-1111-4222-8333-944445555666' }), 404],
];

describe('security headers on every kind of answer', () => {
  it.each(answers)('%s: nosniff, no framing, a content security policy', async (_name, request, status) => {
    const res = await ctx.app.inject(request());
    expect(res.statusCode).toBe(status);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toMatch(/^(DENY|SAMEORIGIN)$/);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('the page allows scripts from the app itself only, and no plugins', async () => {
    const csp = String((await ctx.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `));
    // WebAssembly for the gate's QR reader may compile; scripts still come from 'self' only, never eval.
    expect(directive('script-src')).toBe("script-src 'self' 'wasm-unsafe-eval'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('base-uri')).toBe("base-uri 'self'");
  });

  it('the page frames only itself and the blob: documents it makes (the cards’ print frame), never another site', async () => {
    const csp = String((await ctx.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith('frame-src ')),
    ).toBe("frame-src 'self' blob:");
  });

  it("the page connects only to its own origin (its API and websockets: 'self' covers ws/wss of this host)", async () => {
    const csp = String((await ctx.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith('connect-src ')),
    ).toBe("connect-src 'self'");
  });
});

describe('HSTS only for what went out over TLS', () => {
  const overTls = { 'x-forwarded-proto': 'https' };
  const HSTS = 'strict-transport-security';
  let proxied: TestContext;
  beforeAll(async () => {
    proxied = await createTestContext({ env: { WEB_DIST: dist, TRUST_PROXY: '1' } });
  });
  afterAll(() => proxied?.close());

  it.each([
    ['the web app page', '/'],
    ['an API answer', API.health],
    ['an API 404', '/api/no-such-thing/'],
  ])('behind a trusted proxy that terminated TLS: %s carries it', async (_name, url) => {
    const res = await proxied.app.inject({ method: 'GET', url, headers: overTls });
    expect(res.headers[HSTS]).toBe('max-age=31536000');
  });

  it('behind a trusted proxy on plain HTTP: none', async () => {
    for (const headers of [{}, { 'x-forwarded-proto': 'http' }]) {
      expect((await proxied.app.inject({ method: 'GET', url: API.health, headers })).headers[HSTS]).toBeUndefined();
    }
  });

  it('with no proxy trusted, a client claiming https gets none', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: API.health, headers: overTls })).headers[HSTS]).toBeUndefined();
    expect((await ctx.app.inject({ method: 'GET', url: '/' })).headers[HSTS]).toBeUndefined();
  });
});

describe('API answers are never cached', () => {
  const apiAnswers = answers.filter(([name]) => name.startsWith('an API') || name.endsWith('download') || name.endsWith('download)'));
  it.each(apiAnswers)('%s: cache-control no-store', async (_name, request) => {
    expect((await ctx.app.inject(request())).headers['cache-control']).toBe('no-store');
  });

  it('a sign-in answer (the token pair) is no-store', async () => {
    const user = await ctx.createUser({ role: 'judge' });
    const res = await ctx.app.inject({ method: 'POST', url: API.token, payload: { username: user.email, password: TEST_PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('pictures keep their long cache, the app shell its revalidation', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: stored.image })).headers['cache-control']).toContain('immutable');
    expect((await ctx.app.inject({ method: 'GET', url: '/' })).headers['cache-control']).toBe('no-cache');
  });
});

describe('stored documents are never run in our origin', () => {
  it('a PDF is a sandboxed download', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: stored.pdf, headers: admin });
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment/);
    expect(res.headers['content-security-policy']).toMatch(/(^|;\s*)sandbox(;|$)/);
  });

  it('an HTML page that passes the PDF check is served as a sandboxed PDF download, never as HTML', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: stored.polyglot, headers: admin });
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment/);
    expect(res.headers['content-security-policy']).toMatch(/(^|;\s*)sandbox(;|$)/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe("what Node's HTTP parser refuses before Fastify", () => {
  let port: Promise<number> | undefined;
  const listening = () => (port ??= ctx.app.listen({ port: 0, host: '127.0.0.1' }).then((address) => Number(new URL(address).port)));

  /** One raw request over a real socket: app.inject skips the parser these answers come from. */
  async function rawRequest(request: string): Promise<{ status: number; headers: string; body: string }> {
    const at = await listening();
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(at, '127.0.0.1', () => socket.end(request));
      let data = '';
      socket.on('data', (chunk: Buffer) => (data += chunk.toString('latin1')));
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
    });
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    return { status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body };
  }

  it('headers over 16 KiB: 431 with a detail, in the API shape', async () => {
    const res = await rawRequest(`GET /api/health HTTP/1.1\r\nHost: x\r\nCookie: ${'a'.repeat(20 * 1024)}\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(res.headers).toContain('content-type: application/json');
    expect(res.headers).toContain('x-content-type-options: nosniff');
    expect(JSON.parse(res.body)).toEqual({ detail: 'Request header fields are too large.' });
  });

  it('a malformed request: 400 with a detail', async () => {
    const res = await rawRequest('GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header Line\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ detail: 'Malformed request.' });
  });
});
