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

type Case = [from: string, to: string];

/** One browser context per session kind; each case opens `from` and expects to land on `to`. */
function routeCases(title: string, cases: Case[], signIn?: (page: Page) => Promise<void>, viewport?: typeof TABLET) {
  describe(title, () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      [context, page] = await freshPage(viewport);
      await signIn?.(page);
    });
    afterAll(() => context.close());

    it.each(cases)('%s goes to %s', async (from, to) => {
      await page.goto(from);
      await expectPath(page, to);
    });
  });
}

const publicPaths = ['/audience/SS001', '/audience/verify', '/audience/thanks', '/unauthorized'];

routeCases('route table (SPEC §2), signed out', [
  ['/', '/judge/login'],
  ['/no-such-page', '/judge/login'],
  ['/admin', '/admin/login'],
  ['/admin/dashboard', '/admin/login'],
  ['/admin/manage-events', '/admin/login'],
  ['/admin/not-a-page', '/admin/login'],
  ['/judge', '/judge/login'],
  ['/judge/vehicles', '/judge/login'],
  ['/judge/not-a-page', '/judge/login'],
  ...publicPaths.map((p): Case => [p, p]),
]);

routeCases(
  'route table, signed in as admin',
  [
    ['/admin', '/admin/dashboard'],
    ['/admin/not-a-page', '/admin/dashboard'],
    ['/admin/event-list/vehicles', '/admin/event-list/vehicles'],
    ['/admin/manage-vehicles/3', '/admin/manage-vehicles/3'],
    ['/admin/results/3/judges-choice', '/admin/results/3/judges-choice'],
    ['/judge/category', '/unauthorized'],
  ],
  (page) => signInAdmin(page, ADMIN.email, ADMIN.password),
);

routeCases(
  'route table, signed in as judge',
  [
    ['/judge', '/judge/dashboard'],
    ['/judge/not-a-page', '/judge/category'],
    ['/judge/scoring', '/judge/vehicles'],
    ['/admin/dashboard', '/unauthorized'],
  ],
  (page) => signInJudge(page, JUDGE.email, JUDGE.password),
  TABLET,
);
