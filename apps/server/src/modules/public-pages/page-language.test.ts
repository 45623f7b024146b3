import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LOCALE_COOKIE } from '@showgrid/shared/i18n/translate';
import { LOCALE_MESSAGE } from '@showgrid/shared/locales';
import { languagePath, verifyPath } from '@showgrid/shared/public-pages';
import { API } from '@showgrid/shared/paths';
import { events } from '../../db/schema/index.ts';
import { votingShow, type VotingShow } from '../../../test/factories/attendee.ts';
import { dashboardShow, type DashboardShow } from '../../../test/factories/dashboard.ts';
import { sourceRenderer } from '../../../test/helpers/public-renderer.ts';
import { startSmtpSink, type SmtpSink } from '../../../test/helpers/smtp-sink.ts';
import { createTestContext, type TestContext } from '../../../test/helpers/test-app.ts';

/**
 * The visitor's pages in the reader's language (issue 33, ADR 045): the show's `strLocale`, unless
 * the browser asks for one of ours (Accept-Language), unless the visitor chose one (the picker's
 * cookie); `<html lang>` says which, and the code's mail goes out in it too.
 */

let sink: SmtpSink;
let ctx: TestContext;
beforeAll(async () => {
  sink = await startSmtpSink();
  ctx = await createTestContext({ env: { SMTP_URL: sink.url, PUBLIC_URL: 'http://show.test' }, publicRenderer: await sourceRenderer() });
});
afterAll(async () => {
  await ctx.close();
  await sink.close();
});
beforeEach(async () => {
  await ctx.reset();
  sink.messages.length = 0;
});

const IP = '203.0.113.70';
const get = (url: string, headers: Record<string, string> = {}, cookies: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers, cookies, remoteAddress: IP });
const langOf = (html: string) => /<html lang="([a-z]+)"/.exec(html)?.[1];

async function dutchShow(): Promise<VotingShow> {
  const show = await votingShow(ctx, -60_000);
  await ctx.database.db.update(events).set({ locale: 'nl' }).where(eq(events.id, show.event.id));
  return show;
}

