import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { baseUrl, hydrated, newContext, screenshot } from './support/browser.ts';
import { useBrowser } from './support/devices.ts';
import { adminApi } from './support/api.ts';
import { expectPath } from './support/sign-in.ts';
import { mailsTo } from './support/mail-sink.ts';
import { codeFromMail, createAudienceShow, visitorInbox, votesFor } from './support/audience-fixture.ts';
import { onTestFinished } from 'vitest';
import { newJudge, scoreAs, seedJudgingShow } from './support/judging-fixture.ts';
import { createRegistrationShow, fillCar, signInEntrant } from './support/registration-fixture.ts';
import { uniqueEmail } from './support/unique.ts';

/**
 * The public pages in the first response (issue 32, ADR 042): the card's page is in the HTML the
 * server sends, an unknown card is a 404 with the page's own words, and a visitor votes with
 * JavaScript switched off: read the car, ask for a code, verify, vote, thanks.
 */

const PHONE = { width: 390, height: 844 };
const browser = useBrowser();

describe('the vote page in the first response', () => {
  it('carries the vehicle in its HTML (as curl sees it), and an unknown card is a 404 in HTML', async () => {
    const show = await createAudienceShow(await adminApi());
    const res = await fetch(new URL(`/audience/${show.uniqueId}`, baseUrl()));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    expect(html).toContain('Austin Healey 3000');
    expect(html).toContain(show.uniqueId);
    expect(html).toMatch(/<link rel="preload" as="image" href="\/media\/[^"]+"/);
    // The picture in the copies a phone picks from (srcset), the head's preload naming the same.
    expect(html).toMatch(/srcSet="\/media\/[^"?]+\?w=320 320w, [^"]+\?w=1280 1280w"/i);
    expect(html).toMatch(/imagesrcset="\/media\/[^"?]+\?w=320 320w/);
    expect(html).toMatch(/<script type="module" src="\/assets\/public-[^"]+\.js">/);
    // Unchanged, it costs a 304.
    const again = await fetch(new URL(`/audience/${show.uniqueId}`, baseUrl()), {
      headers: { 'if-none-match': res.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);

    const missing = await fetch(new URL('/audience/ZZ999', baseUrl()));
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('text/html');
    expect(await missing.text()).toContain('Vehicle Not Found.');
  });

  it('lets a visitor vote with JavaScript off: the car, a code, the vote, thanks; the count goes up by one', async () => {
    const api = await adminApi();
    const show = await createAudienceShow(api);
    const visitor = visitorInbox();
    const context = await browser().newContext({ baseURL: baseUrl(), viewport: PHONE, javaScriptEnabled: false });
    onTestFinished(() => context.close());
    const phone = await context.newPage();
    const before = await votesFor(api, show);

    await phone.goto(`/audience/${show.uniqueId}`);
    await phone.getByRole('heading', { name: 'Austin Healey 3000' }).waitFor();
    await expect
      .poll(() => phone.getByRole('img', { name: 'Austin Healey 3000' }).evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    // The phone takes a copy its width needs (?w=), not the original.
    expect(await phone.getByRole('img', { name: 'Austin Healey 3000' }).evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /\?w=\d+$/,
    );
    await screenshot(phone, 'public-vote-no-script');
    await phone.getByRole('button', { name: 'Vote Now' }).click();
    await expectPath(phone, '/audience/verify');
    await phone.getByRole('heading', { name: 'Verify your identity' }).waitFor();

    // A refusal comes back in its step, under its field, in SPEC's words.
    await phone.getByLabel('Email').fill('not-an-address');
    await phone.getByRole('button', { name: 'Send OTP' }).click();
    await phone.locator('#audience-email-message', { hasText: 'Please enter a valid email address' }).waitFor();

    const sent = mailsTo(inject('mailDir'), visitor.email).length;
    await phone.getByLabel('Email').fill(visitor.email);
    await phone.getByRole('button', { name: 'Send OTP' }).click();
    await phone.getByText('OTP Sent').waitFor();
    const code = await codeFromMail(visitor.email, sent);
    await phone.getByLabel('OTP').fill(code.startsWith('0') ? '1111' : '0000');
    await phone.getByRole('button', { name: 'Verify and vote' }).click();
    await phone.locator('#audience-otp-message').waitFor();
    expect(await votesFor(api, show)).toBe(before);
    await screenshot(phone, 'public-verify-no-script');

    await phone.getByLabel('OTP').fill(code);
    await phone.getByRole('button', { name: 'Verify and vote' }).click();
    await expectPath(phone, '/audience/thanks');
    await phone.getByRole('heading', { name: 'Thank you for Voting' }).waitFor();
    await phone.getByText('Vote successfully registered!').waitFor();
    await screenshot(phone, 'public-thanks-no-script');
    expect(await votesFor(api, show)).toBe(before + 1);

    // Another browser opening the same thanks address is not thanked for a vote it did not cast.
    const stranger = await newContext(browser(), PHONE);
    onTestFinished(() => stranger.close());
    const page = await stranger.newPage();
    await page.goto(phone.url());
    await page.getByRole('heading', { name: 'No vote yet' }).waitFor();
  });

  it('shows the published results and the shared awards screen with JavaScript off, in the HTML', async () => {
    const judge = newJudge('public', 'Pia Public');
    const show = await seedJudgingShow('P', judge, { vehicleCount: 3 });
    await scoreAs(judge, show, [{ values: [10, 5] }, { values: [8, 4] }, { values: [6, 3] }]);
    await (
      await adminApi()
    )('PUT', `/api/awards/${String(show.eventId)}/publish/`, { blnPublished: true });
    const context = await browser().newContext({ baseURL: baseUrl(), viewport: PHONE, javaScriptEnabled: false });
    onTestFinished(() => context.close());
    const phone = await context.newPage();
    const res = await phone.goto(`/results/${String(show.eventId)}`);
    expect(res?.status()).toBe(200);
    const category = phone.getByRole('region', { name: show.categoryName });
    await category.getByText(new RegExp(show.vehicles[0]?.brand ?? 'missing')).waitFor();
    expect(await category.getByRole('listitem').count()).toBe(3);
    await screenshot(phone, 'public-results-no-script');

    // The awards screen through the organiser's link: its first screen in the HTML too.
    const link = await (
      await adminApi()
    )<{ data: { strToken: string } }>('POST', `/api/awards/${String(show.eventId)}/link/`, undefined, 201);
    const projector = await browser().newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 720 }, javaScriptEnabled: false });
    onTestFinished(() => projector.close());
    const screen = await projector.newPage();
    expect((await screen.goto(`/awards/shared/${link.data.strToken}`))?.status()).toBe(200);
    await screen.getByText('Awards ceremony').waitFor();
    await screen.getByRole('button', { name: 'Next' }).waitFor();
    await screenshot(screen, 'public-awards-no-script');
  });

  it('hydrates without a mismatch, then the steps change in place through the API (no page load)', async () => {
    const show = await createAudienceShow(await adminApi());
    const visitor = visitorInbox();
    const context = await newContext(browser(), PHONE);
    onTestFinished(() => context.close());
    const phone = await context.newPage();
    const problems: string[] = [];
    phone.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    phone.on('pageerror', (error) => problems.push(error.message));
    await phone.goto(`/audience/${show.uniqueId}`);
    await hydrated(phone);
    await phone.getByRole('button', { name: 'Vote Now' }).click();
    await expectPath(phone, '/audience/verify');
    await hydrated(phone);
    // A page load would forget this: the code step must come from the API, in place.
    await phone.evaluate(() => Object.assign(window, { stillThisPage: true }));
    await phone.getByLabel('Email').fill(visitor.email);
    await phone.getByRole('button', { name: 'Send OTP' }).click();
    await phone.getByLabel('OTP').waitFor();
    await phone.getByRole('button', { name: /^Resend code in \d+ s$/ }).waitFor();
    expect(await phone.evaluate(() => 'stillThisPage' in window)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('lets an entrant register with JavaScript off: the classes, a code, the entry with a photo, what became of it', async () => {
    const show = await createRegistrationShow(await adminApi());
    const email = uniqueEmail('no-script');
    const context = await browser().newContext({ baseURL: baseUrl(), viewport: PHONE, javaScriptEnabled: false });
    onTestFinished(() => context.close());
    const phone = await context.newPage();

    const res = await phone.goto(`/register/${String(show.eventId)}`);
    expect(res?.status()).toBe(200);
    await phone.getByRole('heading', { name: show.title }).waitFor();
    expect(await phone.getByRole('listitem', { name: show.categoryName }).textContent()).toContain('€25.00');
    await phone.getByRole('heading', { name: 'Confirm your e-mail' }).waitFor();
    await screenshot(phone, 'public-register-no-script');

    await signInEntrant(phone, email);
    await expectPath(phone, `/register/${String(show.eventId)}`);
    await phone.getByRole('heading', { name: 'Your car' }).waitFor();
    // A refusal comes back as the form, filled as sent, the message under its field.
    await fillCar(phone, `NS ${show.prefix}`);
    await phone.getByLabel('Year', { exact: true }).fill('1700');
    await phone.getByRole('button', { name: 'Send entry' }).click();
    await phone.locator('#entry-year-message').waitFor();
    expect(await phone.getByLabel('Brand', { exact: true }).inputValue()).toBe('Jaguar');
    await phone.getByLabel('Year', { exact: true }).fill('1963');
    await phone.getByLabel(/^Dinner ticket/).fill('1');
    await phone.getByLabel('Pay at the gate').check();
    // The sign-in lapses before the entry goes (4 h): the e-mail again, and the entry as typed after it.
    await context.clearCookies();
    await phone.getByRole('button', { name: 'Send entry' }).click();
    await phone.getByText('Your sign-in has lapsed: confirm your e-mail again, then send your entry.').waitFor();
    // (Another address: the first's next code waits out the 30 s between codes, which four hours would have.)
    await signInEntrant(phone, uniqueEmail('no-script-again'));
    await phone.getByRole('heading', { name: 'Your car' }).waitFor();
    expect(await phone.getByLabel('Brand', { exact: true }).inputValue()).toBe('Jaguar');
    expect(await phone.getByLabel('Year', { exact: true }).inputValue()).toBe('1963');
    expect(await phone.getByLabel('Registration number', { exact: true }).inputValue()).toBe(`NS ${show.prefix}`);
    expect(await phone.getByLabel(/^Dinner ticket/).inputValue()).toBe('1');
    expect(await phone.getByLabel('Pay at the gate').isChecked()).toBe(true);
    await phone.getByText('Photos are not kept when the form comes back: choose them again.').waitFor();
    await phone.getByLabel('Photos of the car').setInputFiles({ name: 'car.png', mimeType: 'image/png', buffer: TINY_PNG });
    await screenshot(phone, 'public-register-form-no-script');
    await phone.getByRole('button', { name: 'Send entry' }).click();
    await phone.getByRole('heading', { name: 'Entry confirmed' }).waitFor();
    await phone.getByText('Pay at the gate when you arrive.').waitFor();
    await screenshot(phone, 'public-register-done-no-script');
    expect(phone.url()).toMatch(/\/register\/\d+\?entry=\d+$/);
  });

  it('hands what was typed into the server’s form over to the app’s steps when they arrive', async () => {
    const show = await createRegistrationShow(await adminApi());
    const email = uniqueEmail('hand-off');
    const context = await newContext(browser(), PHONE);
    onTestFinished(() => context.close());
    const phone = await context.newPage();
    const problems: string[] = [];
    phone.on('pageerror', (error) => problems.push(error.message));
    // The app's steps are held back (a slow network) until the entrant has typed into the server's form.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await phone.route('**/assets/register-island-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await phone.goto(`/register/${String(show.eventId)}`);
    await hydrated(phone);
    await phone.locator('[data-register-steps="server"]').waitFor();
    await phone.getByLabel('Email', { exact: true }).fill(email);
    release();
    await phone.locator('[data-register-steps="app"]').waitFor();
    expect(await phone.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
    // The app's step sends through the API, in place (a page load would forget the mark).
    await phone.evaluate(() => Object.assign(window, { stillThisPage: true }));
    await phone.getByRole('button', { name: 'Send code' }).click();
    await phone.getByRole('button', { name: /^Resend code in \d+ s$/ }).waitFor();
    await phone.getByText(`Enter the code we sent to ${email}.`).waitFor();
    expect(await phone.evaluate(() => 'stillThisPage' in window)).toBe(true);
    expect(problems).toEqual([]);
  });
});

/** A 1×1 PNG: a photo as a phone's file picker hands it over. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
