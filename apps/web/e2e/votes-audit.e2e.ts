import { describe, expect, it } from 'vitest';
import { animationsDone, screenshot } from './support/browser.ts';
import { openPage, useBrowser } from './support/devices.ts';
import { adminApi } from './support/api.ts';
import { createAudienceShow, visitorInbox, voteThroughTheApi, votesFor } from './support/audience-fixture.ts';
import { ADMIN } from './support/seed.ts';
import { signInAdmin } from './support/sign-in.ts';

/**
 * Votes the organiser can audit (issue 19): three inboxes vote for one car from one address (this
 * test's machine): the votes page flags them "Same address"; the organiser voids one with a reason,
 * the count goes down by one, and the audit log shows the void with its reason.
 */

const browser = useBrowser();

describe('the organiser audits the audience votes', () => {
  it('sees a bloc from one address flagged, voids one vote with a reason, and the count follows', async () => {
    const api = await adminApi();
    const show = await createAudienceShow(api);
    for (let n = 0; n < 3; n += 1) await voteThroughTheApi(visitorInbox().email, show);
    expect(await votesFor(api, show)).toBe(3);

    const { page } = await openPage(browser(), { width: 1366, height: 800 });
    await signInAdmin(page, ADMIN.email, ADMIN.password);
    await page.goto(`/admin/results/${String(show.eventId)}`);
    await page.getByRole('link', { name: 'Votes' }).click();
    const table = page.getByRole('table', { name: 'Votes' });
    await expect.poll(() => table.getByText('Same address').count()).toBe(3);
    await page.getByText(/3 votes · 0 voided · 3 flagged and counted/).waitFor();

    await table
      .getByRole('button', { name: /^Void the vote of / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Void vote' });
    await dialog.getByLabel('Reason').fill('Three inboxes from one phone in a minute');
    await dialog.getByRole('button', { name: 'Void vote' }).click();
    await table.getByText('Voided: Three inboxes from one phone in a minute').waitFor();
    await page.getByText(/3 votes · 1 voided · 2 flagged and counted/).waitFor();
    expect(await votesFor(api, show)).toBe(2);
    await animationsDone(page);
    await screenshot(page, 'admin-votes');

    // The void is in the audit log, with its reason, under the organiser's name.
    await page.goto('/admin/audit');
    await page.getByLabel('Record').selectOption('audience-vote');
    const log = page.getByRole('table', { name: 'Audit log' });
    await log
      .getByRole('button', { name: /^Changes of Audience vote / })
      .first()
      .click();
    await page
      .getByRole('table', { name: /^Changes of Audience vote / })
      .getByText('Three inboxes from one phone in a minute')
      .waitFor();
    await screenshot(page, 'admin-audit');
  });
});
