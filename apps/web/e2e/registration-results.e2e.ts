import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { scoreEntriesApi } from '@showgrid/shared/contract/scores';
import type { ScoreEntryBody } from '@showgrid/shared/schemas/score';
import { adminApi, signedInApi, type Api, type Created } from './support/api.ts';
import { animationsDone, screenshot, TABLET } from './support/browser.ts';
import { openPage, useBrowser } from './support/devices.ts';
import { createJudge, newJudge, openJudgeTablet, setSlider } from './support/judging-fixture.ts';
import { createRegistrationShow, fillCar, signInEntrant, type RegistrationShow } from './support/registration-fixture.ts';
import { ADMIN } from './support/seed.ts';
import { expectPath, signInAdmin } from './support/sign-in.ts';
import { uniqueEmail } from './support/unique.ts';

/**
 * Issue 31's acceptance, end to end: an entrant registers from a phone (390×844) paying at the
 * gate; at the gate the organiser takes the fee in cash; the judge mapped to the event finds the
 * car by its card number on the tablet (800×1280) and scores it there, ahead of the one other car
 * of the class (the organiser's, scored through the judge's API); the organiser publishes the
 * results; the entrant's page then says where the car placed, links the published results, and
 * downloads the score sheet (a PDF).
 */

const PHONE = { width: 390, height: 844 };
const PARAMETERS = ['Paintwork', 'Interior'] as const;

const browser = useBrowser();

/** The judging the class needs: two parameters (limit 10) on its type, and a judge of this test's own mapped to the event. */
async function judgingFor(api: Api, show: RegistrationShow) {
  const parameterIds: number[] = [];
  for (const title of PARAMETERS) {
    const created = await api<Created>(
      'POST',
      '/api/vehicle/parameter/',
      { strParameterTitle: title, intVehicleType: show.typeId, intScoreLimit: 10 },
      201,
    );
    parameterIds.push(created.data.id);
  }
  const judge = newJudge('entrant-judge', 'Jo Judge');
  const judgeId = await createJudge(api, judge);
  await api('PUT', '/api/event/manage-event/map-judge/', { intEventId: show.eventId, listJudgesList: [judgeId], isAdd: true });
  return { judge, parameterIds };
}

/** The class's other car, entered Paid by the organiser with the series' next card number: the vehicle's id. */
async function rivalCar(api: Api, show: RegistrationShow, uniqueId: string): Promise<number> {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    intEventId: show.eventId,
    strRegistrationNo: `MG ${show.prefix}`,
    strBrandName: 'MG',
    strModelName: 'TC Midget',
    strOwnerName: 'Rita Rival',
    intCategoryId: show.categoryId,
    strUniqueId: uniqueId,
    strPaymentStatus: 'Paid',
  })) {
    form.set(key, String(value));
  }
  const created = await api<{ data: { intVehicleId?: number; id?: number } }>('POST', '/api/vehicle/', form, 201);
  return created.data.intVehicleId ?? created.data.id ?? 0;
}

/** The entry form on the phone, paying at the gate (the only way this show takes). */
async function enterJaguar(phone: Page, show: RegistrationShow): Promise<void> {
  await phone.getByText('Paying online is not available for this event: you pay at the gate.').waitFor();
  await phone.getByLabel('Class', { exact: true }).selectOption({ label: `${show.categoryName} · €25.00` });
  await fillCar(phone, `JAG ${show.prefix}`);
  await phone.getByRole('button', { name: 'Send entry' }).click();
  await phone.getByRole('heading', { name: 'Entry confirmed' }).waitFor();
}

