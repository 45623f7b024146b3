import fs from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { adminApi, type Api } from './support/api.ts';
import { animationsDone, screenshot } from './support/browser.ts';
import { openPage, useBrowser } from './support/devices.ts';
import { mailsTo } from './support/mail-sink.ts';
import { createRegistrationShow, fillCar, signInEntrant, type RegistrationShow } from './support/registration-fixture.ts';
import { expectPath } from './support/sign-in.ts';
import { useStripeServer } from './support/stripe-server.ts';
import { uniqueEmail } from './support/unique.ts';

/**
 * An entrant pays online from a phone (issue 31, 390×844), on a server of this file's own with
 * Stripe's keys pointing at the server tests' local Stripe double: registering "Pay online" takes
 * the browser to the double's checkout page, whose Pay button posts a signed
 * checkout.session.completed to the app's webhook and sends the browser back to /entrant?paid=ID,
 * where the entry shows confirmed with its card number; the confirmation mail (the real SMTP sink)
 * carries the card as a PDF, and the page downloads it. Then, on another entry, the entrant
 * corrects the details and withdraws it, and signs out.
 */

const PHONE = { width: 390, height: 844 };

const browser = useBrowser();
const stripe = useStripeServer();

type Vehicles = { data: { strUniqueId: string | null; strModelName: string; blnPaid: boolean }[] };
const vehiclesOf = (api: Api, show: RegistrationShow) => api<Vehicles>('GET', `/api/vehicle/?intEventId=${String(show.eventId)}`);

/** The base64 body of a mail's attachment with this file name, joined onto one line. */
function attachment(mail: string, fileName: string): string | undefined {
  const at = /filename="?([^"\r\n]+)"?/g;
  for (const match of mail.matchAll(at)) {
    if (match[1] !== fileName) continue;
    // The part's headers end at the first blank line; its base64 runs to the next boundary ("--").
    const body = mail.slice(mail.indexOf('\r\n\r\n', match.index) + 4);
    return /^[A-Za-z0-9+/=\r\n]+/.exec(body)?.[0].replace(/\s+/g, '');
  }
  return undefined;
}

