import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { animationsDone, baseUrl, hydrated, screenshot } from './support/browser.ts';
import { useBrowser } from './support/devices.ts';
import { adminApi } from './support/api.ts';
import { expectPath } from './support/sign-in.ts';
import { mailsTo } from './support/mail-sink.ts';
import { codeFromMail, createAudienceShow, visitorInbox, votesFor } from './support/audience-fixture.ts';
import { createRegistrationShow } from './support/registration-fixture.ts';
import { uniqueEmail } from './support/unique.ts';

/**
 * Every show in its own language (issue 33): a Dutch show's card page speaks Dutch to a phone
 * whose language is none of ours, German to a German phone (its words, its mail, its thanks), and
 * the picker's choice over both.
 */

const PHONE = { width: 390, height: 844 };
const browser = useBrowser();

async function phoneIn(locale: string) {
  const context = await browser().newContext({ baseURL: baseUrl(), viewport: PHONE, locale });
  onTestFinished(() => context.close());
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    // A refusal the test asks for (400) is logged as a failed resource: not a fault of the page.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(message.text());
  });
  onTestFinished(() => expect(problems).toEqual([]));
  return page;
}

describe('a Dutch show’s card page', () => {
  it('lets a German visitor vote in German: the page, the code’s mail, the refusal, the thanks', async () => {
    const api = await adminApi();
    const show = await createAudienceShow(api, { strLocale: 'nl' });
    const visitor = visitorInbox();
    const phone = await phoneIn('de-DE');
    const before = await votesFor(api, show);

    await phone.goto(`/audience/${show.uniqueId}`);
    await hydrated(phone);
    expect(await phone.evaluate(() => document.documentElement.lang)).toBe('de');
    await phone.getByRole('heading', { name: 'Austin Healey 3000' }).waitFor();
    expect(await phone.locator('dl').textContent()).toContain('Kennzeichen');
    await screenshot(phone, 'language-de-vote');
    await phone.getByRole('button', { name: 'Jetzt abstimmen' }).click();
    await expectPath(phone, '/audience/verify');
    await phone.getByRole('heading', { name: 'Bestätigen Sie Ihre E-Mail-Adresse' }).waitFor();
    await hydrated(phone);

    // Through the API once hydrated: its refusal in German too.
    await phone.getByLabel('E-Mail').fill('keine-adresse');
    await phone.getByRole('button', { name: 'Code senden' }).click();
    await phone.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.').first().waitFor();
    const sent = mailsTo(inject('mailDir'), visitor.email).length;
    await phone.getByLabel('E-Mail').fill(visitor.email);
    await phone.getByRole('button', { name: 'Code senden' }).click();
    await phone.getByText('Code gesendet').waitFor();
    const code = await codeFromMail(visitor.email, sent);
    expect(mailsTo(inject('mailDir'), visitor.email).at(-1)).toContain('Ihr Showgrid-Abstimmungscode');
    await phone.getByLabel('Code', { exact: true }).fill(code);
    await screenshot(phone, 'language-de-verify');
    await phone.getByRole('button', { name: 'Bestätigen und abstimmen' }).click();
    await expectPath(phone, '/audience/thanks');
    await phone.getByRole('heading', { name: 'Danke für Ihre Stimme' }).waitFor();
    await phone.getByText('Ihre Stimme wurde gezählt!').waitFor();
    await screenshot(phone, 'language-de-thanks');
    expect(await votesFor(api, show)).toBe(before + 1);
  });

  it('speaks Dutch to a phone in none of our languages, and the picker’s choice sticks over the browser’s', async () => {
    const show = await createAudienceShow(await adminApi(), { strLocale: 'nl' });
    const phone = await phoneIn('pl-PL');
    await phone.goto(`/audience/${show.uniqueId}`);
    await phone.getByRole('button', { name: 'Nu stemmen' }).waitFor();
    await hydrated(phone);
    await screenshot(phone, 'language-nl-vote');
    const picker = phone.getByRole('navigation', { name: 'Taal' });
    await picker.getByRole('link', { name: 'Français' }).click();
    await phone.getByRole('button', { name: 'Voter maintenant' }).waitFor();
    expect(phone.url()).toBe(`${baseUrl()}/audience/${show.uniqueId}`);
    expect(await phone.evaluate(() => document.documentElement.lang)).toBe('fr');
    // Another page of the show, the next day: still French.
    await phone.goto(`/audience/verify?vehicle=${show.uniqueId}`);
    await phone.getByRole('heading', { name: 'Confirmez votre identité' }).waitFor();
    await phone.getByRole('navigation', { name: 'Langue' }).getByRole('link', { name: 'Français' }).waitFor();
  });
});

describe('a German show’s registration page', () => {
  it('lets a French entrant enter in French: the classes and fee, the code’s mail, a refusal, the form, the outcome', async () => {
    const api = await adminApi();
    const show = await createRegistrationShow(api, { locale: 'de' });
    const email = uniqueEmail('entrant-fr');
    const phone = await phoneIn('fr-FR');

    await phone.goto(`/register/${String(show.eventId)}`);
    await hydrated(phone);
    expect(await phone.evaluate(() => document.documentElement.lang)).toBe('fr');
    await phone.getByText('Les inscriptions sont ouvertes.').waitFor();
    const entryClass = phone.getByRole('listitem', { name: show.categoryName });
    await expect.poll(() => entryClass.textContent()).toMatch(/25,00\s€/u);
    expect(await entryClass.textContent()).toContain('10 places restantes');
    await phone.getByRole('heading', { name: 'Confirmez votre adresse e-mail' }).waitFor();
    await screenshot(phone, 'language-fr-register');

    const before = mailsTo(inject('mailDir'), email).length;
    await phone.getByLabel('E-mail', { exact: true }).fill(email);
    await phone.getByRole('button', { name: 'Envoyer le code' }).click();
    const code = await codeFromMail(email, before);
    expect(mailsTo(inject('mailDir'), email).at(-1)).not.toContain('Your Showgrid sign-in code');
    await phone.getByLabel('Code', { exact: true }).fill(code);
    await phone.getByRole('button', { name: 'Vérifier le code' }).click();

    // The form, and the shared rules' refusal under its field, in French.
    await phone.getByLabel('Nom du propriétaire', { exact: true }).waitFor();
    await phone.getByRole('button', { name: 'Envoyer l’inscription' }).click();
    await phone.getByText('Ce champ est obligatoire.').first().waitFor();
    await phone.getByLabel('Catégorie', { exact: true }).selectOption(String(show.categoryId));
    await phone.getByLabel('Nom du propriétaire', { exact: true }).fill('Amélie Durand');
    await phone.getByLabel('Téléphone', { exact: true }).fill('+33 1 23 45 67 89');
    await phone.getByLabel('Marque', { exact: true }).fill('Citroën');
    await phone.getByLabel('Modèle', { exact: true }).fill('DS 21');
    await phone.getByLabel('Année', { exact: true }).fill('1968');
    await phone.getByLabel('Couleur', { exact: true }).fill('Gris nacré');
    await phone.getByLabel('Immatriculation', { exact: true }).fill(`DS ${show.prefix}`);
    await animationsDone(phone);
    await screenshot(phone, 'language-fr-register-form');
    await phone.getByRole('button', { name: 'Envoyer l’inscription' }).click();
    await phone.getByRole('heading', { name: 'Inscription confirmée' }).waitFor();
    await phone.getByText('Payez à l’entrée à votre arrivée.').waitFor();
    await animationsDone(phone);
    await screenshot(phone, 'language-fr-register-done');
  });
});
