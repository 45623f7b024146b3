import { describe, expect, it } from 'vitest';
import { LOCALE_COOKIE } from '@showgrid/shared/i18n/translate';
import { PUBLIC_PAGE_DATA_ID, registerPath } from '@showgrid/shared/public-pages';
import { putEvent, signInEntrant, useRegistrationContext, type Show } from '../../../test/factories/registration.ts';

/**
 * /register/{eventId} in the reader's language (issue 33, ADR 045): the picker's cookie, else the
 * browser's (Accept-Language); its words, fees and dates, and the no-script forms' refusals (the
 * contract's, the shared rules' and the server's own), with `<html lang>` saying which; the show's
 * own `strLocale` for a browser that names none of ours.
 */

const suite = useRegistrationContext({ payments: true, pages: true });

const IP = '203.0.113.61';
type Cookies = Record<string, string>;
const get = (url: string, headers: Record<string, string> = {}, cookies: Cookies = {}) =>
  suite.ctx.app.inject({ method: 'GET', url, headers, cookies, remoteAddress: IP });
const langOf = (html: string) => /<html lang="([a-z]+)"/.exec(html)?.[1];

function pageData(html: string): unknown {
  const json = new RegExp(`<script type="application/json" id="${PUBLIC_PAGE_DATA_ID}">(.*?)</script>`).exec(html)?.[1];
  return json ? JSON.parse(json) : null;
}

async function postEntry(url: string, fields: Record<string, string>, cookies: Cookies, headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const encoded = new Response(form);
  return suite.ctx.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': encoded.headers.get('content-type') ?? '', ...headers },
    cookies,
    payload: Buffer.from(await encoded.arrayBuffer()),
    remoteAddress: IP,
  });
}

const entryFields = (show: Show, plate: string): Record<string, string> => ({
  intCategoryId: String(show.category.id),
  strOwnerName: 'Ada Entrant',
  strPhone: '+44 20 7946 0001',
  strBrandName: 'Jaguar',
  strModelName: 'E-Type',
  year: '1963',
  strRegistrationNo: plate,
  strColour: 'Green',
  strPaymentMode: 'gate',
  action: 'enter',
});

async function pageCookie(email: string): Promise<Cookies> {
  const { access } = await signInEntrant(suite.ctx, suite.sink, email);
  return { showgrid_entrant: access };
}

