import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import type { Vehicle } from '@showgrid/shared/schemas/vehicle';
import { createShow, samplePdf, sendVehicleForm, vehicleForm } from '../../src/modules/vehicles/test-support.ts';
import { samplePng } from '../helpers/catalogue-fixtures.ts';
import { createTestContext, TEST_PASSWORD, type TestContext } from '../helpers/test-app.ts';

/**
 * Security headers on every kind of answer, not only the API JSON http.test.ts checks: the web
 * app's page and assets, API errors, downloads and /media (pictures and stored documents).
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
  ['a PDF from /media', () => ({ method: 'GET', url: stored.pdf }), 200],
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
    const directive = (name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `));
    expect(directive('script-src')).toBe("script-src 'self'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('base-uri')).toBe("base-uri 'self'");
  });
});

describe('API answers are never cached', () => {
  const apiAnswers = answers.filter(([name]) => name.startsWith('an API') || name === 'a report download');
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
    const res = await ctx.app.inject({ method: 'GET', url: stored.pdf });
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment/);
    expect(res.headers['content-security-policy']).toMatch(/(^|;\s*)sandbox(;|$)/);
  });

  it('an HTML page that passes the PDF check is served as a sandboxed PDF download, never as HTML', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: stored.polyglot });
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment/);
    expect(res.headers['content-security-policy']).toMatch(/(^|;\s*)sandbox(;|$)/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
