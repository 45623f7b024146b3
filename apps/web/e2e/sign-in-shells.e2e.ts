import { describe, expect, it, onTestFinished } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, screenshot, TABLET } from './support/browser.ts';
import { useBrowser } from './support/devices.ts';
import { cutNetwork } from './support/network.ts';
import { ADMIN, JUDGE } from './support/seed.ts';
import { expectPath, fillLogin } from './support/sign-in.ts';

/**
 * The sign-in shells (issue 32, ADR 043): the three sign-ins' HTML carries the page and the CSS it
 * needs, so it paints before the script runs (here: with no script at all), and the app hydrates
 * that markup instead of drawing it again; signing in works as before.
 */

const PHONE = { width: 390, height: 844 };
const browser = useBrowser();

const SIGN_INS = [
  { path: '/judge/login', heading: 'Welcome, Judge', button: 'Sign in' },
  { path: '/admin/login', heading: 'Welcome to Showgrid', button: 'Sign In' },
  { path: '/gate/login', heading: 'Gate check-in', button: 'Sign in' },
];

/** Keeps the first heading the parser adds, before any script of the page runs. */
async function rememberShellHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver((changes, observer) => {
      const heading = changes.flatMap((change) => Array.from(change.addedNodes)).find((node) => node.nodeName === 'H1');
      if (!heading) return;
      Object.assign(globalThis, { shellHeading: heading });
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The shell's own heading is still the one on screen: hydrated, not drawn again. */
const sameHeadingAsShell = (page: Page) =>
  page.evaluate(() => {
    const kept: unknown = Reflect.get(globalThis, 'shellHeading');
    return kept instanceof HTMLElement && kept.isConnected && kept === document.querySelector('h1');
  });

describe('the sign-in shells', () => {
  it.each(SIGN_INS)('$path carries its page and its CSS in the HTML', async ({ path, heading }) => {
    for (const url of [path, `${path}/`, `${path}?next=1`]) {
      const res = await fetch(new URL(url, baseUrl()));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      const html = await res.text();
      expect(html).toContain(`>${heading}</h1>`);
      expect(html).toMatch(/<label for="email"[^>]*>Email<\/label><input id="email"/);
      expect(html).toMatch(/<label for="password"[^>]*>Password<\/label><input id="password"/);
      expect(html).toMatch(/<head>[\s\S]*<style>[\s\S]*<\/style><\/head>/);
      // The app's stylesheet comes after the page, so it no longer holds the first paint back.
      expect(html.indexOf('rel="stylesheet"')).toBeGreaterThan(html.indexOf('<div id="root">'));
    }
  });

  it.each(SIGN_INS)('$path shows its form, styled, with JavaScript off', async ({ path, heading, button }) => {
    const context = await browser().newContext({ baseURL: baseUrl(), viewport: PHONE, javaScriptEnabled: false });
    onTestFinished(() => context.close());
    const phone = await context.newPage();
    await phone.goto(path);
    expect(await phone.getByRole('heading', { name: heading }).isVisible()).toBe(true);
    expect(await phone.getByLabel('Email').isVisible()).toBe(true);
    expect(await phone.getByLabel('Password', { exact: true }).isVisible()).toBe(true);
    const submit = phone.getByRole('button', { name: button });
    expect(await submit.isVisible()).toBe(true);
    // The inline stylesheet paints it (Tailwind's red-600) and keeps it shut until the script runs.
    expect(await submit.evaluate((el) => getComputedStyle(el).backgroundColor)).toMatch(
      /^(oklch\(0\.577 0\.245 27\.325\)|rgb\(2\d\d, 3\d, 3\d\))$/,
    );
    expect(await submit.isDisabled()).toBe(true);
    if (path === '/judge/login') await screenshot(phone, 'judge-login-shell-no-script');
  });

  it('hydrates the judge’s shell and signs the judge in', async () => {
    const context = await browser().newContext({ baseURL: baseUrl(), viewport: TABLET });
    onTestFinished(() => context.close());
    const tablet = await context.newPage();
    const errors: string[] = [];
    tablet.on('pageerror', (error) => errors.push(error.message));
    tablet.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await tablet.goto('/judge/login');
    await fillLogin(tablet, JUDGE.email, JUDGE.password);
    // Enabled once React has taken the shell over; what was typed is kept.
    await tablet.getByRole('button', { name: 'Sign in' }).click();
    await expectPath(tablet, '/judge/category');
    expect(errors).toEqual([]);
  });

  it.each(SIGN_INS)('$path: React takes the shell’s markup over as it is (no mismatch, no second drawing)', async ({ path, button }) => {
    const context = await browser().newContext({ baseURL: baseUrl(), viewport: TABLET });
    onTestFinished(() => context.close());
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await rememberShellHeading(page);
    await page.goto(path);
    await page.getByRole('button', { name: button }).and(page.locator(':enabled')).waitFor();
    expect(await sameHeadingAsShell(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('opens the judge’s sign-in offline from the service worker (its index.html: the app draws the page)', async () => {
    const context = await browser().newContext({ baseURL: baseUrl(), viewport: TABLET });
    onTestFinished(() => context.close());
    const tablet = await context.newPage();
    await tablet.goto('/judge/login');
    await expect.poll(() => tablet.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
    await cutNetwork(context);
    await tablet.reload();
    await tablet.getByRole('heading', { name: 'Welcome, Judge' }).waitFor();
    await tablet.getByRole('button', { name: 'Sign in' }).and(tablet.locator(':enabled')).waitFor();
    // From the precache: the app's own index.html, no shell in it.
    expect(
      await tablet.evaluate(() => Array.from(document.querySelectorAll('style')).some((style) => style.textContent.includes('--tw-'))),
    ).toBe(false);
  });

  it('signs an organiser in at the gate’s shell', async () => {
    const context = await browser().newContext({ baseURL: baseUrl(), viewport: PHONE });
    onTestFinished(() => context.close());
    const phone = await context.newPage();
    await phone.goto('/gate/login');
    await fillLogin(phone, ADMIN.email, ADMIN.password);
    await phone.getByRole('button', { name: 'Sign in' }).click();
    await expectPath(phone, '/gate');
  });

  it('draws the judge’s sign-in in the browser’s language (German), hydrates it in German, and signs the judge in', async () => {
    const context = await browser().newContext({ baseURL: baseUrl(), viewport: TABLET, locale: 'de-DE' });
    onTestFinished(() => context.close());
    const tablet = await context.newPage();
    const errors: string[] = [];
    tablet.on('pageerror', (error) => errors.push(error.message));
    tablet.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    // In the HTML already, as curl with Accept-Language sees it.
    const html = await (await fetch(new URL('/judge/login', baseUrl()), { headers: { 'accept-language': 'de-DE,de;q=0.9' } })).text();
    expect(html).toContain('<html lang="de"');
    expect(html).toContain('>Willkommen, Richter</h1>');
    await rememberShellHeading(tablet);
    await tablet.goto('/judge/login');
    const signIn = tablet.getByRole('button', { name: 'Anmelden' }).and(tablet.locator(':enabled'));
    await signIn.waitFor();
    expect(await sameHeadingAsShell(tablet)).toBe(true);
    expect(await tablet.evaluate(() => document.documentElement.lang)).toBe('de');
    // The script words what the shell did not show yet from the page's own words.
    await signIn.click();
    await tablet.getByText('Dieses Feld ist erforderlich.').first().waitFor();
    await screenshot(tablet, 'language-de-judge-login');
    await tablet.getByLabel('E-Mail').fill(JUDGE.email);
    await tablet.getByLabel('Passwort', { exact: true }).fill(JUDGE.password);
    await signIn.click();
    await expectPath(tablet, '/judge/category');
    expect(errors).toEqual([]);
  });
});
