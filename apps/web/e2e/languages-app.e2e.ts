import { describe, expect, it, onTestFinished } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { animationsDone, baseUrl, hydrated, screenshot, TABLET } from './support/browser.ts';
import { useBrowser } from './support/devices.ts';
import { adminApi, signedInApi } from './support/api.ts';
import { cardOf, newJudge, scoreAs, seedJudgingShow, type EntryRow } from './support/judging-fixture.ts';
import { expectPath, FRENCH_SIGN_IN, signInJudge } from './support/sign-in.ts';
import { ADMIN } from './support/seed.ts';
import { API } from '@showgrid/shared/paths';
import type { ShowEvent } from '@showgrid/shared/schemas/event';

/**
 * Issue 33 (ADR 046): a French judge scores on a tablet whose browser speaks French, every screen
 * of the judge's in French; a judge's choice in the picker is kept on their account and follows
 * them to another tablet; a Spanish show's awards screen speaks Spanish to a projector whose
 * browser names none of our languages.
 */

const browser = useBrowser();
const PROJECTOR = { width: 1920, height: 1080 };

async function deviceIn(chromium: Browser, locale: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await chromium.newContext({ baseURL: baseUrl(), viewport, locale });
  onTestFinished(() => context.close());
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  onTestFinished(() => expect(problems).toEqual([]));
  return page;
}

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe('a judge’s own language', () => {
  it('a French judge scores in French, and the picker’s German follows them to another tablet', async () => {
    const login = newJudge('juge', 'Jeanne Juge');
    const show = await seedJudgingShow('F', login, { vehicleCount: 2 });
    const [first, second] = show.vehicles;
    if (!first || !second) throw new Error('two vehicles');
    const [build, creativity] = show.parameterTitles;

    const tablet = await deviceIn(browser(), 'fr-FR', TABLET);
    // The sign-in already speaks the tablet's French (its shell in French).
    await signInJudge(tablet, login.email, login.password, FRENCH_SIGN_IN);
    await tablet.getByRole('heading', { name: 'Choisir une catégorie' }).waitFor();
    expect(await htmlLang(tablet)).toBe('fr');
    await expect.poll(() => tablet.getByRole('combobox', { name: 'Événement' }).inputValue()).toBe(String(show.eventId));
    await screenshot(tablet, 'language-fr-judge-category');
    await tablet.getByRole('button', { name: show.categoryName }).click();
    await expectPath(tablet, '/judge/vehicles');
    await cardOf(tablet, first.brand).getByText('Non noté').waitFor();
    await screenshot(tablet, 'language-fr-judge-vehicles');

    await cardOf(tablet, first.brand).click();
    await expectPath(tablet, '/judge/scoring');
    const raise = tablet.getByRole('button', { name: `Augmenter ${build}` });
    for (let i = 0; i < 7; i += 1) await raise.click();
    const slider = tablet.getByRole('slider', { name: creativity, exact: true });
    await slider.focus();
    await tablet.keyboard.press('End');
    await tablet.getByRole('switch', { name: 'Choix des juges' }).check();
    await tablet.getByText('01 sur 03').waitFor();
    await tablet.getByText('Oui', { exact: true }).waitFor();
    await screenshot(tablet, 'language-fr-judge-scoring');
    await tablet.getByRole('button', { name: 'Envoyer' }).click();
    await expectPath(tablet, '/judge/vehicles');
    await cardOf(tablet, first.brand).getByText('Enregistré').waitFor();
    const entries = await (await adminApi())<{ data: EntryRow[] }>('GET', `/api/score-entry/?intEventId=${String(show.eventId)}`);
    expect(entries.data.map((entry) => [entry.intVehicleId, entry.intTotalScore])).toEqual([[first.vehicleId, 17]]);
    expect(entries.data[0]?.blnTopChoice).toBe(true);

    // The judge picks German: the screens switch in place, and the account keeps it.
    await tablet.getByRole('combobox', { name: 'Langue' }).selectOption('de');
    await cardOf(tablet, first.brand).getByText('Gespeichert').waitFor();
    expect(await htmlLang(tablet)).toBe('de');
    const judgeApi = await signedInApi(login.email, login.password);
    await expect
      .poll(async () => (await judgeApi<{ data: { strLocale: string | null } }>('GET', '/api/auth/me/')).data.strLocale)
      .toBe('de');

    // Another tablet, in English: the judge's screens are German once the account answers.
    const other = await deviceIn(browser(), 'en-GB', TABLET);
    await signInJudge(other, login.email, login.password);
    await other.getByRole('heading', { name: 'Klasse wählen' }).waitFor();
    expect(await htmlLang(other)).toBe('de');
    await screenshot(other, 'language-de-judge-category');
  });
});

