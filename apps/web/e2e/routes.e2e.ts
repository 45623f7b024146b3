import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, newContext, TABLET } from './support/browser.ts';
import { ADMIN, JUDGE } from './support/seed.ts';
import { expectPath, signInAdmin, signInJudge } from './support/sign-in.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

async function freshPage(viewport?: { width: number; height: number }): Promise<[BrowserContext, Page]> {
  const context = await newContext(browser, viewport);
  return [context, await context.newPage()];
}

describe('route table (SPEC §2), signed out', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    [context, page] = await freshPage();
  });
  afterAll(() => context.close());

  it.each([
    ['/', '/judge/login'],
    ['/no-such-page', '/judge/login'],
    ['/admin', '/admin/login'],
    ['/admin/dashboard', '/admin/login'],
    ['/admin/manage-events', '/admin/login'],
    ['/admin/not-a-page', '/admin/login'],
    ['/judge', '/judge/login'],
    ['/judge/vehicles', '/judge/login'],
    ['/judge/not-a-page', '/judge/login'],
  ])('%s goes to %s', async (from, to) => {
    await page.goto(from);
    await expectPath(page, to);
  });

  it.each(['/audience/SS001', '/audience/verify', '/audience/thanks', '/unauthorized'])('%s is public', async (path) => {
    await page.goto(path);
    await expectPath(page, path);
  });
});

describe('route table, signed in as admin', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    [context, page] = await freshPage();
    await signInAdmin(page, ADMIN.email, ADMIN.password);
  });
  afterAll(() => context.close());

  it.each([
    ['/admin', '/admin/dashboard'],
    ['/admin/not-a-page', '/admin/dashboard'],
    ['/admin/event-list/vehicles', '/admin/event-list/vehicles'],
    ['/admin/manage-vehicles/3', '/admin/manage-vehicles/3'],
    ['/admin/results/3/judges-choice', '/admin/results/3/judges-choice'],
    ['/judge/category', '/unauthorized'],
  ])('%s goes to %s', async (from, to) => {
    await page.goto(from);
    await expectPath(page, to);
  });
});

describe('route table, signed in as judge', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    [context, page] = await freshPage(TABLET);
    await signInJudge(page, JUDGE.email, JUDGE.password);
  });
  afterAll(() => context.close());

  it.each([
    ['/judge', '/judge/dashboard'],
    ['/judge/not-a-page', '/judge/category'],
    ['/judge/scoring', '/judge/vehicles'],
    ['/admin/dashboard', '/unauthorized'],
  ])('%s goes to %s', async (from, to) => {
    await page.goto(from);
    await expectPath(page, to);
  });
});
