import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { readDeviceStore } from './support/browser.ts';
import { openPage, useBrowser } from './support/devices.ts';
import { cardOf, newJudge, openJudgeTablet, queuedRequests, seedJudgingShow, setSlider } from './support/judging-fixture.ts';
import { cutNetwork } from './support/network.ts';
import { expectPath } from './support/sign-in.ts';
import { viewportScreenshot } from './support/viewport-screenshot.ts';

/**
 * Issue 29, attack run: two tabs of one judge each wrote their whole copy of the judging data
 * over the other's, so a score waiting in one tab was gone from the tablet once the other kept a
 * draft, and lost when its tab closed. One tab judges at a time now (ADR 030).
 */

const TABLET = { width: 800, height: 1280 };
const ELSEWHERE = 'Judging goes on in another tab';

const useChromium = useBrowser();

async function draftNotes(page: Page): Promise<string[]> {
  const raw = await readDeviceStore(page, 'judge-store', 'judge');
  const { state } = JSON.parse(String(raw)) as { state: { drafts: Record<string, { sheet: { specialNote: string } }> } };
  return Object.values(state.drafts).map((draft) => draft.sheet.specialNote);
}

describe('two tabs of one judge', () => {
  it('one judges at a time: a score waiting in one tab and a draft in the other are both kept, offline, after that tab closes', async () => {
    const login = newJudge('tabs-judge', 'Tess Tabs');
    const show = await seedJudgingShow('TB', login, { vehicleCount: 2 });
    const [first, second] = show.vehicles;
    if (!first || !second) throw new Error('two vehicles');
    const { context, page: tabA } = await openPage(useChromium(), TABLET);
    await openJudgeTablet(tabA, login, show);

    // A second tab of the judge's pages: it judges, the first says so.
    const tabB = await context.newPage();
    await tabB.setViewportSize(TABLET);
    await tabB.goto('/judge/vehicles');
    await cardOf(tabB, second.brand).waitFor();
    await tabA.getByRole('heading', { name: ELSEWHERE }).waitFor();
    await viewportScreenshot(tabA, 'judge-judging-elsewhere');

    // Offline, the judge goes back to the first tab and scores a car there.
    await cutNetwork(context);
    await tabA.getByRole('button', { name: 'Judge in this tab' }).click();
    await tabB.getByRole('heading', { name: ELSEWHERE }).waitFor();
    await cardOf(tabA, first.brand).click();
    await setSlider(tabA, show.parameterTitles[0], 6);
    await tabA.getByRole('button', { name: 'Submit' }).click();
    await cardOf(tabA, first.brand).getByText('Waiting to be sent').waitFor();

    // Then in the second tab: it sees the waiting score, and keeps a draft of the other car.
    await tabB.getByRole('button', { name: 'Judge in this tab' }).click();
    await cardOf(tabB, first.brand).getByText('Waiting to be sent').waitFor();
    await cardOf(tabB, second.brand).click();
    await expectPath(tabB, '/judge/scoring');
    await tabB.getByRole('textbox', { name: 'Special Note' }).fill('Seen from tab B');
    await expect.poll(() => draftNotes(tabB)).toEqual(['Seen from tab B']);

    // The first tab closes; the second is reloaded: both the score and the draft are on the tablet.
    await tabA.close();
    await tabB.reload();
    await tabB.getByRole('textbox', { name: 'Special Note' }).waitFor();
    expect(await tabB.getByRole('textbox', { name: 'Special Note' }).inputValue()).toBe('Seen from tab B');
    const waiting = (await queuedRequests(tabB)) as { intVehicleId: number }[];
    expect(waiting.map((write) => write.intVehicleId)).toEqual([first.vehicleId]);
  });
});
