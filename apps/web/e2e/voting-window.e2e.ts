import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { animationsDone, screenshot } from './support/browser.ts';
import { openPage, useBrowser } from './support/devices.ts';
import { adminApi } from './support/api.ts';
import { codeFromMail, createAudienceShow, visitorInbox, votesFor } from './support/audience-fixture.ts';
import { mailsTo } from './support/mail-sink.ts';
import { ADMIN } from './support/seed.ts';
import { expectPath, signInAdmin } from './support/sign-in.ts';

/**
 * The voting window the organiser controls (issue 19): a visitor has asked for a code and holds
 * it when the organiser closes voting from the dashboard; their vote is refused with the time it
 * closed, nothing is counted, and the vehicle's page says voting closed. Opening it again lets
 * the vote through.
 */

const PHONE = { width: 390, height: 844 };
const browser = useBrowser();

describe('the organiser closes voting while a visitor is mid-flow', () => {
  it('refuses the visitor’s vote with when it closed; the dashboard shows it closed; opening again takes the vote', async () => {
    const api = await adminApi();
    const show = await createAudienceShow(api);
    const visitor = visitorInbox();

    const { page: phone } = await openPage(browser(), PHONE);
    await phone.goto(`/audience/${show.uniqueId}`);
    await phone.getByRole('button', { name: 'Vote Now' }).click();
    await expectPath(phone, '/audience/verify');
    await phone.getByLabel('Email').fill(visitor.email);
    const before = mailsTo(inject('mailDir'), visitor.email).length;
    await phone.getByRole('button', { name: 'Send OTP' }).click();
    await phone.getByLabel('OTP').waitFor();
    await phone.getByLabel('OTP').fill(await codeFromMail(visitor.email, before));

    const { page: admin } = await openPage(browser(), { width: 1366, height: 900 });
    await signInAdmin(admin, ADMIN.email, ADMIN.password);
    await admin.goto('/admin/dashboard');
    await admin.getByRole('combobox', { name: 'Event' }).selectOption(String(show.eventId));
    const voting = admin.getByRole('region', { name: /Audience voting/ });
    await expect.poll(() => voting.getByRole('status', { name: 'Voting' }).textContent()).toBe('Open');
    await voting.getByRole('button', { name: 'Close voting now' }).click();
    await admin.getByRole('dialog', { name: 'Close voting now?' }).getByRole('button', { name: 'Close voting' }).click();
    // The socket brings the new state (its pushes are coalesced over 250 ms, then computed).
    await expect.poll(() => voting.getByRole('status', { name: 'Voting' }).textContent(), { timeout: 10_000 }).toBe('Closed');
    await voting.getByText(/^Closed on /).waitFor();
    await animationsDone(admin);
    await screenshot(admin, 'admin-dashboard-voting');

    const votes = await votesFor(api, show);
    await phone.getByRole('button', { name: 'Verify and vote' }).click();
    const refusal = phone.getByText(/^Voting for this show closed on \d+ \w+ \d{4}, \d\d:\d\d/).first();
    await refusal.waitFor();
    await animationsDone(phone);
    await screenshot(phone, 'audience-vote-refused-closed');
    expect(await votesFor(api, show)).toBe(votes);

    await phone.goto(`/audience/${show.uniqueId}`);
    await phone.getByText('Voting for this show is not open right now.').waitFor();
    await phone.getByText(/^Voting closed on /).waitFor();
    expect(await phone.getByRole('button', { name: 'Vote Now' }).count()).toBe(0);
    await screenshot(phone, 'audience-vehicle-voting-closed');

    await voting.getByRole('button', { name: 'Open voting now' }).click();
    await admin.getByRole('dialog', { name: 'Open voting now?' }).getByRole('button', { name: 'Open voting' }).click();
    await expect.poll(() => voting.getByRole('status', { name: 'Voting' }).textContent()).toBe('Open');
    await phone.reload();
    await phone.getByRole('button', { name: 'Vote Now' }).waitFor();
  });
});
