import { describe, expect, it, onTestFinished } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, TABLET } from './support/browser.ts';
import { openPage, useBrowser } from './support/devices.ts';
import { cardOf, newJudge, openJudgeTablet, scoreAs, seedJudgingShow } from './support/judging-fixture.ts';
import { cutNetwork } from './support/network.ts';
import { expectPath, signInJudge } from './support/sign-in.ts';

/**
 * Issue 29, acceptance: the tablet is whole offline (a judge switches category and opens their
 * picks with the network gone), picks are counted per event (a second event starts at 0), and a
 * judge signing in at 15:00 lands on the show that started at 09:00, not on tomorrow's, which the
 * server lists first.
 */

const useChromium = useBrowser();

const HOUR = 3600 * 1000;

/**
 * A show day the server can hold: its 09:00 (UTC) is past but at most a day back (an event may be
 * created up to a day in the past). The server then lists the next day's show first, as upcoming.
 */
function showDay(): Date {
  const now = new Date();
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 9));
  return today.getTime() <= now.getTime() ? today : new Date(today.getTime() - 24 * HOUR);
}

async function openCategoryNamed(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).click();
  await expectPath(page, '/judge/vehicles');
}

describe('the judge’s day on the tablet', () => {
  it('offline, the judge goes back to the categories, opens another, and opens their picks', async () => {
    const login = newJudge('whole-offline', 'Wyn Wholeday');
    const show = await seedJudgingShow('H', login, { vehicleCount: 4, categories: 2 });
    const [pick, other] = show.vehicles;
    if (!pick || !other) throw new Error('two vehicles');
    await scoreAs(login, show, [{ values: [8, 6], chosen: true, note: 'Best in show' }]);
    const { context, page } = await openPage(useChromium(), TABLET);
    await openJudgeTablet(page, login, show);
    await cardOf(page, pick.brand).getByText('Saved').waitFor();
    await page.getByRole('link', { name: 'Judges Choice' }).waitFor();

    await cutNetwork(context);
    await page.getByText('You’re offline').waitFor({ timeout: 15_000 });
    await page.getByRole('link', { name: /Back to Category/ }).click();
    await expectPath(page, '/judge/category');
    await openCategoryNamed(page, other.categoryName);
    await cardOf(page, other.brand).waitFor();
    expect(await cardOf(page, pick.brand).count(), 'the first category’s car is not listed here').toBe(0);

    await page.getByRole('link', { name: 'Judges Choice' }).click();
    await expectPath(page, '/judge/choices');
    await page.getByText('You are offline.').waitFor();
    const card = page.getByRole('listitem').filter({ hasText: pick.uniqueId });
    await card.getByText(`${pick.brand} Model`).waitFor();
    await card.getByText('14/20').waitFor();
  });

  it('signing in at 15:00 lands on the show that started at 09:00; picks at the next day’s show start at 0', async () => {
    const day = showDay();
    const login = newJudge('show-day', 'Sam Showday');
    const today = await seedJudgingShow('T', login, { vehicleCount: 3, startsAt: day });
    const tomorrow = await seedJudgingShow('U', login, {
      vehicleCount: 1,
      judgeId: today.judgeId,
      startsAt: new Date(day.getTime() + 24 * HOUR),
    });
    await scoreAs(
      login,
      today,
      [0, 1, 2].map(() => ({ values: [9, 9] as const, chosen: true })),
    );

    // The tablet's clock says 15:00 on the show day, in its own time zone (UTC, as the show's times are).
    const tablet = await useChromium().newContext({ baseURL: baseUrl(), viewport: TABLET, timezoneId: 'UTC' });
    onTestFinished(() => tablet.close());
    const judge = await tablet.newPage();
    await judge.clock.setFixedTime(new Date(day.getTime() + 6 * HOUR));

    await signInJudge(judge, login.email, login.password);
    await expect.poll(() => judge.getByRole('combobox', { name: 'Event' }).inputValue()).toBe(String(today.eventId));
    await openCategoryNamed(judge, today.categoryName);
    for (const vehicle of today.vehicles) await cardOf(judge, vehicle.brand).getByText('Saved').waitFor();

    await judge.getByRole('link', { name: /Back to Category/ }).click();
    await judge.getByRole('combobox', { name: 'Event' }).selectOption(String(tomorrow.eventId));
    await openCategoryNamed(judge, tomorrow.categoryName);
    expect(await judge.getByRole('link', { name: 'Judges Choice' }).count(), 'no picks at this show yet').toBe(0);
    await cardOf(judge, tomorrow.vehicles[0]?.brand ?? '').click();
    await expectPath(judge, '/judge/scoring');
    await judge.getByRole('switch', { name: 'Judges Choice' }).waitFor();
    await judge.getByText('00 out of 03').waitFor();
  });
});
