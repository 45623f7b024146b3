import { describe, expect, it } from 'vitest';
import { animationsDone, hydrated, screenshot } from './support/browser.ts';
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
    // The page is whole once its last card (the sharing) is in: the link is clicked on a settled page.
    await page.getByRole('region', { name: 'Awards and published results' }).waitFor();
    await page.getByRole('link', { name: 'Awards screen' }).click();
    await page.waitForURL(`**/awards/${String(show.eventId)}`);
    await page.getByRole('button', { name: 'Next' }).waitFor();

    const place = (name: string) => page.getByRole('region', { name });
    await page.keyboard.press('ArrowRight');
    await page.getByRole('heading', { name: show.categoryName }).waitFor();
    expect(await place('Third place').textContent()).toContain('?');

    await page.keyboard.press('ArrowRight');
    await place('Third place')
      .getByText(new RegExp(third ?? 'missing'))
      .waitFor();
    expect(await place('First place').textContent()).not.toContain(first);
    await page.mouse.click(960, 500);
    await place('Second place')
      .getByText(new RegExp(second ?? 'missing'))
      .waitFor();
    await page.keyboard.press(' ');
    await place('First place')
      .getByText(new RegExp(first ?? 'missing'))
      .waitFor();
    expect(await page.locator('main').textContent()).not.toContain(fourth);
    await animationsDone(page);
    await screenshot(page, 'awards-podium');

    await page.getByRole('button', { name: 'Live leaderboard' }).click();
    await page.getByRole('heading', { name: `Live leaderboard · ${show.categoryName}` }).waitFor();
    await place('First place').getByText('15/20').waitFor();
    await animationsDone(page);
    await screenshot(page, 'awards-leaderboard');
  });

  it('the organiser shares a read-only link (no sign-in needed, revocable) and publishes the results for entrants', async () => {
    const judge = newJudge('share', 'Sam Share');
    const show = await seedJudgingShow('S', judge, { vehicleCount: 2 });
    await scoreAs(judge, show, [{ values: [9, 9] }, { values: [5, 5], chosen: true }]);
    const [first, second] = show.vehicles.map((vehicle) => vehicle.brand);

    const { page } = await openPage(browser());
    await signInAdmin(page, ADMIN.email, ADMIN.password);
    await page.goto(`/admin/results/${String(show.eventId)}`);
    const card = page.getByRole('region', { name: 'Awards and published results' });
    await card.getByRole('button', { name: 'Make a link' }).click();
    const link = await card.getByLabel('Link (shown once)').inputValue();
    expect(link).toMatch(/\/awards\/shared\/[\w-]{43}$/);

    // The projector's laptop: nobody signed in. The fixture names the event after its id prefix.
    const { page: projector } = await openPage(browser(), PROJECTOR);
    await projector.goto(link);
    await projector.getByRole('heading', { name: `${(show.vehicles[0]?.uniqueId ?? '').slice(0, -2)} Show` }).waitFor();
    // The screen comes rendered by the server; the clicker's keys work once it is hydrated.
    await hydrated(projector);
    await projector.keyboard.press('ArrowRight');
    await projector.keyboard.press('ArrowRight');
    await projector.keyboard.press('ArrowRight');
    await projector
      .getByRole('region', { name: 'First place' })
      .getByText(new RegExp(first ?? 'missing'))
      .waitFor();

    await card.getByRole('button', { name: 'Revoke link' }).click();
    await card.getByRole('button', { name: 'Make a link' }).waitFor();
    await projector.reload();
    await projector.getByRole('alert').getByText('This link is not valid any more. Ask the organiser for a new one.').waitFor();

    // Entrants who left early: not there until published, then winners without scores or judges.
    const { page: entrant } = await openPage(browser(), { width: 390, height: 844 });
    await entrant.goto(`/results/${String(show.eventId)}`);
    await entrant.getByRole('alert').getByText('The results of this show are not published yet.').waitFor();
    await card.getByLabel('Publish the results').check();
    await card.getByRole('link', { name: new RegExp(`/results/${String(show.eventId)}$`) }).waitFor();
    // The page is the server's, whole in one answer; the public read hears the publication just
    // after its commit (ADR 032), so a reload at once may still find it unpublished: reload until not.
    const category = entrant.getByRole('region', { name: show.categoryName });
    await expect
      .poll(
        async () => {
          await entrant.reload();
          return category.getByText(new RegExp(first ?? 'missing')).count();
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
    expect(await entrant.locator('main').textContent()).not.toMatch(/\/20|Sam Share|Judges’ Picks/);
    await screenshot(entrant, 'published-results');

    // The organiser names the judges and shows the scores: the picks appear, with scores.
    // Clicked, not check(): the box shows the change once the request is on its way, a moment later.
    for (const label of ['Name the judges and their picks', 'Show the scores']) {
      await card.getByLabel(label).click();
      await expect.poll(() => card.getByLabel(label).isChecked()).toBe(true);
      await expect.poll(() => card.getByLabel(label).isEnabled()).toBe(true);
    }
    await entrant.reload();
    const picks = entrant.getByRole('region', { name: 'Judges’ Picks' });
    await picks
      .getByRole('region', { name: 'Sam Share' })
      .getByText(new RegExp(second ?? 'missing'))
      .waitFor();
    await category.getByText('18/20').waitFor();
    await screenshot(entrant, 'published-results-judges');
    await screenshot(page, 'admin-awards-sharing');
  });
});