describe('an entrant follows the entry to its placing and score sheet', () => {
  it('registers on a phone paying at the gate, pays at the gate, is judged on the tablet, and after publication sees the placing and downloads the score sheet', async () => {
    const api = await adminApi();
    const show = await createRegistrationShow(api);
    const { judge, parameterIds } = await judgingFor(api, show);
    const card = `${show.prefix}01`;
    const rival = `${show.prefix}02`;

    // The entrant, on a phone.
    const { page: phone } = await openPage(browser(), PHONE);
    await phone.goto(`/register/${String(show.eventId)}`);
    await phone.getByRole('heading', { name: show.title }).waitFor();
    await signInEntrant(phone, uniqueEmail('placed'));
    await enterJaguar(phone, show);
    await phone.getByRole('link', { name: 'See your entries' }).click();
    await expectPath(phone, '/entrant');
    const entry = phone.getByRole('article', { name: '1963 Jaguar E-Type' });
    await expect.poll(() => entry.textContent()).toContain(card);
    expect(await entry.textContent()).toContain('To pay at the gate');
    expect(await entry.getByRole('link', { name: 'See the results' }).count()).toBe(0);

    const rivalId = await rivalCar(api, show, rival);

    // The gate: the organiser takes the fee in cash.
    const { page: gate } = await openPage(browser(), PHONE);
    await signInAdmin(gate, ADMIN.email, ADMIN.password);
    await gate.goto('/gate');
    await gate.getByRole('combobox', { name: 'Show' }).selectOption(String(show.eventId));
    const atGate = gate.getByRole('article', { name: `${card} Jaguar E-Type` });
    await atGate.getByText('To pay: €25.00').waitFor();
    await atGate.getByRole('button', { name: `Mark ${card} Paid` }).click();
    await gate.getByRole('dialog', { name: 'Mark as Paid?' }).getByRole('button', { name: 'Cash' }).click();
    await gate.getByRole('status').getByText(`${card} marked Paid (cash).`).waitFor();

    // The judge's tablet: the entrant's car, found by its card number, scored there (9 + 8).
    const { page: tablet } = await openPage(browser(), TABLET);
    await openJudgeTablet(tablet, judge, show);
    const car = tablet.getByRole('button').filter({ hasText: card });
    await car.getByText('Jaguar E-Type', { exact: true }).waitFor();
    expect(await car.textContent()).toContain(show.categoryName);
    await car.getByText('Not scored').waitFor();
    await tablet.getByRole('button').filter({ hasText: rival }).waitFor();
    await screenshot(tablet, 'judge-entrant-car');
    await car.click();
    await expectPath(tablet, '/judge/scoring');
    await setSlider(tablet, PARAMETERS[0], 9);
    await setSlider(tablet, PARAMETERS[1], 8);
    await tablet.getByRole('button', { name: 'Submit' }).click();
    await expectPath(tablet, '/judge/vehicles');
    await car.getByText('Saved').waitFor();

    // The other car scores less (5 + 5), through the call the tablet's outbox makes.
    const judgeApi = await signedInApi(judge.email, judge.password);
    const rivalSheet: ScoreEntryBody = {
      intEventId: show.eventId,
      intVehicleId: rivalId,
      strSpecialNote: '',
      objParameterWiseScore: { [String(parameterIds[0])]: 5, [String(parameterIds[1])]: 5 },
      blnTopChoice: false,
    };
    await judgeApi(scoreEntriesApi.create.method, scoreEntriesApi.create.path, rivalSheet, 201);

    // Before publication the entrant's page has neither the placing nor the score sheet.
    await phone.reload();
    await entry.getByText('Paid', { exact: true }).waitFor();
    expect(await entry.getByRole('button', { name: 'Score sheet' }).count()).toBe(0);

    await api('PUT', `/api/awards/${String(show.eventId)}/publish/`, { blnPublished: true });

    await phone.reload();
    const placing = entry.getByRole('definition').filter({ hasText: /of \d+ in/ });
    await expect.poll(() => placing.textContent()).toBe(`1st of 2 in ${show.categoryName}`);
    expect(await entry.getByRole('term').filter({ hasText: 'Placing' }).count()).toBe(1);
    const results = entry.getByRole('link', { name: 'See the results' });
    expect(await results.getAttribute('href')).toBe(`/results/${String(show.eventId)}`);
    await entry.scrollIntoViewIfNeeded();
    await animationsDone(phone);
    await screenshot(phone, 'entrant-results');

    const [download] = await Promise.all([phone.waitForEvent('download'), entry.getByRole('button', { name: 'Score sheet' }).click()]);
    expect(download.suggestedFilename()).toBe(`score-sheet-${card}.pdf`);
    expect(
      fs
        .readFileSync(await download.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // The link opens the event's published results, the car in its class.
    await results.click();
    await expectPath(phone, `/results/${String(show.eventId)}`);
    await phone
      .getByRole('region', { name: show.categoryName })
      .getByText(/Jaguar/)
      .first()
      .waitFor();
  }, 240_000);
});