describe('a Spanish show’s awards screen', () => {
  it('speaks Spanish on the read-only link to a projector whose browser speaks none of ours', async () => {
    const judge = newJudge('premios', 'Pilar Premios');
    const show = await seedJudgingShow('E', judge, { vehicleCount: 3, strLocale: 'es' });
    await scoreAs(judge, show, [{ values: [9, 8], chosen: true }, { values: [7, 7] }, { values: [5, 4] }]);
    const [first] = show.vehicles;
    const api = await adminApi();
    const link = await api<{ data: { strToken: string } }>('POST', `/api/awards/${String(show.eventId)}/link/`, undefined, 201);

    const projector = await deviceIn(browser(), 'pl-PL', PROJECTOR);
    await projector.goto(`/awards/shared/${link.data.strToken}`);
    expect(await htmlLang(projector)).toBe('es');
    await projector.getByRole('button', { name: 'Siguiente' }).waitFor();
    await hydrated(projector);
    await screenshot(projector, 'language-es-awards-title');
    for (let step = 0; step < 4; step += 1) await projector.keyboard.press('ArrowRight');
    await projector
      .getByRole('region', { name: 'Primer puesto' })
      .getByText(new RegExp(first?.brand ?? 'missing'))
      .waitFor();
    await animationsDone(projector);
    await screenshot(projector, 'language-es-awards-podium');
    await projector.getByRole('button', { name: 'Clasificación en directo' }).click();
    await projector.getByRole('heading', { name: `Clasificación en directo · ${show.categoryName}` }).waitFor();
    await animationsDone(projector);
    await screenshot(projector, 'language-es-awards-leaderboard');
    expect(await projector.locator('main').textContent()).not.toMatch(/Live leaderboard|First place|Next/);
  });
});

describe('an organiser’s own language', () => {
  it('a Dutch organiser signs in at a Dutch sign-in and runs the show in Dutch: events, results', async () => {
    const login = newJudge('jurylid', 'Joost Jurylid');
    const show = await seedJudgingShow('N', login, { vehicleCount: 2 });
    await scoreAs(login, show, [{ values: [8, 7] }, { values: [6, 9] }]);
    const { data: event } = await (await adminApi())<{ data: ShowEvent }>('GET', API.event(show.eventId));
    const title = event.strEventTitle;
    const laptop = await deviceIn(browser(), 'nl-NL', { width: 1366, height: 900 });
    await laptop.goto('/admin/login');
    expect(await htmlLang(laptop)).toBe('nl');
    await laptop.getByLabel('E-mail').fill(ADMIN.email);
    await laptop.getByLabel('Wachtwoord', { exact: true }).fill(ADMIN.password);
    await laptop.getByRole('button', { name: 'Aanmelden' }).and(laptop.locator(':enabled')).click();
    await expectPath(laptop, '/admin/dashboard');

    await laptop.goto('/admin/manage-events');
    await laptop.getByRole('heading', { level: 1, name: 'Evenementen' }).waitFor();
    const table = laptop.getByRole('table', { name: 'Evenementen' });
    expect(await table.getByRole('columnheader').allTextContents()).toContain('Naam van het evenement');
    await laptop.getByRole('searchbox', { name: 'Evenementen zoeken' }).fill(title);
    await table.getByText(title).waitFor();
    await animationsDone(laptop);
    await screenshot(laptop, 'language-nl-admin-events');

    await laptop.goto(`/admin/results/${String(show.eventId)}`);
    await laptop.getByLabel('Klasse').selectOption({ label: show.categoryName });
    await laptop.getByRole('table', { name: 'Uitslagen' }).locator('tbody tr').first().waitFor();
    expect(await htmlLang(laptop)).toBe('nl');
    await animationsDone(laptop);
    await screenshot(laptop, 'language-nl-admin-results');
  });
});
