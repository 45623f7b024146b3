import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, newContext, readDeviceStore, screenshot, TABLET } from './support/browser.ts';
import { ADMIN, JUDGE } from './support/seed.ts';
import { expectPath, fillLogin, signInAdmin, signInJudge } from './support/sign-in.ts';

let browser: Browser;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());
beforeEach(async () => {
  context = await newContext(browser);
  page = await context.newPage();
});
afterEach(() => context.close());

const toast = (p: Page, text: string) => p.getByRole('status').filter({ hasText: text }).first();
const storedAccess = (p: Page) => readDeviceStore(p, 'user-storage', 'accessToken');

describe('admin sign-in', () => {
  it('signs in, shows the shell, keeps the session over a reload, and logs out', async () => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Login' }).isVisible()).resolves.toBe(true);
    await screenshot(page, 'admin-login');

    await signInAdmin(page, ADMIN.email, ADMIN.password);
    const nav = page.getByRole('navigation', { name: 'Admin' });
    for (const entry of ['Dashboard', 'Events', 'Judges', 'Vehicles', 'Categories', 'Vehicle ID', 'Parameter', 'Vehicle Type', 'Results']) {
      await nav.getByRole('link', { name: entry, exact: true }).waitFor();
    }
    const width = await nav.evaluate((el) => el.getBoundingClientRect().width);
    expect(Math.round(width)).toBe(271);
    expect(await storedAccess(page)).toEqual(expect.any(String));
    // The browser keeps the account's device cookie (ADR 016), out of reach of script.
    const device = (await context.cookies()).find((c) => c.name.startsWith('sg_device_'));
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth/token/' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('sg_device_');
    await screenshot(page, 'admin-shell');

    await page.reload();
    await expectPath(page, '/admin/dashboard');
    await nav.getByRole('link', { name: 'Events', exact: true }).click();
    await expectPath(page, '/admin/manage-events');

    await page.getByRole('button', { name: 'Logout' }).click();
    await toast(page, 'Logged out successfully').waitFor();
    await expectPath(page, '/admin/login');
    expect(await storedAccess(page)).toBeUndefined();
    await page.goto('/admin/dashboard');
    await expectPath(page, '/admin/login');
  });

  it('refuses a judge at the admin login and stores no token', async () => {
    await page.goto('/admin/login');
    await fillLogin(page, JUDGE.email, JUDGE.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await toast(page, 'User not authorized for this role.').waitFor();
    expect(await storedAccess(page)).toBeUndefined();
    await expectPath(page, '/admin/login');
  });

  it("shows the server's detail on a wrong password", async () => {
    await page.goto('/admin/login');
    await fillLogin(page, ADMIN.email, 'definitely-wrong');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await toast(page, 'No active account found with the given credentials').waitFor();
    expect(await storedAccess(page)).toBeUndefined();
  });
});

describe('judge sign-in', () => {
  it('refuses an admin at the judge login and stores no token', async () => {
    await page.setViewportSize(TABLET);
    await page.goto('/judge/login');
    await screenshot(page, 'judge-login-tablet');
    await fillLogin(page, ADMIN.email, ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await toast(page, 'User not authorized for this role.').waitFor();
    expect(await storedAccess(page)).toBeUndefined();
  });

  it('warns an already signed-in judge: Continue keeps the session, Cancel ends it', async () => {
    await page.setViewportSize(TABLET);
    await signInJudge(page, JUDGE.email, JUDGE.password);

    await page.goto('/judge/login');
    const dialog = page.getByRole('dialog', { name: 'Warning!' });
    await dialog.getByText("You're already logged in. Would you like to continue?").waitFor();
    await screenshot(page, 'judge-warning-dialog');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expectPath(page, '/judge/category');

    await page.goto('/judge/login');
    await page.getByRole('dialog', { name: 'Warning!' }).getByRole('button', { name: 'Cancel' }).click();
    await expectPath(page, '/judge/login');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await storedAccess(page)).toBeUndefined();
    await page.goto('/judge/category');
    await expectPath(page, '/judge/login');
  });

  it('a judge signing in in another tab signs the first tab out (LOGOUT broadcast)', async () => {
    await page.setViewportSize(TABLET);
    await signInJudge(page, JUDGE.email, JUDGE.password);

    const second = await context.newPage();
    await second.setViewportSize(TABLET);
    await second.goto('/judge/login');
    await second.getByRole('dialog', { name: 'Warning!' }).getByRole('button', { name: 'Cancel' }).click();
    await second.getByRole('dialog').waitFor({ state: 'detached' });
    await fillLogin(second, JUDGE.email, JUDGE.password);
    await second.getByRole('button', { name: 'Sign in' }).click();
    await expectPath(second, '/judge/category');

    await expectPath(page, '/judge/login');
    // The new session in the second tab survives the first tab's sign-out.
    await second.reload();
    await expectPath(second, '/judge/category');
    expect(await storedAccess(second)).toEqual(expect.any(String));
  });
});
