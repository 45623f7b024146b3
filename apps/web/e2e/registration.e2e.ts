import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { animationsDone, screenshot } from './support/browser.ts';
import { openPage, useBrowser } from './support/devices.ts';
import { adminApi } from './support/api.ts';
import { axeViolations, openAxePage } from './support/axe.ts';
import { codeFromMail } from './support/audience-fixture.ts';
import { mailsTo } from './support/mail-sink.ts';
import { createRegistrationShow, elementScreenshot, fillCar } from './support/registration-fixture.ts';
import { ADMIN } from './support/seed.ts';
import { expectPath, signInAdmin } from './support/sign-in.ts';
import { uniqueEmail } from './support/unique.ts';

/**
 * An entrant registers from a phone (issue 31, 390×844): the organiser opened registration on an
 * event (through the API, as the event form sends it), the entrant reads the classes without an
 * account, proves their e-mail with the code from the mail the real SMTP sink received, enters a
 * car paying at the gate, is confirmed at once, and finds the entry with its card number on
 * /entrant. The organiser's event form shows the Registration section as set.
 */

const PHONE = { width: 390, height: 844 };
const LAPTOP_TALL = { width: 1366, height: 1400 };

const browser = useBrowser();

/** No sideways scrolling: the page fits the phone's width. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('an entrant registers from a phone', () => {
  it('reads the classes, signs in by e-mail code, enters paying at the gate, is confirmed and finds the card number on /entrant', async () => {
    const api = await adminApi();
    const show = await createRegistrationShow(api);
    const email = uniqueEmail('entrant');
    const { page: phone } = await openPage(browser(), PHONE);

    await phone.goto(`/register/${String(show.eventId)}`);
    await phone.getByRole('heading', { name: show.title }).waitFor();
    await phone.getByText('Registration is open.').waitFor();
    const entryClass = phone.getByRole('listitem', { name: show.categoryName });
    await expect.poll(() => entryClass.textContent()).toContain('€25.00');
    expect(await entryClass.textContent()).toContain('10 places left');
    await phone.getByRole('heading', { name: 'Confirm your e-mail' }).waitFor();
    expect(await fitsWidth(phone)).toBe(true);
    await screenshot(phone, 'entrant-register');

    const before = mailsTo(inject('mailDir'), email).length;
    await phone.getByLabel('Email', { exact: true }).fill(email);
    // A reload at each step loses nothing typed (ADR 041): the address, then the code step.
    await phone.reload();
    await expect.poll(() => phone.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
    await phone.getByRole('button', { name: 'Send code' }).click();
    await phone.getByLabel('Code', { exact: true }).waitFor();
    await phone.reload();
    const code = await codeFromMail(email, before);
    await phone.getByText(`Enter the code we sent to ${email}.`).waitFor();
    await phone.getByLabel('Code', { exact: true }).fill(code);
    await phone.getByRole('button', { name: 'Verify code' }).click();

    await phone.getByLabel('Owner name', { exact: true }).waitFor();
    await phone.getByText('Code verified.').waitFor({ state: 'hidden' });
    await phone.getByText('Paying online is not available for this event: you pay at the gate.').waitFor();
    await phone.getByLabel('Class', { exact: true }).selectOption({ label: `${show.categoryName} · €25.00` });
    await fillCar(phone, `JAG ${show.prefix}`);
    await phone.getByLabel(/^Dinner ticket/).fill('2');
    await phone.getByText('€55.00').waitFor();
    expect(await fitsWidth(phone)).toBe(true);
    await animationsDone(phone);
    await screenshot(phone, 'entrant-register-form');

    // The phone drops the tab: the form comes back as typed, and says the photos are chosen again.
    await phone.reload();
    await phone.getByText('We kept what you typed here before. Photos are not kept: choose them again.').waitFor();
    expect(await phone.getByLabel('Owner name', { exact: true }).inputValue()).toBe('Ada Entrant');
    expect(await phone.getByLabel('Registration number', { exact: true }).inputValue()).toBe(`JAG ${show.prefix}`);
    expect(await phone.getByLabel(/^Dinner ticket/).inputValue()).toBe('2');
    await phone.getByText('€55.00').waitFor();
    await animationsDone(phone);
    await screenshot(phone, 'entrant-register-form-restored');

    await phone.getByRole('button', { name: 'Send entry' }).click();
    await phone.getByRole('heading', { name: 'Entry confirmed' }).waitFor();
    await phone.getByText('Pay at the gate when you arrive.').waitFor();
    await animationsDone(phone);
    await screenshot(phone, 'entrant-register-done');

    await phone.getByRole('link', { name: 'See your entries' }).click();
    await expectPath(phone, '/entrant');
    const card = phone.getByRole('article', { name: '1963 Jaguar E-Type' });
    await card.waitFor();
    expect(await card.getAttribute('aria-current')).toBe('true');
    const text = await card.textContent();
    expect(text).toContain('Confirmed');
    expect(text).toContain(`${show.prefix}01`);
    expect(text).toContain('€55.00');
    expect(text).toContain('To pay at the gate');
    expect(await fitsWidth(phone)).toBe(true);
    await animationsDone(phone);
    await screenshot(phone, 'entrant-page');

    // The entry is a vehicle of the event now, with the class's first card id.
    const vehicles = await api<{ data: { strUniqueId: string | null; strRegistrationNumber?: string }[] }>(
      'GET',
      `/api/vehicle/?intEventId=${String(show.eventId)}`,
    );
    expect(vehicles.data.map((vehicle) => vehicle.strUniqueId)).toContain(`${show.prefix}01`);
  });

  it('the organiser’s event form shows the Registration section as set', async () => {
    const show = await createRegistrationShow(await adminApi());
    const { page } = await openPage(browser(), LAPTOP_TALL);
    await signInAdmin(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/manage-events');
    await page.getByRole('searchbox', { name: 'Search events' }).fill(show.title);
    await page.getByRole('button', { name: `Edit ${show.title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Event' });
    const section = dialog.getByRole('group', { name: 'Registration' });
    expect(await section.getByRole('switch', { name: 'Entrants register themselves' }).isChecked()).toBe(true);
    const entryClass = section.getByRole('group', { name: show.categoryName });
    expect(await entryClass.getByLabel('Fee (EUR)', { exact: true }).inputValue()).toBe('25.00');
    expect(await entryClass.getByLabel('Places', { exact: true }).inputValue()).toBe('10');
    expect(await section.getByLabel('Extra 1', { exact: true }).inputValue()).toBe('Dinner ticket');
    await section.scrollIntoViewIfNeeded();
    await elementScreenshot(section, 'admin-event-registration');
  });

  it('the registration page and the entrant’s sign-in pass axe (WCAG 2.1 AA)', async () => {
    const show = await createRegistrationShow(await adminApi());
    const phone = await openAxePage(browser(), PHONE);
    await phone.goto(`/register/${String(show.eventId)}`);
    await phone.getByRole('heading', { name: 'Confirm your e-mail' }).waitFor();
    expect(await axeViolations(phone)).toEqual([]);
    await phone.goto('/entrant');
    await phone.getByLabel('Email', { exact: true }).waitFor();
    expect(await axeViolations(phone)).toEqual([]);
  });
});
