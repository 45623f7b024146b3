import { describe, expect, it } from 'vitest';
import { adminApi } from './support/api.ts';
import { baseUrl, LAPTOP, screenshot } from './support/browser.ts';
import { openPage, useBrowser } from './support/devices.ts';
import { ADMIN } from './support/seed.ts';
import { signInAdmin } from './support/sign-in.ts';
import { uniqueEmail, uniquePrefix } from './support/unique.ts';
import { createJudgingShow, type JudgingShow } from './support/judging-fixture.ts';

/**
 * Issue 16: rank states are refreshed after the writes commit, coalesced per event, not inside
 * each score. Six judges score twelve vehicles, the organiser opens the dashboard, then the six
 * re-score in one burst (all at once) so the order turns over: the open dashboard shows the new
 * top list with arrows up and down, without a reload, and says how far each vehicle moved.
 * The test seeds its own show and six judges (unique prefix and addresses).
 */

const JUDGES = 6;
const VEHICLES = 12;
const PASSWORD = 'burst-judge-pass-2026';

const browser = useBrowser();

async function signIn(email: string): Promise<string> {
  const res = await fetch(new URL('/api/auth/token/', baseUrl()), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: PASSWORD }),
  });
  expect(res.status, `sign-in of ${email}`).toBe(200);
  const body: { access: string } = await res.json();
  return body.access;
}

/** Every judge (by token) scores every vehicle, all at once; `points(v)` is vehicle v's score on each parameter. */
async function scoreAll(show: JudgingShow, tokens: string[], points: (vehicle: number) => number, editedAt: string): Promise<void> {
  const saves = tokens.flatMap((token) =>
    show.vehicles.map(async (vehicle, v) => {
      const res = await fetch(new URL('/api/score-entry/', baseUrl()), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          intEventId: show.eventId,
          intVehicleId: vehicle.vehicleId,
          objParameterWiseScore: Object.fromEntries(show.parameterIds.map((id) => [String(id), points(v)])),
          dtEditedAt: editedAt,
          strDeviceId: 'burst-tablet',
        }),
      });
      expect([200, 201], await res.text()).toContain(res.status);
    }),
  );
  await Promise.all(saves);
}

const brandAt = (show: JudgingShow, rank: number) => show.vehicles[rank]?.brand ?? '';

describe('the dashboard’s rank arrows after a burst of scores', () => {
  it('six judges score; a burst turns the order over; the open dashboard shows who moved up and down', async () => {
    const prefix = uniquePrefix('B');
    const emails = Array.from({ length: JUDGES }, (_, j) => uniqueEmail(`burst-${String(j)}`));
    const api = await adminApi();
    const show = await createJudgingShow(api, {
      prefix,
      judge: { email: emails[0] ?? '', password: PASSWORD, fullName: 'Burst Judge 0' },
      vehicleCount: VEHICLES,
    });
    const judgeIds = [show.judgeId];
    for (let j = 1; j < JUDGES; j += 1) {
      const form = new FormData();
      form.set('strFullName', `Burst Judge ${String(j)}`);
      form.set('strEmail', emails[j] ?? '');
      form.set('strTitle', 'Judge');
      form.set('strPassword', PASSWORD);
      const created = await api<{ data: { intJudgeId: number } }>('POST', '/api/judges/', form, 201);
      judgeIds.push(created.data.intJudgeId);
    }
    await api('PUT', '/api/event/manage-event/map-judge/', { intEventId: show.eventId, listJudgesList: judgeIds.slice(1), isAdd: true });
    const tokens: string[] = [];
    for (const email of emails) tokens.push(await signIn(email));

    // Vehicle 1 best, then 2, …: 10, 9, 8 … 0, 0.
    await scoreAll(show, tokens, (v) => Math.max(0, 10 - v), new Date(Date.now() - 60_000).toISOString());
    const { page: admin } = await openPage(browser(), LAPTOP);
    await signInAdmin(admin, ADMIN.email, ADMIN.password);
    await admin.goto('/admin/dashboard');
    await admin.getByRole('combobox', { name: 'Event' }).selectOption({ label: `${prefix} Show` });
    await admin.getByRole('status', { name: 'Live updates' }).getByText('Open').waitFor({ timeout: 15_000 });
    const top = admin.getByRole('list', { name: 'Top Vehicles' });
    await expect
      .poll(async () => (await top.getByRole('listitem').first().textContent()) ?? '', { timeout: 10_000 })
      .toContain(`${brandAt(show, 0)} Model`);
    // A marker that a reload would wipe out.
    await admin.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

    // The burst: 72 sheets at once turn the order round: vehicle 12 best (10 points), vehicle 1 and 2 last.
    await scoreAll(show, tokens, (v) => Math.max(0, v - 1), new Date().toISOString());
    await expect
      .poll(async () => (await top.getByRole('listitem').first().textContent()) ?? '', { timeout: 10_000 })
      .toContain(`${brandAt(show, VEHICLES - 1)} Model`);
    // Vehicle 12 was last (11th) and is first: whatever the refreshes during the burst saw, the
    // last move that brought it to the top was up.
    await top
      .getByRole('listitem')
      .first()
      .getByLabel(/^Up \d+$/)
      .waitFor({ timeout: 10_000 });
    // Each arrow on the screen is the movement the server keeps (rank states: previous − current).
    const dashboard = await api<{ arrTopVehicles: { strName: string; intRankVariation: number }[] }>(
      'GET',
      `/api/dashboard/?intEventId=${String(show.eventId)}`,
    );
    const expected = dashboard.arrTopVehicles.map((v) =>
      v.intRankVariation > 0
        ? `Up ${String(v.intRankVariation)}`
        : v.intRankVariation < 0
          ? `Down ${String(-v.intRankVariation)}`
          : 'No change',
    );
    const shown = () =>
      top
        .getByRole('listitem')
        .evaluateAll((items) =>
          items.map((item) =>
            item.querySelector('[aria-label^="Up"], [aria-label^="Down"], [aria-label="No change"]')?.getAttribute('aria-label'),
          ),
        );
    await expect.poll(shown, { timeout: 10_000 }).toEqual(expected);
    expect(expected.filter((label) => label.startsWith('Up')).length).toBeGreaterThan(0);
    expect(await admin.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
    await screenshot(admin, 'admin-dashboard-rank-arrows');
  });
});
