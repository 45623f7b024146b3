import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Page } from 'playwright-core';
import { adminApi, apiWithToken, type Api } from './support/api.ts';
import { LAPTOP, screenshot } from './support/browser.ts';
import { createType } from './support/catalogue-fixture.ts';
import { openPage, useBrowser } from './support/devices.ts';
import { createJudge, createJudgingShow, newJudge } from './support/judging-fixture.ts';
import { ADMIN } from './support/seed.ts';
import { startServer, type ServerProcess } from './support/server-process.ts';
import { expectPath, signInAdmin, signInJudge } from './support/sign-in.ts';
import { uniquePrefix } from './support/unique.ts';

/**
 * A first show without a manual (issue 19, item 7): on a first start the dashboard lists the
 * set-up steps in order and ticks each once done; the admin pages fit a tablet held upright
 * (820 px, an iPad Air) without sideways scrolling; a judge on a phone held upright is asked to
 * turn it, and can log out from there.
 */

const browser = useBrowser();
const IPAD_AIR_PORTRAIT = { width: 820, height: 1180 };
const PHONE_PORTRAIT = { width: 390, height: 844 };
const STEPS = ['Vehicle types', 'Parameters', 'Categories', 'Vehicle ID series', 'Judges', 'Event', 'Vehicles'];

/** Each step of the checklist as "title: state", the state as a screen reader reads it. */
async function stepStates(page: Page): Promise<string[]> {
  const items = page.getByRole('list', { name: 'Set up your show' }).getByRole('listitem');
  await items.first().waitFor();
  return Promise.all(
    (await items.all()).map(async (item) => {
      const title = await item.getByRole('link').textContent();
      const text = (await item.textContent()) ?? '';
      return `${String(title)}: ${text.endsWith('Done') ? 'Done' : text.endsWith('To do') ? 'To do' : '?'}`;
    }),
  );
}

/** Whether the page, or the admin layout's scrolling content, scrolls sideways. */
function scrollsSideways(page: Page): Promise<{ page: number[]; main: number[] }> {
  return page.evaluate(() => {
    const doc = document.documentElement;
    const main = document.querySelector('main');
    return { page: [doc.scrollWidth, doc.clientWidth], main: main ? [main.scrollWidth, main.clientWidth] : [0, 0] };
  });
}

async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const widths = await scrollsSideways(page);
  expect(widths.page[0], `${what}: the page is ${String(widths.page[0])} px wide in ${String(widths.page[1])}`).toBeLessThanOrEqual(
    widths.page[1] ?? 0,
  );
  expect(widths.main[0], `${what}: the content is ${String(widths.main[0])} px wide in ${String(widths.main[1])}`).toBeLessThanOrEqual(
    widths.main[1] ?? 0,
  );
}

describe('a first start', () => {
  // Not the suite's server, where other specs' records are: an empty DATA_DIR, the first admin
  // from ADMIN_EMAIL / ADMIN_PASSWORD (README "First start").
  const FIRST_ADMIN = { email: 'organiser@first-show.test', password: 'first-show-2026' };
  let dataDir = '';
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'showgrid-first-show-'));
    server = await startServer(dataDir, { ADMIN_EMAIL: FIRST_ADMIN.email, ADMIN_PASSWORD: FIRST_ADMIN.password });
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** The first admin's API on this server. */
  async function firstAdminApi(base: string): Promise<Api> {
    const res = await fetch(new URL('/api/auth/token/', base), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: FIRST_ADMIN.email, password: FIRST_ADMIN.password }),
    });
    expect(res.status).toBe(200);
    const { access } = (await res.json()) as { access: string };
    const api = apiWithToken(access);
    return <T>(method: string, url: string, body?: unknown, expected?: number) => api<T>(method, new URL(url, base).href, body, expected);
  }

  it('shows the organiser the set-up steps in order, none done; a vehicle type made ticks the first', async () => {
    if (!server) throw new Error('the server starts in beforeAll');
    const context = await browser().newContext({ baseURL: server.baseUrl, viewport: LAPTOP });
    onTestFinished(() => context.close());
    const page = await context.newPage();
    await signInAdmin(page, FIRST_ADMIN.email, FIRST_ADMIN.password);

    expect(await stepStates(page)).toEqual(STEPS.map((step) => `${step}: To do`));
    await page.getByText('0 of 7 done').waitFor();
    await page.getByText('No events found.').waitFor();

    await createType(await firstAdminApi(server.baseUrl), 'Car');
    await page.reload();
    expect(await stepStates(page)).toEqual(STEPS.map((step, index) => `${step}: ${index === 0 ? 'Done' : 'To do'}`));
    await page.getByText('1 of 7 done').waitFor();
    await screenshot(page, 'admin-setup-checklist');

    // The next step's link opens its page.
    await page.getByRole('link', { name: 'Parameters', exact: true }).click();
    await expectPath(page, '/admin/manage-parameters');
  });
});

