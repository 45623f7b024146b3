import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { adminApi } from './support/api.ts';
import { codeFromMail, createAudienceShow, visitorInbox } from './support/audience-fixture.ts';
import { axeViolations, openAxePage } from './support/axe.ts';
import { animationsDone, LAPTOP, TABLET } from './support/browser.ts';
import { useBrowser } from './support/devices.ts';
import { cardOf, newJudge, openJudgeTablet, scoreAs, seedJudgingShow } from './support/judging-fixture.ts';
import { mailsTo } from './support/mail-sink.ts';
import { ADMIN } from './support/seed.ts';
import { expectPath, fillLogin, signInAdmin } from './support/sign-in.ts';
import { uniqueEmail } from './support/unique.ts';

/**
 * axe-core finds nothing on the pages the attack run flagged (issue 29): colour contrast, a
 * button's name holding its visible words, heading order and landmarks, with the rest of WCAG 2.1
 * AA and axe's best practices. Each page is checked once it shows its data.
 */

const browser = useBrowser();
const PHONE = { width: 390, height: 844 };

/** axe's findings once the page's entry animations (a toast's) are over. */
async function settledViolations(page: Page): Promise<string[]> {
  await animationsDone(page);
  return axeViolations(page);
}

describe('axe finds nothing', () => {
  it('on the gate and its arrival list (a volunteer’s phone)', async () => {
    const api = await adminApi();
    const show = await createAudienceShow(api);
    const volunteer = { strFullName: 'Axel Gate', strEmail: uniqueEmail('axel'), strPassword: 'gate-password-axe' };
    await api('POST', '/api/gate/staff/', volunteer, 201);
    const page = await openAxePage(browser(), PHONE);
    await page.goto('/gate/login');
    await fillLogin(page, volunteer.strEmail, volunteer.strPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectPath(page, '/gate');
    await page.getByRole('combobox', { name: 'Show' }).selectOption(String(show.eventId));
    await page.getByRole('button', { name: `Check in ${show.uniqueId}` }).click();
    await page
      .getByRole('region', { name: 'Last scanned or tapped' })
      .getByRole('button', { name: `Undo check-in of ${show.uniqueId}` })
      .waitFor();
    expect(await settledViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Arrival list to print' }).click();
    await page.getByRole('heading', { name: /^Arrival list — / }).waitFor();
    expect(await settledViolations(page)).toEqual([]);
  });

  it('on the visitor’s pages: the vehicle, both steps of verify, the thanks (a phone)', async () => {
    const show = await createAudienceShow(await adminApi());
    const page = await openAxePage(browser(), PHONE);
    await page.goto(`/audience/${show.uniqueId}`);
    await page.getByRole('heading', { name: 'Austin Healey 3000' }).waitFor();
    expect(await settledViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Vote Now' }).click();
    await page.getByRole('heading', { name: 'Verify your identity' }).waitFor();
    expect(await settledViolations(page)).toEqual([]);
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText('Please enter a valid email address.').waitFor();
    expect(await settledViolations(page)).toEqual([]);
    const email = visitorInbox().email;
    await page.getByLabel('Email').fill(email);
    const before = mailsTo(inject('mailDir'), email).length;
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByLabel('OTP').waitFor();
    expect(await settledViolations(page)).toEqual([]);
    // SPEC's words for a short code, in a colour that reads.
    await page.getByLabel('OTP').fill('123');
    await page.getByRole('button', { name: 'Verify and vote' }).click();
    await page.getByText('Invalid OTP').waitFor();
    expect(await settledViolations(page)).toEqual([]);

    await page.getByLabel('OTP').fill(await codeFromMail(email, before));
    await page.getByRole('button', { name: 'Verify and vote' }).click();
    await page.getByRole('heading', { name: 'Thank you for Voting' }).waitFor();
    expect(await settledViolations(page)).toEqual([]);
  });

  it('on the organiser’s judges list and results', async () => {
    const judge = newJudge('axe-admin', 'Ada Axe');
    const show = await seedJudgingShow('X', judge, { vehicleCount: 2 });
    await scoreAs(judge, show, [{ values: [8, 7], chosen: true }]);
    const page = await openAxePage(browser(), LAPTOP);
    await signInAdmin(page, ADMIN.email, ADMIN.password);

    await page.goto('/admin/manage-judges');
    await page
      .getByRole('table')
      .getByText(/Ada Axe|Judge/)
      .first()
      .waitFor();
    expect(await settledViolations(page)).toEqual([]);

    await page.goto(`/admin/results/${String(show.eventId)}`);
    await page.getByLabel('Category').selectOption({ label: show.categoryName });
    await page.getByRole('table', { name: 'Results' }).locator('tbody tr').first().waitFor();
    expect(await settledViolations(page)).toEqual([]);
  });

  it('on the judge’s vehicle list and picks (a tablet)', async () => {
    const judge = newJudge('axe-judge', 'Jo Axe');
    const show = await seedJudgingShow('Y', judge, { vehicleCount: 2 });
    await scoreAs(judge, show, [{ values: [9, 8], chosen: true }]);
    const page = await openAxePage(browser(), TABLET);
    await openJudgeTablet(page, judge, show);
    await cardOf(page, show.vehicles[1]?.brand ?? '').waitFor();
    expect(await settledViolations(page)).toEqual([]);

    await page.goto('/judge/choices');
    await page
      .getByText(show.vehicles[0]?.uniqueId ?? '')
      .first()
      .waitFor();
    expect(await settledViolations(page)).toEqual([]);
  });
});
