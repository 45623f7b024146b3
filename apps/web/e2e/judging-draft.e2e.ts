import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { adminApi } from './support/api.ts';
import { animationsDone } from './support/browser.ts';
import { openPage, useBrowser } from './support/devices.ts';
import { cardOf, newJudge, openJudgeTablet, seedJudgingShow, setSlider, sliderValue, type JudgingShow } from './support/judging-fixture.ts';
import { cutNetwork, restoreNetwork } from './support/network.ts';
import { expectPath } from './support/sign-in.ts';
import { viewportScreenshot } from './support/viewport-screenshot.ts';

/**
 * Issue 29, acceptance: nothing a judge typed is lost. A sheet half filled on an iPad Air held
 * upright (820×1180) stays as it was when the tablet is turned to landscape (1180×820, wider than
 * the judging screens: the gate shows) and back, when the window is a phone (390) or a laptop
 * (1280), after a reload, and after another page and back; it is sent as it was on Submit.
 */

const PORTRAIT = { width: 820, height: 1180 };
const LANDSCAPE = { width: 1180, height: 820 };
const NOTE = 'Chrome pitted on the rear bumper; ';
const GATE = 'Please switch to tablet mode to continue.';

const useChromium = useBrowser();

interface EntryRow {
  intVehicleId: number;
  strSpecialNote: string;
  blnTopChoice: boolean;
  objParameterWiseScore: Record<string, number>;
}

/** The half-filled sheet is on the page exactly as the judge left it. */
async function expectHalfFilled(page: Page, show: JudgingShow, what: string): Promise<void> {
  const note = page.getByRole('textbox', { name: 'Special Note' });
  await note.waitFor();
  expect(await sliderValue(page, show.parameterTitles[0]), `${what}: first slider`).toBe(7);
  expect(await sliderValue(page, show.parameterTitles[1]), `${what}: second slider`).toBe(3);
  expect(await note.inputValue(), `${what}: note`).toBe(NOTE);
  expect(await page.getByRole('switch', { name: 'Judges Choice' }).isChecked(), `${what}: judges choice`).toBe(true);
  await page.getByText('Draft kept on this tablet').waitFor();
}

/** The window takes this size; the judging page shows again once it is back within 550..1024. */
async function turn(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  const gate = page.getByRole('heading', { name: GATE });
  if (size.width < 550 || size.width > 1024) await gate.waitFor();
  else await gate.waitFor({ state: 'detached' });
}

describe('a half-filled sheet survives everything', () => {
  it('through turns of the tablet, the gate, a reload and another page, and is sent as it was', async () => {
    const login = newJudge('draft-judge', 'Dana Draft');
    const show = await seedJudgingShow('D', login, { vehicleCount: 2 });
    const [first, second] = show.vehicles;
    if (!first || !second) throw new Error('two vehicles');
    const { page } = await openPage(useChromium(), PORTRAIT);
    await openJudgeTablet(page, login, show);

    await cardOf(page, first.brand).click();
    await expectPath(page, '/judge/scoring');
    await setSlider(page, show.parameterTitles[0], 7);
    await setSlider(page, show.parameterTitles[1], 3);
    await page.getByRole('textbox', { name: 'Special Note' }).fill(NOTE);
    await page.getByRole('switch', { name: 'Judges Choice' }).check();
    await expectHalfFilled(page, show, 'as typed');

    for (const size of [LANDSCAPE, { width: 390, height: 844 }, { width: 1280, height: 800 }]) {
      await turn(page, size);
      await turn(page, PORTRAIT);
      await expectHalfFilled(page, show, `after ${String(size.width)} px and back`);
    }

    await page.reload();
    await expectHalfFilled(page, show, 'after a reload');
    await viewportScreenshot(page, 'judge-scoring-draft-restored');

    await page.getByRole('link', { name: /Back to Select Vehicle/ }).click();
    await expectPath(page, '/judge/vehicles');
    await cardOf(page, second.brand).click();
    await page.getByRole('textbox', { name: 'Special Note' }).waitFor();
    expect(await page.getByText('Draft kept on this tablet').count(), 'the other vehicle has no draft').toBe(0);
    await page.getByRole('link', { name: /Back to Select Vehicle/ }).click();
    await cardOf(page, first.brand).click();
    await expectHalfFilled(page, show, 'after another page and back');

    await page.getByRole('button', { name: 'Submit' }).click();
    await expectPath(page, '/judge/vehicles');
    await cardOf(page, first.brand).getByText('Saved').waitFor();
    const entries = await (await adminApi())<{ data: EntryRow[] }>('GET', `/api/score-entry/?intEventId=${String(show.eventId)}`);
    const entry = entries.data.find((row) => row.intVehicleId === first.vehicleId);
    expect(entry).toMatchObject({
      strSpecialNote: NOTE.trim(),
      blnTopChoice: true,
      objParameterWiseScore: { [String(show.parameterIds[0])]: 7, [String(show.parameterIds[1])]: 3 },
    });
  });

  it('offline, what waits shows in one view from the header: a score, a step-aside and a draft; back online they go', async () => {
    const login = newJudge('outbox-judge', 'Oona Outbox');
    const show = await seedJudgingShow('Q', login, { vehicleCount: 3 });
    const [scored, aside, drafted] = show.vehicles;
    if (!scored || !aside || !drafted) throw new Error('three vehicles');
    const { context, page } = await openPage(useChromium(), { width: 800, height: 1280 });
    await openJudgeTablet(page, login, show);
    await cutNetwork(context);
    await page.getByText('You’re offline').waitFor({ timeout: 15_000 });

    await cardOf(page, scored.brand).click();
    await setSlider(page, show.parameterTitles[0], 6);
    await page.getByRole('button', { name: 'Submit' }).click();
    await cardOf(page, scored.brand).getByText('Waiting to be sent').waitFor();
    await cardOf(page, aside.brand).click();
    await page.getByRole('button', { name: 'Step aside' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Step aside' }).click();
    await cardOf(page, aside.brand).getByText('Waiting to be sent').waitFor();
    await cardOf(page, drafted.brand).click();
    await page.getByRole('textbox', { name: 'Special Note' }).fill('Come back to the interior');
    await page.getByRole('link', { name: /Back to Select Vehicle/ }).click();

    await page.getByRole('button', { name: '2 waiting · 1 draft' }).click();
    const view = page.getByRole('dialog', { name: 'Waiting to be sent' });
    const rows = view.getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(3);
    await rows.filter({ hasText: scored.uniqueId }).getByText('Waiting to be sent').waitFor();
    await rows.filter({ hasText: aside.uniqueId }).getByText('Step aside').waitFor();
    await rows.filter({ hasText: drafted.uniqueId }).getByText('Draft, not submitted').waitFor();
    await animationsDone(page);
    await viewportScreenshot(page, 'judge-waiting-to-be-sent');

    await restoreNetwork(context);
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(1);
    await rows.filter({ hasText: drafted.uniqueId }).getByRole('button', { name: /Open/ }).click();
    await expectPath(page, '/judge/scoring');
    expect(await page.getByRole('textbox', { name: 'Special Note' }).inputValue()).toBe('Come back to the interior');
    const recusals = await (
      await adminApi()
    )<{ data: { intVehicleId: number }[] }>('GET', `/api/recusal/?intEventId=${String(show.eventId)}`);
    expect(recusals.data.map((row) => row.intVehicleId)).toEqual([aside.vehicleId]);
  });
});