describe('a tablet held upright (820 px)', () => {
  it('shows the dashboard, events, vehicles and results without sideways scrolling; the sidebar opens from Menu', async () => {
    const prefix = uniquePrefix('W');
    const show = await createJudgingShow(await adminApi(), { prefix, judge: newJudge('upright', 'Uma Upright'), vehicleCount: 3 });
    const { page } = await openPage(browser(), IPAD_AIR_PORTRAIT);
    await signInAdmin(page, ADMIN.email, ADMIN.password);

    // Set up: the checklist gives way to the dashboard.
    await page.getByRole('heading', { name: 'Total Vehicles' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Set up your show' }).count()).toBe(0);
    const nav = page.getByRole('navigation', { name: 'Admin' });
    expect(await nav.isVisible()).toBe(false);
    await expectNoSidewaysScroll(page, 'dashboard');
    await screenshot(page, 'admin-dashboard-820');

    await page.getByRole('button', { name: 'Menu' }).click();
    await nav.getByRole('link', { name: 'Events', exact: true }).click();
    await expectPath(page, '/admin/manage-events');
    expect(await nav.isVisible()).toBe(false);
    await page.getByRole('row').nth(1).waitFor();
    await expectNoSidewaysScroll(page, 'manage-events');

    await page.goto(`/admin/manage-vehicles/${String(show.eventId)}`);
    await page
      .getByText(`${show.vehicles[0]?.brand ?? ''} Model`)
      .first()
      .waitFor();
    await expectNoSidewaysScroll(page, 'manage-vehicles');

    await page.goto(`/admin/results/${String(show.eventId)}`);
    await page.getByRole('heading', { level: 1, name: `${prefix} Show` }).waitFor();
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await page
      .getByText(`${show.vehicles[0]?.brand ?? ''} Model`)
      .first()
      .waitFor();
    await expectNoSidewaysScroll(page, 'results');
  });
});

describe('a judge on a phone held upright', () => {
  it('is asked to rotate it, sees the judging once it is turned, and can log out from the notice', async () => {
    const login = newJudge('phone', 'Pat Phone');
    await createJudge(await adminApi(), login);
    const { page } = await openPage(browser(), PHONE_PORTRAIT);
    await signInJudge(page, login.email, login.password);

    // The notice is the page's one visible main landmark, named by its heading; the judging page
    // behind it stays mounted but hidden, inert and aria-hidden (ADR 030), so its header's Logout
    // is no button to a role locator. The notice's own Logout is looked for inside the notice.
    const notice = page.getByRole('main', { name: 'Please switch to tablet mode to continue.' });
    await notice.waitFor();
    await notice.getByText('Rotate the tablet to landscape.').waitFor();
    expect(await page.getByRole('button', { name: 'Logout' }).count()).toBe(1);
    await screenshot(page, 'judge-rotate-tablet');

    // Turned, it is 844 px wide: within 550..1024, the judge's area shows.
    await page.setViewportSize({ width: PHONE_PORTRAIT.height, height: PHONE_PORTRAIT.width });
    await notice.waitFor({ state: 'detached' });
    await page.getByText('Pat Phone').first().waitFor();

    // Turned back: wait for the notice before clicking, so the click never lands on a page that is
    // being swapped for the notice under the pointer.
    await page.setViewportSize(PHONE_PORTRAIT);
    await notice.waitFor();
    await notice.getByRole('button', { name: 'Logout' }).click();
    await expectPath(page, '/judge/login');
  });
});