describe('/register/{eventId} in the reader’s language', () => {
  it('speaks the browser’s language: its words, the fee in its format, the dates, the title, <html lang>', async () => {
    const closes = new Date(Date.UTC(2031, 0, 15, 17, 0));
    const { show } = await suite.oneClassShow(10, () => ({ dtClosesAt: closes.toISOString() }));
    const res = await get(registerPath(show.event.id), { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' });
    expect(res.statusCode).toBe(200);
    expect(langOf(res.body)).toBe('de');
    expect(res.headers['content-language']).toBe('de');
    expect(res.body).toContain(`<title>Anmeldung · ${show.event.title} · Showgrid</title>`);
    expect(res.body).toContain('25,00\u00a0€');
    expect(res.body).toContain('Noch 10 Plätze frei');
    expect(res.body).toContain('Klassen');
    expect(res.body).toContain('Code senden');
    expect(res.body).toContain('Bestätigen Sie Ihre E-Mail-Adresse');
    expect(pageData(res.body)).toMatchObject({
      lines: { state: expect.stringMatching(/^Die Anmeldung ist bis 15\. Januar 2031.*geöffnet\.$/) },
    });
    // The class's name is the organiser's, as typed.
    expect(res.body).toContain(show.category.name);
    expect(res.body).not.toContain('Send code');
    expect(res.body).not.toContain('Registration is open');
    // The picker is offered, back to this page.
    expect(res.body).toContain(`/language/fr?back=${encodeURIComponent(registerPath(show.event.id))}`);
  });

  it('speaks the picker’s choice over the browser’s; English to a browser that names none of ours', async () => {
    const { show } = await suite.oneClassShow(null);
    const french = await get(registerPath(show.event.id), { 'accept-language': 'de' }, { [LOCALE_COOKIE]: 'fr' });
    expect(langOf(french.body)).toBe('fr');
    expect(french.body).toContain('Envoyer le code');
    expect(french.body).toMatch(/25,00\s€/u);
    const english = await get(registerPath(show.event.id), { 'accept-language': 'pl' });
    expect(langOf(english.body)).toBe('en');
    expect(english.body).toContain('€25.00');
    expect(english.body).toContain('Send code');
  });

  it('shows a signed-in entrant the form, and its refusals, in the page’s language', async () => {
    const { show } = await suite.oneClassShow(null);
    const cookies = await pageCookie('ada@example.com');
    const form = await get(registerPath(show.event.id), { 'accept-language': 'nl' }, cookies);
    expect(langOf(form.body)).toBe('nl');
    expect(form.body).toContain('Kenteken');
    expect(form.body).toContain('Betaalwijze');
    expect(form.body).toContain('Inschrijving verzenden');

    // The shared rules' words and the contract schema's, under their fields.
    const fields = { ...entryFields(show, 'AB 1'), intCategoryId: '', year: '1700', strPaymentMode: '' };
    const refused = await postEntry(registerPath(show.event.id), fields, cookies, { 'accept-language': 'es' });
    expect(refused.statusCode).toBe(400);
    expect(langOf(refused.body)).toBe('es');
    expect(pageData(refused.body)).toMatchObject({
      step: {
        step: 'entry',
        errors: {
          intCategoryId: 'Elija una categoría.',
          strPaymentMode: 'Elija cómo pagar.',
          year: 'Introduzca un año entre 1885 y el año próximo.',
        },
      },
    });

    // The server's own refusal (a car entered already), from its catalog.
    expect((await postEntry(registerPath(show.event.id), entryFields(show, 'AB 2'), cookies)).statusCode).toBe(303);
    const twice = await postEntry(registerPath(show.event.id), entryFields(show, 'AB 2'), cookies, { 'accept-language': 'de' });
    expect(twice.statusCode).toBe(400);
    expect(pageData(twice.body)).toMatchObject({
      step: { errors: { strRegistrationNo: 'Dieses Fahrzeug ist für diese Veranstaltung bereits angemeldet.' } },
    });
  });

  it('asks a browser whose sign-in lapsed to confirm its e-mail again, in its language', async () => {
    const { show } = await suite.oneClassShow(null);
    const res = await postEntry(registerPath(show.event.id), entryFields(show, 'AB 3'), {}, { 'accept-language': 'fr' });
    expect(res.statusCode).toBe(401);
    expect(pageData(res.body)).toMatchObject({
      step: {
        step: 'email',
        error: 'Votre connexion a expiré : confirmez de nouveau votre adresse e-mail, puis envoyez votre inscription.',
      },
    });
  });

  it('speaks the show’s language to a browser that names none of ours, and its code mail too', async () => {
    const { show, admin } = await suite.oneClassShow(null);
    // SPEC's event body, with the show's language: the registration settings are kept when left out.
    const dutch = await putEvent(suite.ctx, admin.headers, show, { strLocale: 'nl' });
    expect(dutch.statusCode).toBe(200);
    const page = await get(registerPath(show.event.id), { 'accept-language': 'pl-PL,pl;q=0.9' });
    expect(langOf(page.body)).toBe('nl');
    expect(page.body).toContain('Inschrijving');
    // The reader's own language still wins over the show's.
    expect(langOf((await get(registerPath(show.event.id), { 'accept-language': 'es' })).body)).toBe('es');
    // The code's mail, asked for from this page by a browser naming none of ours: the show's language.
    const sent = await suite.ctx.app.inject({
      method: 'POST',
      url: registerPath(show.event.id),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'pl' },
      payload: new URLSearchParams({ action: 'send', strEmail: 'piotr@example.pl' }).toString(),
      remoteAddress: IP,
    });
    expect(sent.statusCode).toBe(200);
    expect(langOf(sent.body)).toBe('nl');
    expect((await suite.sink.waitFor('piotr@example.pl')).raw).toContain('Uw Showgrid-inlogcode');
  });

  it('words a length and a phone number’s refusal in the page’s language, the limit kept', async () => {
    const { show } = await suite.oneClassShow(null);
    const cookies = await pageCookie('grace@example.com');
    const fields = { ...entryFields(show, 'AB 5'), strOwnerName: 'x'.repeat(61), strPhone: 'call me' };
    const refused = await postEntry(registerPath(show.event.id), fields, cookies, { 'accept-language': 'de' });
    expect(refused.statusCode).toBe(400);
    expect(pageData(refused.body)).toMatchObject({
      step: {
        errors: {
          strOwnerName: 'Höchstens 60 Zeichen.',
          strPhone: 'Geben Sie eine Telefonnummer ein (nur Ziffern, Leerzeichen, + - ( )).',
        },
      },
    });
  });
});
