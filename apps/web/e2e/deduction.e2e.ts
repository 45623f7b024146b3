import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { animationsDone, TABLET } from './support/browser.ts';
import { openPage, useBrowser } from './support/devices.ts';
import { adminApi } from './support/api.ts';
import { seedDeductionShow } from './support/deduction-fixture.ts';
import { cutNetwork, restoreNetwork } from './support/network.ts';
import { expectPath } from './support/sign-in.ts';
import { viewportScreenshot } from './support/viewport-screenshot.ts';
import { cardOf, newJudge, openJudgeTablet, queuedRequests, type EntryRow } from './support/judging-fixture.ts';

/**
 * A deduction event (issue 20, ADR 029) judged on a tablet with no network: each parameter starts
 * at its limit (10), the judge records what they take off with a reason (tapped from the
 * organiser's list or typed), the sheet waits on the tablet through a reload, and back online the
 * server holds the deductions and scores each parameter at its limit less them.
 */

const REASONS = ['Paint chip', 'Oil leak', 'Non-original part'];

const useChromium = useBrowser();

/** Records one deduction on a parameter: the editor opened if need be, `points` by +, the reason tapped or typed. */
async function deduct(page: Page, title: string, points: number, reason: { tap: string } | { type: string }): Promise<void> {
  const add = page.getByRole('button', { name: `Add deduction to ${title}`, exact: true });
  if (await add.isVisible()) await add.click();
  for (let step = 1; step < points; step += 1) await page.getByRole('button', { name: `More points off ${title}`, exact: true }).click();
  await expect.poll(() => page.getByRole('spinbutton', { name: `Points off ${title}`, exact: true }).inputValue()).toBe(String(points));
  if ('tap' in reason)
    await page
      .getByRole('group', { name: `Reasons for ${title}`, exact: true })
      .getByRole('button', { name: reason.tap, exact: true })
      .click();
  else await page.getByRole('textbox', { name: `Reason for ${title}`, exact: true }).fill(reason.type);
  await page
    .getByRole('button', { name: `Deduct ${String(points)} ${points === 1 ? 'point' : 'points'} from ${title}`, exact: true })
    .click();
}

const sumOf = (page: Page, parameterId: number) => page.getByTestId(`parameter-${String(parameterId)}-sum`).innerText();

describe('a deduction event judged offline', () => {
  it('records deductions with reasons offline; back online the server holds them and limit − deductions', async () => {
    const login = newJudge('deduction-judge', 'Dee Duction');
    const show = await seedDeductionShow('D', login, { vehicleCount: 2, pictures: true, reasons: REASONS });
    const [paint, engine] = show.parameterTitles;
    const [paintId, engineId] = show.parameterIds;
    const vehicle = show.vehicles[0];
    if (!vehicle) throw new Error('no vehicle');

    const { context, page: judge } = await openPage(useChromium(), TABLET);
    await openJudgeTablet(judge, login, show);
    // The service worker has taken the tablet: the app comes back offline.
    await expect.poll(() => judge.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);

    await cutNetwork(context);
    await judge.getByText('You’re offline').waitFor({ timeout: 15_000 });
    await cardOf(judge, vehicle.brand).click();
    await expectPath(judge, '/judge/scoring');
    await judge.getByText('Scoring: Deduction').waitFor();
    expect(await sumOf(judge, paintId)).toContain('10 − 0 = 10');
    expect(await judge.getByRole('slider').count()).toBe(0);

    await deduct(judge, paint, 2, { tap: 'Paint chip' });
    await deduct(judge, paint, 1, { type: 'Stone chips on the sill' });
    await deduct(judge, engine, 3, { tap: 'Oil leak' });
    expect(await sumOf(judge, paintId)).toContain('10 − 3 = 7');
    expect(await sumOf(judge, engineId)).toContain('10 − 3 = 7');
    await judge.getByText('Total: 14 / 20').waitFor();
    await judge.getByRole('button', { name: `Done with ${engine}`, exact: true }).click();

    await judge.getByRole('button', { name: 'Submit' }).click();
    await expectPath(judge, '/judge/vehicles');
    await cardOf(judge, vehicle.brand).getByText('Waiting to be sent').waitFor();

    // A reload while offline: the sheet, deductions and all, is still on the tablet.
    await judge.reload();
    await judge.getByRole('heading', { name: 'Select Vehicle' }).waitFor({ timeout: 15_000 });
    await cardOf(judge, vehicle.brand).getByText('Waiting to be sent').waitFor();
    const waiting = await queuedRequests(judge);
    expect(waiting).toEqual([
      expect.objectContaining({
        intVehicleId: vehicle.vehicleId,
        sheet: expect.objectContaining({
          deductions: {
            [paintId]: [
              { intPoints: 2, strReason: 'Paint chip' },
              { intPoints: 1, strReason: 'Stone chips on the sill' },
            ],
            [engineId]: [{ intPoints: 3, strReason: 'Oil leak' }],
          },
        }),
      }),
    ]);

    await restoreNetwork(context);
    await cardOf(judge, vehicle.brand).getByText('Saved', { exact: true }).waitFor({ timeout: 20_000 });
    await expect.poll(() => queuedRequests(judge), { timeout: 10_000 }).toHaveLength(0);

    const api = await adminApi();
    const entries = await api<{
      data: (EntryRow & { objParameterWiseDeductions: Record<string, { intPoints: number; strReason: string }[]> })[];
    }>('GET', `/api/score-entry/?intEventId=${String(show.eventId)}`);
    expect(entries.data).toHaveLength(1);
    const [entry] = entries.data;
    expect(entry?.intVehicleId).toBe(vehicle.vehicleId);
    expect(entry?.objParameterWiseDeductions).toEqual({
      [String(paintId)]: [
        { intPoints: 2, strReason: 'Paint chip' },
        { intPoints: 1, strReason: 'Stone chips on the sill' },
      ],
      [String(engineId)]: [{ intPoints: 3, strReason: 'Oil leak' }],
    });
    // Each parameter scores its limit (10) less its deductions.
    expect(entry?.objParameterWiseScore).toEqual({ [String(paintId)]: 7, [String(engineId)]: 7 });
    expect(entry?.intTotalScore).toBe(14);

    // The sheet opens again with what the server holds, ready for the next flaw: the engine's
    // editor open, a reason tapped (the viewport only: a full-page shot would close it).
    await cardOf(judge, vehicle.brand).click();
    await expectPath(judge, '/judge/scoring');
    await judge
      .getByRole('list', { name: `Deductions from ${paint}`, exact: true })
      .getByText('Stone chips on the sill')
      .waitFor();
    expect(await sumOf(judge, engineId)).toContain('10 − 3 = 7');
    await judge.getByRole('button', { name: `Add deduction to ${engine}`, exact: true }).click();
    await judge
      .getByRole('group', { name: `Reasons for ${engine}`, exact: true })
      .getByRole('button', { name: 'Non-original part' })
      .click();
    await animationsDone(judge);
    await viewportScreenshot(judge, 'judge-deduction-sheet');
    // The narrowest tablet the judge area takes (550 px): the same sheet, nothing cut or crowded.
    await judge.setViewportSize({ width: 560, height: 1000 });
    await judge.getByRole('button', { name: `Deduct 1 point from ${engine}`, exact: true }).scrollIntoViewIfNeeded();
    await viewportScreenshot(judge, 'judge-deduction-sheet-narrow');
    expect(await judge.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(560);
  });
});