/** The entrant's confirmation mail (the real SMTP sink) has the card attached, a PDF. */
async function expectCardMailed(email: string, card: string): Promise<void> {
  const mailDir = inject('mailDir');
  const fileName = `card-${card}.pdf`;
  const withCard = () =>
    mailsTo(mailDir, email).find((mail) => mail.startsWith('X-Envelope-To') && attachment(mail, fileName) !== undefined);
  await expect.poll(() => withCard() !== undefined, { timeout: 15_000 }).toBe(true);
  const mail = withCard() ?? '';
  expect(mail).toMatch(/Content-Type: application\/pdf/i);
  expect(
    Buffer.from(attachment(mail, fileName) ?? '', 'base64')
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
}

describe('an entrant pays online from a phone', () => {
  it('registers paying online, pays on the checkout page, comes back confirmed, gets the card by mail and downloads it', async () => {
    const api = await adminApi();
    const show = await createRegistrationShow(api, { paymentModes: ['online', 'gate'] });
    const email = uniqueEmail('payer');
    const card = `${show.prefix}01`;
    const { page: phone } = await openPage(browser(), PHONE);

    await phone.goto(`/register/${String(show.eventId)}`);
    await phone.getByRole('heading', { name: show.title }).waitFor();
    await signInEntrant(phone, email);
    await phone.getByLabel('Owner name', { exact: true }).waitFor();
    await phone.getByLabel('Class', { exact: true }).selectOption({ label: `${show.categoryName} · €25.00` });
    await fillCar(phone, `JAG ${show.prefix}`);
    await phone.getByRole('radio', { name: /Pay online now/ }).check();
    await phone.getByRole('button', { name: 'Send entry' }).click();

    // Stripe's page (the double's): the amount Stripe was asked for, and Pay.
    await phone.waitForURL((url) => url.origin === stripe().url && url.pathname.startsWith('/c/pay/cs_test_'));
    await phone.getByRole('heading', { name: 'Test checkout' }).waitFor();
    await screenshot(phone, 'entrant-checkout');
    const [session] = [...stripe().sessions.values()];
    expect(session?.amount_total).toBe(2500);
    await phone.getByRole('button', { name: 'Pay' }).click();

    await expectPath(phone, '/entrant');
    expect(new URL(phone.url()).searchParams.get('paid')).toMatch(/^\d+$/);
    await phone.getByText('Payment received: your entry is confirmed.').waitFor({ timeout: 15_000 });
    const entry = phone.getByRole('article', { name: '1963 Jaguar E-Type' });
    expect(await entry.getAttribute('aria-current')).toBe('true');
    const text = await entry.textContent();
    expect(text).toContain('Confirmed');
    expect(text).toContain(card);
    expect(text).toContain('Paid online');
    await phone.getByText(`Signed in as ${email}`).waitFor();
    await phone.getByText('Code verified.').waitFor({ state: 'hidden' });
    await animationsDone(phone);
    await screenshot(phone, 'entrant-paid');

    // The page downloads the same card, with the entrant's cookie.
    const [download] = await Promise.all([phone.waitForEvent('download'), entry.getByRole('button', { name: 'Download card' }).click()]);
    expect(download.suggestedFilename()).toBe(`card-${card}.pdf`);
    expect(
      fs
        .readFileSync(await download.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // The vehicle is paid, with the class's first card id.
    const vehicles = await vehiclesOf(api, show);
    expect(vehicles.data.find((vehicle) => vehicle.strUniqueId === card)?.blnPaid).toBe(true);

    // The confirmation mail carries the card as a PDF.
    await expectCardMailed(email, card);
  });

  it('corrects another entry’s details, withdraws it (its vehicle leaves the show), and signs out', async () => {
    const api = await adminApi();
    const show = await createRegistrationShow(api, { paymentModes: ['online', 'gate'] });
    const email = uniqueEmail('withdrawer');
    const card = `${show.prefix}01`;
    const { context, page: phone } = await openPage(browser(), PHONE);

    await phone.goto('/entrant');
    await signInEntrant(phone, email);
    await phone.getByText('No entries yet: open an event’s registration link to enter your car.').waitFor();
    // The entry is made as the register page sends it, with the browser's own cookie.
    const created = await context.request.post('/api/entrant/registrations/', {
      data: {
        intEventId: show.eventId,
        intCategoryId: show.categoryId,
        strOwnerName: 'Grace Entrant',
        strPhone: '',
        strBrandName: 'Austin',
        strModelName: 'Healey',
        intYear: 1959,
        strRegistrationNo: `AH ${show.prefix}`,
        strColour: 'Blue',
        strPaymentMode: 'gate',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    await phone.reload();
    const entry = phone.getByRole('article', { name: '1959 Austin Healey' });
    await expect.poll(() => entry.textContent()).toContain(card);
    await expectCardMailed(email, card);

    await entry.getByRole('button', { name: 'Edit' }).click();
    const edit = phone.getByRole('dialog', { name: 'Edit entry' });
    expect(await edit.getByLabel('Registration number', { exact: true }).inputValue()).toBe(`AH ${show.prefix}`);
    await edit.getByLabel('Model', { exact: true }).fill('Healey 3000');
    await edit.getByLabel('Colour', { exact: true }).fill('Healey blue');
    await phone.getByText('Code verified.').waitFor({ state: 'hidden' });
    await animationsDone(phone);
    await screenshot(phone, 'entrant-edit');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await phone.getByText('Your entry is updated.').waitFor();
    const edited = phone.getByRole('article', { name: '1959 Austin Healey 3000' });
    await edited.waitFor();
    // The vehicle the entry became follows.
    expect((await vehiclesOf(api, show)).data.find((v) => v.strUniqueId === card)?.strModelName).toBe('Healey 3000');

    await edited.getByRole('button', { name: 'Withdraw' }).click();
    const confirm = phone.getByRole('dialog', { name: 'Withdraw this entry?' });
    expect(await confirm.textContent()).toContain('Your place goes to the next car on the waiting list');
    await phone.getByText('Your entry is updated.').waitFor({ state: 'hidden' });
    await animationsDone(phone);
    await screenshot(phone, 'entrant-withdraw');
    await confirm.getByRole('button', { name: 'Withdraw' }).click();
    await phone.getByText('Your entry is withdrawn.').waitFor();
    await expect.poll(() => edited.textContent()).toContain('Withdrawn');
    expect(await edited.textContent()).toContain('Reason: Withdrawn by the entrant.');
    expect(await edited.getByRole('button').count()).toBe(0);
    expect((await vehiclesOf(api, show)).data.map((v) => v.strUniqueId)).not.toContain(card);

    await phone.getByRole('button', { name: 'Sign out' }).click();
    await phone.getByLabel('Email', { exact: true }).waitFor();
    await phone.reload();
    await phone.getByLabel('Email', { exact: true }).waitFor();
    expect(await phone.getByRole('article').count()).toBe(0);
  });
});
