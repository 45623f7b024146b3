import { describe, expect, it } from 'vitest';
import { animationsDone, screenshot } from './support/browser.ts';
import { openPage, useBrowser } from './support/devices.ts';
import { newJudge, scoreAs, seedJudgingShow } from './support/judging-fixture.ts';
import { ADMIN } from './support/seed.ts';
import { signInAdmin } from './support/sign-in.ts';

/**
 * The awards ceremony (issue 19): a judged category on a 1920×1080 projector; the organiser's
 * clicks and keys reveal third, second, then first place; the live leaderboard shows the scores.
 */

const browser = useBrowser();
const PROJECTOR = { width: 1920, height: 1080 };

describe('the awards screen', () => {
  it('reveals a category’s podium place by place, then shows the live leaderboard', async () => {
    const judge = newJudge('awards', 'Ava Awards');
    const show = await seedJudgingShow('W', judge, { vehicleCount: 4 });
    // Totals 15, 12, 9 and 4 (out of 20): the first three vehicles take the podium in order.
    await scoreAs(judge, show, [{ values: [10, 5], chosen: true }, { values: [8, 4] }, { values: [6, 3] }, { values: [2, 2] }]);
    const [first, second, third, fourth] = show.vehicles.map((vehicle) => vehicle.brand);

    const { page } = await openPage(browser(), PROJECTOR);
    await signInAdmin(page, ADMIN.email, ADMIN.password);
    await page.goto(`/admin/results/${String(show.eventId)}`);
    await page.getByRole('link', { name: 'Awards screen' }).click();
    await page.waitForURL(`**/awards/${String(show.eventId)}`);
    await page.getByRole('button', { name: 'Next' }).waitFor();

    const place = (name: string) => page.getByRole('region', { name });
    await page.keyboard.press('ArrowRight');
    await page.getByRole('heading', { name: show.categoryName }).waitFor();
    expect(await place('Third place').textContent()).toContain('?');

    await page.keyboard.press('ArrowRight');
    await place('Third place').getByText(new RegExp(third ?? 'missing')).waitFor();
    expect(await place('First place').textContent()).not.toContain(first);
    await page.mouse.click(960, 500);
    await place('Second place').getByText(new RegExp(second ?? 'missing')).waitFor();
    await page.keyboard.press(' ');
    await place('First place').getByText(new RegExp(first ?? 'missing')).waitFor();
    expect(await page.locator('main').textContent()).not.toContain(fourth);
    await animationsDone(page);
    await screenshot(page, 'awards-podium');

    await page.getByRole('button', { name: 'Live leaderboard' }).click();
    await page.getByRole('heading', { name: `Live leaderboard · ${show.categoryName}` }).waitFor();
    await place('First place').getByText('15/20').waitFor();
    await animationsDone(page);
    await screenshot(page, 'awards-leaderboard');
  });
});