describe('the card’s page in the reader’s language', () => {
  it('speaks the show’s language to a browser that names none of ours', async () => {
    const show = await dutchShow();
    const browsers: Record<string, string>[] = [{}, { 'accept-language': 'pl-PL, ja;q=0.5' }];
    for (const headers of browsers) {
      const res = await get(`/audience/${show.id(1)}`, headers);
      expect(res.statusCode).toBe(200);
      expect(langOf(res.body)).toBe('nl');
      expect(res.headers['content-language']).toBe('nl');
      expect(res.body).toContain('Nu stemmen');
      expect(res.body).not.toContain('Vote Now');
    }
  });

  it('speaks the browser’s language over the show’s, and says so to caches', async () => {
    const show = await dutchShow();
    const res = await get(`/audience/${show.id(1)}`, { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' });
    expect(langOf(res.body)).toBe('de');
    expect(res.body).toContain('Jetzt abstimmen');
    expect(res.body).toContain('Kennzeichen');
    expect(String(res.headers.vary)).toContain('accept-language');
    expect(String(res.headers.vary)).toContain('cookie');
    // Another language, another validator: a cache never answers German with the Dutch page's 304.
    const dutch = await get(`/audience/${show.id(1)}`);
    expect(dutch.headers.etag).not.toBe(res.headers.etag);
    const verify = await get(verifyPath(show.id(1)), { 'accept-language': 'fr' });
    expect(langOf(verify.body)).toBe('fr');
    expect(verify.body).toContain('Envoyer le code');
  });

  it('keeps the picker’s choice in a cookie and comes back to the page, over the browser’s language', async () => {
    const show = await dutchShow();
    const back = `/audience/${show.id(1)}`;
    const picked = await get(languagePath('es', back), { 'accept-language': 'de' });
    expect(picked.statusCode).toBe(303);
    expect(picked.headers.location).toBe(back);
    const cookie = picked.cookies.find((c) => c.name === LOCALE_COOKIE);
    expect(cookie).toMatchObject({ value: 'es', path: '/', sameSite: 'Lax' });
    // Readable by the app's script: the same choice names the language of its screens.
    expect(cookie?.httpOnly).not.toBe(true);
    expect(cookie?.maxAge).toBeGreaterThan(300 * 24 * 3600);
    const res = await get(back, { 'accept-language': 'de' }, { [LOCALE_COOKIE]: 'es' });
    expect(langOf(res.body)).toBe('es');
    expect(res.body).toContain('Votar ahora');
    // The picker names each language in its own words, the current one marked.
    expect(res.body).toContain('lang="de"');
    expect(res.body).toMatch(/aria-current="true"[^>]*>Español</);
    // A cookie naming no language of ours is no choice.
    expect(langOf((await get(back, { 'accept-language': 'de' }, { [LOCALE_COOKIE]: 'xx' })).body)).toBe('de');
  });

  it('refuses a language it does not speak, and never sends the visitor to another site', async () => {
    const refused = await get(languagePath('xx', '/'));
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toBe(LOCALE_MESSAGE);
    expect(refused.cookies).toHaveLength(0);
    for (const back of [
      '//evil.example/x',
      'https://evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      '/x\r\nLocation: //evil.example',
    ]) {
      const res = await get(languagePath('de', back));
      expect(res.statusCode, back).toBe(303);
      expect(res.headers.location, back).toBe('/');
    }
  });

  it('keeps a page not yet translated in English, so its <html lang> is true', async () => {
    const res = await get('/results/999999', { 'accept-language': 'de' });
    expect(langOf(res.body)).toBe('en');
  });
});

describe('the code step in the reader’s language', () => {
  it('answers the form’s refusal in the page’s language, and mails the code in it', async () => {
    const show = await dutchShow();
    const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: verifyPath(show.id(1)),
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: new URLSearchParams(fields).toString(),
        remoteAddress: IP,
      });
    const bad = await post({ action: 'send', email: 'not an address' }, { 'accept-language': 'de' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Bitte geben Sie eine gültige E-Mail-Adresse ein.');

    // No language from the browser: the show's (Dutch).
    const sent = await post({ action: 'send', email: 'anna@example.nl' });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain('Code verstuurd');
    const mail = await sink.waitFor('anna@example.nl');
    expect(mail.raw).toContain('Je Showgrid-stemcode');
    expect(mail.decoded).toContain('minuten lang');
  });

  it('mails the API’s code in the browser’s language (SPEC’s call, no field added)', async () => {
    await votingShow(ctx, -60_000);
    const res = await ctx.app.inject({
      method: 'POST',
      url: API.sendOtp,
      payload: { email: 'jonas@example.de' },
      headers: { 'accept-language': 'de-CH' },
      remoteAddress: IP,
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await sink.waitFor('jonas@example.de');
    expect(mail.raw).toContain('Ihr Showgrid-Abstimmungscode');
    expect(mail.decoded).toContain('Minuten lang');
    // Without a language of ours, English, as before.
    await ctx.app.inject({ method: 'POST', url: API.sendOtp, payload: { email: 'sam@example.com' }, remoteAddress: '203.0.113.71' });
    expect((await sink.waitFor('sam@example.com')).raw).toContain('Your Showgrid voting code');
  });
});

describe('the API’s refusals in the asker’s language', () => {
  it('words `detail` and field messages as Accept-Language asks, SPEC’s keys unchanged; English otherwise', async () => {
    const ask = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'POST', url: API.sendOtp, payload: { email: 'not an address' }, headers, remoteAddress: IP });
    expect((await ask({ 'accept-language': 'nl-BE' })).json()).toEqual({ email: ['Vul een geldig e-mailadres in.'] });
    expect((await ask({ 'accept-language': 'es' })).json()).toEqual({ email: ['Introduce un correo electrónico válido.'] });
    expect((await ask({})).json()).toEqual({ email: ['Please enter a valid email address.'] });
    const verify = await ctx.app.inject({
      method: 'POST',
      url: API.verifyOtp,
      payload: { email: 'nobody@example.com', otp: '123456' },
      headers: { 'accept-language': 'fr' },
      remoteAddress: IP,
    });
    expect(verify.statusCode).toBe(400);
    expect(verify.json()).toEqual({ otp: ['Code invalide'] });
  });
});

describe('the published results and the awards screen in the reader’s language', () => {
  let address = 0;
  // Each read from an address of its own: these pages count against the public reads' limit.
  const read = (url: string, headers: Record<string, string> = {}, cookies: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers, cookies, remoteAddress: `198.51.100.${String(++address % 250)}` });

  async function spanishShow(): Promise<DashboardShow> {
    const show = await dashboardShow(ctx);
    await ctx.database.db.update(events).set({ locale: 'es' }).where(eq(events.id, show.event.id));
    return show;
  }

  it('publishes the results in the show’s language, the browser’s over it, the visitor’s choice over both', async () => {
    const show = await spanishShow();
    const put = await ctx.app.inject({
      method: 'PUT',
      url: API.awardsPublish(show.event.id),
      headers: show.admin.headers,
      payload: { blnPublished: true, blnShowScores: true },
    });
    expect(put.statusCode, put.body).toBe(200);
    await ctx.app.settled();
    const url = `/results/${String(show.event.id)}`;

    const spanish = await read(url);
    expect(spanish.statusCode).toBe(200);
    expect(langOf(spanish.body)).toBe('es');
    expect(spanish.headers['content-language']).toBe('es');
    expect(spanish.body).toContain(`<title>Resultados · ${show.event.title} · Showgrid</title>`);
    expect(spanish.body).toContain('Clasificación según: Puntos');
    expect(spanish.body).toContain('Premio del público');
    expect(spanish.body).toContain('2 votos');
    expect(spanish.body).toContain('1.º');
    for (const english of ['People’s Choice', 'Ranked by', '1st', '2 votes']) expect(spanish.body).not.toContain(english);

    const german = await read(url, { 'accept-language': 'de-AT,de;q=0.9' });
    expect(langOf(german.body)).toBe('de');
    expect(german.body).toContain('Ergebnisse');
    expect(german.body).toContain('Publikumspreis');
    expect(german.body).toContain('2 Stimmen');
    expect(german.body).toContain('13/15');
    expect(german.headers.etag).not.toBe(spanish.headers.etag);

    const french = await read(url, { 'accept-language': 'de' }, { [LOCALE_COOKIE]: 'fr' });
    expect(langOf(french.body)).toBe('fr');
    expect(french.body).toContain('Résultats');
    expect(french.body).toContain('Prix du public');

    // A browser asking for English reads SPEC's words, whatever the show's language.
    const english = await read(url, { 'accept-language': 'en-GB' });
    expect(langOf(english.body)).toBe('en');
    expect(english.body).toContain(`<title>Results · ${show.event.title} · Showgrid</title>`);
    expect(english.body).toContain('People’s Choice');
    expect(english.body).toContain('Ranked by: Points');
  });

  it('shows the awards screen through its link in the show’s language, or the reader’s', async () => {
    const show = await spanishShow();
    const made = await ctx.app.inject({ method: 'POST', url: API.awardsLink(show.event.id), headers: show.admin.headers });
    expect(made.statusCode, made.body).toBe(201);
    const token: string = made.json().data.strToken;
    const url = `/awards/shared/${token}`;

    const spanish = await read(url, { 'accept-language': 'pl, ja;q=0.5' });
    expect(spanish.statusCode).toBe(200);
    expect(langOf(spanish.body)).toBe('es');
    expect(spanish.headers['content-language']).toBe('es');
    expect(spanish.body).toContain(`<title>Premios · ${show.event.title} · Showgrid</title>`);
    expect(spanish.body).toContain('Entrega de premios');
    expect(spanish.body).toContain('Siguiente');
    expect(spanish.body).toContain('Clasificación en directo');
    expect(spanish.body).not.toContain('Awards ceremony');

    const dutch = await read(url, { 'accept-language': 'nl-BE' });
    expect(langOf(dutch.body)).toBe('nl');
    expect(dutch.body).toContain('Prijsuitreiking');
    expect(dutch.body).toContain('Gerangschikt op: Punten');

    const english = await read(url, { 'accept-language': 'es' }, { [LOCALE_COOKIE]: 'en' });
    expect(langOf(english.body)).toBe('en');
    expect(english.body).toContain('Awards ceremony');
    expect(english.body).toContain(`<title>Awards · ${show.event.title} · Showgrid</title>`);
  });
});
